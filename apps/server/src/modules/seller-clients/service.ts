import type { Client, ClientAddress, ClientContact, ClientCreate } from '@cofre/contract';
import { BRAZIL, ERRORS, toPage } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Session } from '../../plugins/types.js';
import {
  findClient,
  findClientByDocument,
  insertClient,
  listClientPage,
  updateClient,
  type SellerClientRow,
} from './queries.js';
import { searchTermOf, searchTextOf, sortNameOf } from './search.js';

export function toClient(row: SellerClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    tradeName: row.tradeName,
    document: {
      documentNumber: row.documentNumber,
      documentType: row.documentType,
      documentNation: row.documentNation,
    },
    email: row.email,
    alternativeEmail: row.alternativeEmail,
    countryCode: row.countryCode,
    phone: row.phone,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listClients(
  ctx: AppContext,
  sellerId: string,
  query: { search?: string; page: number; size: number },
) {
  const { rows, total, capped } = await listClientPage(ctx.db, {
    sellerId,
    term: searchTermOf(query.search),
    page: query.page,
    size: query.size,
  });
  return { ...toPage(rows.map(toClient), query.page, query.size, total), capped };
}

export async function getClient(ctx: AppContext, sellerId: string, id: string): Promise<Client> {
  const row = await findClient(ctx.db, sellerId, id);
  if (!row) throw notFound();
  return toClient(row);
}

/** The document belongs to one client per seller; the error names who holds it. */
function duplicateDocument(holder: SellerClientRow | undefined): AppError {
  const description = holder
    ? `Já existe um cliente cadastrado com este documento: ${holder.name}.`
    : ERRORS['CLI-001'];
  return new AppError('CLI-001', description);
}

export async function createClient(ctx: AppContext, session: Session, input: ClientCreate): Promise<Client> {
  const { document, contact, address } = input;
  const now = ctx.clock.now();
  const row = await insertClient(ctx.db, {
    sellerId: session.sellerId,
    ...contact,
    documentNumber: document.documentNumber,
    documentType: document.documentType,
    documentNation: document.documentNation,
    address,
    sortName: sortNameOf(contact.name),
    searchText: searchTextOf({ ...contact, documentNumber: document.documentNumber }),
    createdAt: now,
    updatedAt: now,
  });
  if (!row) {
    const holder = await findClientByDocument(
      ctx.db,
      session.sellerId,
      document.documentNation,
      document.documentNumber,
    );
    throw duplicateDocument(holder);
  }
  await ctx.audit.record({
    action: 'client.created',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { clientId: row.id },
  });
  return toClient(row);
}

export async function updateClientContact(
  ctx: AppContext,
  session: Session,
  id: string,
  contact: ClientContact,
): Promise<Client> {
  const current = await findClient(ctx.db, session.sellerId, id);
  if (!current) throw notFound();
  const row = await updateClient(ctx.db, session.sellerId, id, {
    ...contact,
    sortName: sortNameOf(contact.name),
    searchText: searchTextOf({ ...contact, documentNumber: current.documentNumber }),
    updatedAt: ctx.clock.now(),
  });
  if (!row) throw notFound();
  await ctx.audit.record({
    action: 'client.contact_updated',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { clientId: id },
  });
  return toClient(row);
}

export async function updateClientAddress(
  ctx: AppContext,
  session: Session,
  id: string,
  address: ClientAddress,
): Promise<Client> {
  const row = await updateClient(ctx.db, session.sellerId, id, { address, updatedAt: ctx.clock.now() });
  if (!row) throw notFound();
  await ctx.audit.record({
    action: 'client.address_updated',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { clientId: id },
  });
  return toClient(row);
}

/** A buyer as the hosted checkout knows them: a CPF or CNPJ and a contact. */
export interface CheckoutBuyer {
  name: string;
  document: string;
  email: string;
  phone: string;
  countryCode: string;
}

/**
 * The seller's client with the buyer's document, created from what the buyer typed when the seller
 * has none (spec: the client is found by document). An existing client keeps its own record: a
 * buyer on a public page never overwrites what the seller registered.
 */
export async function findOrCreateBuyer(ctx: AppContext, sellerId: string, buyer: CheckoutBuyer): Promise<string> {
  const documentType = buyer.document.length === 11 ? 'CPF' : 'CNPJ';
  const existing = await findClientByDocument(ctx.db, sellerId, BRAZIL, buyer.document);
  if (existing) return existing.id;
  const now = ctx.clock.now();
  const contact = { name: buyer.name, email: buyer.email, phone: buyer.phone, countryCode: buyer.countryCode };
  const row = await insertClient(ctx.db, {
    sellerId,
    ...contact,
    tradeName: null,
    alternativeEmail: null,
    documentNumber: buyer.document,
    documentType,
    documentNation: BRAZIL,
    address: null,
    sortName: sortNameOf(buyer.name),
    searchText: searchTextOf({ ...contact, tradeName: null, alternativeEmail: null, documentNumber: buyer.document }),
    createdAt: now,
    updatedAt: now,
  });
  // Lost a race with the same buyer paying twice at once: the other request created it.
  if (row) return row.id;
  const created = await findClientByDocument(ctx.db, sellerId, BRAZIL, buyer.document);
  if (!created) throw new Error('client vanished after a conflicting insert');
  return created.id;
}
