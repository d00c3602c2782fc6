import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { canSeeRoute, findRoute, type Subscription } from '@cofre/contract';
import { useGrant } from '../../../lib/permissions';
import { clientPath } from '../links';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';
import { SubscriptionStatusAction } from './SubscriptionStatusAction';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';
import { DocumentNumber } from '../../../components/Unbreakable';

/** The client with the status, plan and document; 'Ver cliente' for who may open clients; the status action. */
export function SubscriptionHeader({ subscription }: { subscription: Subscription }) {
  const canOpenClient = canSeeRoute(useGrant(), findRoute('clientDetail'));
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="sm" align="center">
          <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
            {subscription.customerName}
          </Title>
          <SubscriptionStatusBadge status={subscription.status} />
        </Group>
        <Text fz="sm" c="dimmed">
          {`${subscription.titlePlan} · `}
          <DocumentNumber value={subscription.customerDocument} />
        </Text>
        {canOpenClient && (
          <Anchor component={Link} to={clientPath(subscription.clientId)} fz="sm">
            {T.seeClient}
          </Anchor>
        )}
      </Stack>
      <SubscriptionStatusAction subscription={subscription} />
    </Group>
  );
}
