import { SimpleGrid, Stack } from '@mantine/core';
import type { Subscription } from '@cofre/contract';
import { SubscriptionCharges } from './SubscriptionCharges';
import { SubscriptionDetailsSection } from './SubscriptionDetailsSection';
import { SubscriptionGeneralInfo } from './SubscriptionGeneralInfo';
import { SubscriptionHeader } from './SubscriptionHeader';
import { SubscriptionInvoiceSection } from './SubscriptionInvoiceSection';

/** One subscription (spec 2 §2): header with the status action, general info, editable details, invoice switch, latest charges. */
export function SubscriptionDetail({ subscription }: { subscription: Subscription }) {
  return (
    <Stack gap="lg">
      <SubscriptionHeader subscription={subscription} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <SubscriptionGeneralInfo subscription={subscription} />
        <Stack gap="lg">
          <SubscriptionDetailsSection subscription={subscription} />
          <SubscriptionInvoiceSection subscription={subscription} />
        </Stack>
      </SimpleGrid>
      <SubscriptionCharges subscription={subscription} />
    </Stack>
  );
}
