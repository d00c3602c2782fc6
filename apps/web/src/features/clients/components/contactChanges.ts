import { formatPhone, type Client, type ClientContact } from '@cofre/contract';
import { nameLabel } from '../documentLabels';

export interface ContactChange {
  label: string;
  before: string;
  after: string;
}

/** What the review dialog lists: each contact value that differs, before → after, as shown on screen. */
export function contactChanges(client: Client, next: ClientContact, isCompany: boolean): ContactChange[] {
  const rows: Array<[string, string | null, string | null]> = [
    [nameLabel(client.document.documentType), client.name, next.name],
    ['Celular', formatPhone(client.countryCode, client.phone), formatPhone(next.countryCode, next.phone)],
    ['E-mail', client.email, next.email],
    ['E-mail financeiro', client.alternativeEmail, next.alternativeEmail],
  ];
  if (isCompany) rows.splice(1, 0, ['Nome fantasia', client.tradeName, next.tradeName]);
  return rows
    .filter(([, before, after]) => (before ?? '') !== (after ?? ''))
    .map(([label, before, after]) => ({ label, before: before || '—', after: after || '—' }));
}
