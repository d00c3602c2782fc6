import { SimpleGrid, Stack } from '@mantine/core';
import type { Client } from '@cofre/contract';
import { useCan } from '../../../lib/permissions';
import { AddressCard } from './AddressCard';
import { ClientActivityTabs } from './ClientActivityTabs';
import { ClientHeader } from './ClientHeader';
import { ContactCard } from './ContactCard';

/** Header, the two separately edited blocks (contact, address) and the activity tabs. */
export function ClientDetail({ client }: { client: Client }) {
  const canEdit = useCan('clients.write');
  return (
    <Stack gap="lg">
      <ClientHeader client={client} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <ContactCard client={client} canEdit={canEdit} />
        <AddressCard client={client} canEdit={canEdit} />
      </SimpleGrid>
      <ClientActivityTabs clientId={client.id} />
    </Stack>
  );
}
