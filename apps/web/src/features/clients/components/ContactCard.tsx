import { useState } from 'react';
import { Button, Card, Group, Title } from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import { formatPhone, type Client } from '@cofre/contract';
import { isCompanyDocument, nameLabel } from '../documentLabels';
import { ContactEditor } from './ContactEditor';
import { InfoList, type InfoItem } from './InfoList';

/** 'Dados de contato': read view, or the editor after 'Editar'. */
export function ContactCard({ client, canEdit }: { client: Client; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const isCompany = isCompanyDocument(client.document.documentType);
  const items: InfoItem[] = [
    { label: nameLabel(client.document.documentType), value: client.name },
    ...(isCompany ? [{ label: 'Nome fantasia', value: client.tradeName }] : []),
    { label: 'Celular', value: formatPhone(client.countryCode, client.phone) },
    { label: 'E-mail', value: client.email },
    { label: 'E-mail financeiro', value: client.alternativeEmail },
  ];

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="client-contact-title">
      <Group justify="space-between" mb="md" mih={30}>
        <Title order={2} fz="h4" id="client-contact-title">
          Dados de contato
        </Title>
        {canEdit && !editing && (
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
      {editing ? (
        <ContactEditor client={client} isCompany={isCompany} onDone={() => setEditing(false)} />
      ) : (
        <InfoList items={items} />
      )}
    </Card>
  );
}
