import { COMPANY_DOCUMENT_TYPES, formatDocument, type ClientDocumentType } from '@cofre/contract';

export const DOCUMENT_TYPE_LABELS: Record<ClientDocumentType, string> = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  FOREIGN_PERSON: 'Documento pessoal',
  FOREIGN_COMPANY: 'Documento da empresa',
};

export const BRAZILIAN_DOCUMENT_TYPES: readonly ClientDocumentType[] = ['CPF', 'CNPJ'];
export const FOREIGN_DOCUMENT_TYPES: readonly ClientDocumentType[] = ['FOREIGN_PERSON', 'FOREIGN_COMPANY'];

export function isCompanyDocument(type: ClientDocumentType): boolean {
  return COMPANY_DOCUMENT_TYPES.includes(type);
}

/** 'Razão Social' for a company document, else 'Nome' (spec 1 §2.7). */
export function nameLabel(type: ClientDocumentType): string {
  return isCompanyDocument(type) ? 'Razão Social' : 'Nome';
}

/** A CPF or CNPJ with its mask; a foreign document as typed. */
export function displayDocument(document: { documentNumber: string; documentType: ClientDocumentType }): string {
  return document.documentType === 'CPF' || document.documentType === 'CNPJ'
    ? formatDocument(document.documentNumber)
    : document.documentNumber;
}
