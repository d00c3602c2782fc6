import { formatBRL, formatDate, PAYMENT_METHOD_LABELS, PERIODICITY_LABELS, type Subscription } from '@cofre/contract';
import { DetailList, type DetailItem } from '../../../components/DetailList';
import { DetailSection } from '../../../components/DetailSection';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';
import { DocumentNumber, Money } from '../../../components/Unbreakable';

/** What the subscription is: client, plan, cycle and prices, method, dates and status (spec 2 §2). */
export function SubscriptionGeneralInfo({ subscription }: { subscription: Subscription }) {
  const { basicValue, additionalValue } = subscription;
  const items: DetailItem[] = [
    { label: T.client, value: subscription.customerName },
    { label: T.document, value: <DocumentNumber value={subscription.customerDocument} /> },
    { label: T.plan, value: subscription.titlePlan },
    { label: T.periodicity, value: PERIODICITY_LABELS[basicValue.type] },
    { label: T.valuePerMonth, value: <Money cents={basicValue.valuePerMonth} /> },
    { label: T.cycleTotal, value: <Money cents={basicValue.value} /> },
    { label: T.method, value: PAYMENT_METHOD_LABELS[subscription.paymentMethod] },
  ];
  if (subscription.cardLast4) items.push({ label: T.cardLast4, value: T.cardEnding(subscription.cardLast4) });
  if (additionalValue.value > 0) {
    items.push({
      label: T.additionalValue,
      value: T.additionalValueLine(
        formatBRL(additionalValue.value),
        additionalValue.installments,
        additionalValue.title,
      ),
    });
  }
  items.push(
    { label: T.startDate, value: formatDate(subscription.startDate) },
    { label: T.nextDueDate, value: subscription.nextDueDate && formatDate(subscription.nextDueDate) },
    { label: T.status, value: <SubscriptionStatusBadge status={subscription.status} /> },
  );
  if (subscription.cancelledDate) items.push({ label: T.cancelledDate, value: formatDate(subscription.cancelledDate) });
  return (
    <DetailSection title={T.generalInfo}>
      <DetailList items={items} />
    </DetailSection>
  );
}
