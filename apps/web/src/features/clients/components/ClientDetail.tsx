import { useMemo } from 'react';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import { clientSummarySchema, type Client } from '@cofre/contract';
import { useCan } from '../../../lib/permissions';
import { NewChargeButton } from '../../charges';
import { useClientChargeTotals } from '../api/getClientChargeTotals';
import { AddressCard } from './AddressCard';
import { ClientActivityTabs } from './ClientActivityTabs';
import { ClientChargeTotals } from './ClientChargeTotals';
import { ClientHeader } from './ClientHeader';
import { ContactCard } from './ContactCard';

/**
 * Header with 'Nova cobrança' (for this client), the client's charge totals, the two separately
 * edited blocks (contact, address) and the activity tabs.
 */
export function ClientDetail({ client }: { client: Client }) {
  const canEdit = useCan('clients.write');
  const canSeeCharges = useCan('clients.chargesTab');
  const totals = useClientChargeTotals(client.id, canSeeCharges);
  const summary = useMemo(() => clientSummarySchema.parse(client), [client]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="md">
        <ClientHeader client={client} />
        <NewChargeButton client={summary} />
      </Group>
      {canSeeCharges && <ClientChargeTotals totals={totals.data} failed={totals.isError} />}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <ContactCard client={client} canEdit={canEdit} />
        <AddressCard client={client} canEdit={canEdit} />
      </SimpleGrid>
      <ClientActivityTabs
        clientId={client.id}
        totals={totals.data}
        totalsSettled={!canSeeCharges || !totals.isPending}
      />
    </Stack>
  );
}
