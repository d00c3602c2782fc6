import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { formatZipCode, type Client } from '@cofre/contract';
import { CLIENT_TEXTS } from '../texts';
import { AddressEditor } from './AddressEditor';
import { InfoList } from './InfoList';

function AddressView({ address }: { address: NonNullable<Client['address']> }) {
  return (
    <InfoList
      items={[
        { label: 'CEP', value: formatZipCode(address.zipCode) },
        { label: 'Rua', value: address.street },
        { label: 'Número', value: address.number },
        { label: 'Complemento', value: address.complement },
        { label: 'Bairro', value: address.district },
        { label: 'Cidade', value: address.city },
        { label: 'Estado', value: address.state },
        { label: 'País', value: address.country },
      ]}
    />
  );
}

/** 'Endereço': edited apart from the contact; a client without one uses the seller's address. */
export function AddressCard({ client, canEdit }: { client: Client; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const { address } = client;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="client-address-title">
      <Group justify="space-between" mb="md" mih={30}>
        <Title order={2} fz="h4" id="client-address-title">
          Endereço
        </Title>
        {canEdit && !editing && address && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={() => setEditing(true)}
          >
            Editar
          </Button>
        )}
      </Group>
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
              Adicionar endereço
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
