import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, type Client } from '@cofre/contract';
import { Nowrap } from '../../../components/Unbreakable';
import { countryName } from '../../../lib/format';
import { displayDocument, DOCUMENT_TYPE_LABELS } from '../documentLabels';
import { CLIENT_TEXTS } from '../texts';

/** Name with initials, the document (read-only: it identifies the client) and the date of registration. */
export function ClientHeader({ client }: { client: Client }) {
  const { document } = client;
  const foreign = document.documentType !== 'CPF' && document.documentType !== 'CNPJ';
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar name={client.name} color="initials" size="lg" radius="xl" aria-hidden="true" />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
          {client.name}
        </Title>
        <Text fz="sm" c="dimmed">
          {DOCUMENT_TYPE_LABELS[document.documentType]} <Nowrap>{displayDocument(document)}</Nowrap>
          {foreign && ` · ${countryName(document.documentNation)}`}
          {CLIENT_TEXTS.registeredOn(formatDate(client.createdAt))}
        </Text>
      </Stack>
    </Group>
  );
}
