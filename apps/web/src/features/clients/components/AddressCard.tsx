import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import type { Client } from '@cofre/contract';
import { CLIENT_TEXTS } from '../texts';
import { AddressEditor } from './AddressEditor';
import { EditableCard } from './EditableCard';
import { AddressView } from './AddressView';

/** 'Endereço': edited apart from the contact; a client without one uses the seller's address. */
export function AddressCard({ client, canEdit }: { client: Client; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const { address } = client;

  return (
    <EditableCard
      title={CLIENT_TEXTS.address}
      titleId="client-address-title"
      onEdit={canEdit && !editing && address ? () => setEditing(true) : undefined}
    >
      {editing && <AddressEditor client={client} onDone={() => setEditing(false)} />}
      {!editing && address && <AddressView address={address} />}
      {!editing && !address && (
        <Stack gap="sm" align="flex-start">
          <Text fz="sm" c="dimmed">
            {CLIENT_TEXTS.usesSellerAddress}
          </Text>
          {canEdit && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setEditing(true)}
            >
              {CLIENT_TEXTS.addAddress}
            </Button>
          )}
        </Stack>
      )}
    </EditableCard>
  );
}
