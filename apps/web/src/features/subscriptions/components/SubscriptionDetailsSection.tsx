import { Alert, Stack, Text } from '@mantine/core';
import { canEditSubscription, PERIODICITY_LABELS, type Subscription } from '@cofre/contract';
import { DetailList } from '../../../components/DetailList';
import { DetailSection } from '../../../components/DetailSection';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';
import { SubscriptionEditForm } from './SubscriptionEditForm';
import { Money } from '../../../components/Unbreakable';

/**
 * 'Detalhes da assinatura': the edit form while the subscription is ACTIVE (spec 2 §4), otherwise the
 * same details read-only with a note saying why (the server would refuse with SUB-001).
 */
export function SubscriptionDetailsSection({ subscription }: { subscription: Subscription }) {
  const editable = canEditSubscription(subscription.status);
  return (
    <DetailSection title={T.detailsTitle}>
      {editable ? (
        <SubscriptionEditForm key={subscription.uuid} subscription={subscription} />
      ) : (
        <Stack gap="md">
          <Alert color="gray" variant="light">
            <Text fz="sm">{T.readOnlyNote}</Text>
          </Alert>
          <DetailList
            items={[
              { label: T.plan, value: subscription.titlePlan },
              { label: T.periodicity, value: PERIODICITY_LABELS[subscription.basicValue.type] },
              { label: T.valuePerMonth, value: <Money cents={subscription.basicValue.valuePerMonth} /> },
              { label: T.bankSlipDescriptionRead, value: subscription.bankSlipDescription },
            ]}
          />
        </Stack>
      )}
    </DetailSection>
  );
}
