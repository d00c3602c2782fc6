import { and, asc, count, eq, like, type SQL } from 'drizzle-orm';
import { digitsOnly, toPage, type Page, type SubSeller, type SubSellerRow } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { containsPattern, escapeLike } from '../../lib/search.js';
import { bankName } from '../../lib/banks.js';
import { subSellers, type SubSellerRecord } from './tables.js';

export function toSubSellerRow(row: SubSellerRecord): SubSellerRow {
  return {
    id: row.id,
    name: row.name,
    documentType: row.documentType,
    document: row.document,
    isActive: row.isActive,
    splitStatus: row.splitStatus,
    splitStatusReason: row.splitStatusReason,
    paymentType: row.paymentType,
    paymentValue: row.paymentValue,
  };
}

export function toSubSeller(row: SubSellerRecord): SubSeller {
  return {
    ...toSubSellerRow(row),
    description: row.description,
    openingDate: row.openingDate,
    birthdate: row.birthdate,
    ownerName: row.ownerName,
    ownerDocument: row.ownerDocument,
    contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    address: {
      zipCode: row.zipCode,
      street: row.street,
      number: row.number,
      complement: row.complement,
      district: row.district,
      city: row.city,
      state: row.state,
      country: row.country,
    },
    account: {
      bank: row.bank,
      bankName: bankName(row.bank) ?? row.bank,
      issuer: row.issuer,
      issuerDigit: row.issuerDigit,
      number: row.accountNumber,
      bankDigit: row.bankDigit,
      accountType: row.accountType,
      pixKeyType: row.pixKeyType,
      pixKey: row.pixKey,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** A CPF or CNPJ typed with or without its mask: digits and separators only, at least 3 digits. */
const DOCUMENT_PATTERN = /^[\d.\-/\s]+$/;

/**
 * The search of 'Buscar por nome, CPF ou CNPJ' (spec 3 §5): a document pattern searches the document
 * (its start), anything else the name (accent- and case-free, anywhere from three characters).
 */
function searchCondition(filter: string | undefined): SQL | undefined {
  const term = filter?.trim() ?? '';
  if (!term) return undefined;
  if (DOCUMENT_PATTERN.test(term) && digitsOnly(term).length >= 3) {
    return like(subSellers.document, `${escapeLike(digitsOnly(term))}%`);
  }
  const pattern = containsPattern(term);
  // name_search and the pattern are both lower-case and accent-free: LIKE, which the trigram index serves.
  return pattern ? like(subSellers.nameSearch, pattern) : undefined;
}

/** The seller's sub-sellers, by name, server-paged. */
export async function listSubSellers(
  db: DbOrTx,
  sellerId: string,
  query: { page: number; size: number; filter?: string },
): Promise<Page<SubSellerRow>> {
  const where = and(eq(subSellers.sellerId, sellerId), searchCondition(query.filter));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subSellers)
      .where(where)
      .orderBy(asc(subSellers.nameSearch), asc(subSellers.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(subSellers).where(where),
  ]);
  return toPage(rows.map(toSubSellerRow), query.page, query.size, total?.n ?? 0);
}

export async function findSubSeller(db: DbOrTx, sellerId: string, id: string): Promise<SubSellerRecord | undefined> {
  const [row] = await db
    .select()
    .from(subSellers)
    .where(and(eq(subSellers.sellerId, sellerId), eq(subSellers.id, id)));
  return row;
}
