import { useState } from 'react';
import { formatPhone, type Client } from '@cofre/contract';
import { isCompanyDocument, nameLabel } from '../documentLabels';
import { ContactEditor } from './ContactEditor';
import { EditableCard } from './EditableCard';
import { DetailList, type DetailItem } from '../../../components/DetailList';
import { EmailText } from '../../../components/Unbreakable';
import { CLIENT_TEXTS, CONTACT_CARD_LABELS } from '../texts';

/** 'Dados de contato': read view, or the editor after 'Editar'. */
export function ContactCard({ client, canEdit }: { client: Client; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const isCompany = isCompanyDocument(client.document.documentType);
  const items: DetailItem[] = [
    { label: nameLabel(client.document.documentType), value: client.name },
    ...(isCompany ? [{ label: CONTACT_CARD_LABELS.tradeName, value: client.tradeName }] : []),
    { label: CONTACT_CARD_LABELS.cellphone, value: formatPhone(client.countryCode, client.phone) },
    { label: CONTACT_CARD_LABELS.email, value: <EmailText email={client.email} /> },
    {
      label: CONTACT_CARD_LABELS.financeEmail,
      value: client.alternativeEmail && <EmailText email={client.alternativeEmail} />,
    },
  ];

  return (
    <EditableCard
      title={CLIENT_TEXTS.contactTitle}
      titleId="client-contact-title"
      onEdit={canEdit && !editing ? () => setEditing(true) : undefined}
    >
      {editing ? (
        <ContactEditor client={client} isCompany={isCompany} onDone={() => setEditing(false)} />
      ) : (
        <DetailList items={items} />
      )}
    </EditableCard>
  );
}
