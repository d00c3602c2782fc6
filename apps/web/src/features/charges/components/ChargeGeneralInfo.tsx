import { Stack } from '@mantine/core';
import { formatDate, PAYMENT_METHOD_LABELS, REFUND_MESSAGES, type ChargeDetail } from '@cofre/contract';
import { DetailList, type DetailItem } from '../../../components/DetailList';
import { DetailSection } from '../../../components/DetailSection';
import { PaidQuestion } from './PaidQuestion';
import { CHARGE_GENERAL_INFO_LABELS, CHARGE_TEXTS } from '../texts';
import { Money } from '../../../components/Unbreakable';

/** Title, description, amounts (refunded too), method, instalments and dates; then 'Cobrança já foi paga?'. */
export function ChargeGeneralInfo({ charge }: { charge: ChargeDetail }) {
  const items: DetailItem[] = [
    { label: CHARGE_GENERAL_INFO_LABELS.charge, value: charge.title },
    { label: CHARGE_GENERAL_INFO_LABELS.description, value: charge.description },
    { label: CHARGE_GENERAL_INFO_LABELS.value, value: <Money cents={charge.value} /> },
    ...(charge.interestAmount > 0
      ? [{ label: CHARGE_GENERAL_INFO_LABELS.interestAndFine, value: <Money cents={charge.interestAmount} /> }]
      : []),
    ...(charge.refundedAmount > 0
      ? [{ label: REFUND_MESSAGES.refunded, value: <Money cents={charge.refundedAmount} /> }]
      : []),
    { label: CHARGE_GENERAL_INFO_LABELS.paymentMethod, value: PAYMENT_METHOD_LABELS[charge.paymentMethod] },
    { label: CHARGE_GENERAL_INFO_LABELS.installments, value: `${charge.installments}x` },
    { label: CHARGE_GENERAL_INFO_LABELS.dueDate, value: formatDate(charge.expirationDate) },
    { label: CHARGE_GENERAL_INFO_LABELS.paymentDate, value: charge.paidDate ? formatDate(charge.paidDate) : null },
  ];
  return (
    <DetailSection title={CHARGE_TEXTS.generalInfoTitle}>
      <Stack gap="md">
        <DetailList items={items} />
        <PaidQuestion charge={charge} />
      </Stack>
    </DetailSection>
  );
}
