import { and, eq } from 'drizzle-orm';
import {
  normalizePixKey,
  searchableText,
  subSellerDocumentType,
  subSellerGeneralSchemaFor,
  type SubSeller,
  type subSellerAccountSchema,
  type subSellerContactSchema,
  type SubSellerCreate,
  type subSellerGeneralUpdateSchema,
  type ClientAddress,
} from '@cofre/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { theRow } from '../../lib/rows.js';
import type { Session } from '../../plugins/types.js';
import { bankName } from '../../lib/banks.js';
import { findSubSeller, toSubSeller } from './queries.js';
import { submitRegistration } from './registration.js';
import { subSellers, type SubSellerRecord } from './tables.js';

type Account = z.output<typeof subSellerAccountSchema>;
type Contact = z.output<typeof subSellerContactSchema>;
type General = z.output<typeof subSellerGeneralUpdateSchema>;

function checkBank(account: Account) {
  if (!bankName(account.bank)) throw fieldError('account.bank', 'Banco inválido.');
}

const accountColumns = (account: Account) => ({
  bank: account.bank,
  issuer: account.issuer,
  issuerDigit: account.issuerDigit,
  accountNumber: account.number,
  bankDigit: account.bankDigit.toUpperCase(),
  accountType: account.accountType,
  pixKeyType: account.pixKeyType,
  pixKey: normalizePixKey(account.pixKeyType, account.pixKey),
});

const generalColumns = (general: General) => ({
  name: general.name,
  nameSearch: searchableText(general.name),
  description: general.description,
  openingDate: general.openingDate,
  birthdate: general.birthdate,
  ownerName: general.ownerName,
  ownerDocument: general.ownerDocument,
  paymentType: general.paymentType,
  paymentValue: general.paymentValue,
});

/** The seller's sub-seller or 404 (another seller's id is not told apart from a missing one). */
export async function getSubSeller(ctx: AppContext, sellerId: string, id: string): Promise<SubSellerRecord> {
  const row = await findSubSeller(ctx.db, sellerId, id);
  if (!row) throw notFound();
  return row;
}

/**
 * 'Criar sub-vendedor': the row, PENDING, then its registration at the acquirer (about 5 minutes at
 * a real one; the answer's 'processing' dialog says so). One document per seller (SVD-001). Audited.
 */
export async function createSubSeller(ctx: AppContext, session: Session, body: SubSellerCreate): Promise<SubSeller> {
  checkBank(body.account);
  const now = ctx.clock.now();
  let row: SubSellerRecord;
  try {
    row = theRow(
      await ctx.db
        .insert(subSellers)
        .values({
          sellerId: session.sellerId,
          document: body.document,
          documentType: subSellerDocumentType(body.document),
          ...generalColumns(body),
          contactName: body.contact.name,
          contactEmail: body.contact.email,
          contactPhone: body.contact.phone,
          ...body.address,
          ...accountColumns(body.account),
          splitStatus: 'PENDING',
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
      'the new sub-seller',
    );
  } catch (error) {
    if (isUniqueViolation(error, 'sub_sellers_document_idx')) throw new AppError('SVD-001');
    throw error;
  }
  await audit(ctx, session, 'sub_seller.created', row.id);
  await submitRegistration(ctx, row);
  return toSubSeller((await findSubSeller(ctx.db, session.sellerId, row.id))!);
}

async function change(
  ctx: AppContext,
  session: Session,
  id: string,
  set: Partial<typeof subSellers.$inferInsert>,
  what: string,
): Promise<SubSellerRecord> {
  const [row] = await ctx.db
    .update(subSellers)
    .set({ ...set, updatedAt: ctx.clock.now() })
    .where(and(eq(subSellers.sellerId, session.sellerId), eq(subSellers.id, id)))
    .returning();
  if (!row) throw notFound();
  await audit(ctx, session, 'sub_seller.updated', id, { what });
  return row;
}

/** PATCH /sellers/subseller/{id}: general data and the default split, with the rules of its kind. */
export async function updateGeneral(ctx: AppContext, session: Session, id: string, body: unknown): Promise<SubSeller> {
  const current = await getSubSeller(ctx, session.sellerId, id);
  const parsed = subSellerGeneralSchemaFor(current.documentType).safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fieldError(issue.path.join('.'), issue.message);
  }
  return toSubSeller(await change(ctx, session, id, generalColumns(parsed.data), 'general'));
}

/** PATCH …/address. */
export async function updateAddress(ctx: AppContext, session: Session, id: string, address: ClientAddress) {
  return toSubSeller(await change(ctx, session, id, { ...address }, 'address'));
}

/** PATCH …/contacts. */
export async function updateContact(ctx: AppContext, session: Session, id: string, contact: Contact) {
  return toSubSeller(
    await change(
      ctx,
      session,
      id,
      { contactName: contact.name, contactEmail: contact.email, contactPhone: contact.phone },
      'contacts',
    ),
  );
}

/**
 * PATCH …/accounts: a new bank account must be validated by the acquirer again, so the registration
 * is sent again (PENDING until its review).
 */
export async function updateAccount(ctx: AppContext, session: Session, id: string, account: Account) {
  checkBank(account);
  const row = await change(ctx, session, id, accountColumns(account), 'accounts');
  await submitRegistration(ctx, row);
  return toSubSeller((await findSubSeller(ctx.db, session.sellerId, id))!);
}

/** PATCH …/active?active=: the seller's switch (an inactive one is refused on new links). */
export async function setSubSellerActive(ctx: AppContext, session: Session, id: string, active: boolean) {
  return toSubSeller(await change(ctx, session, id, { isActive: active }, active ? 'activated' : 'deactivated'));
}

/**
 * POST …/split: 'salvar' of an INACTIVE sub-seller sends its registration again, after the edits
 * (spec 3 §4). A PENDING or ACTIVE one has nothing to resend (SVD-002).
 */
export async function resubmitRegistration(ctx: AppContext, session: Session, id: string): Promise<SubSeller> {
  const row = await getSubSeller(ctx, session.sellerId, id);
  if (row.splitStatus !== 'INACTIVE') throw new AppError('SVD-002');
  await submitRegistration(ctx, row);
  await audit(ctx, session, 'sub_seller.resubmitted', id);
  return toSubSeller((await findSubSeller(ctx.db, session.sellerId, id))!);
}

function audit(ctx: AppContext, session: Session, action: string, subSellerId: string, details: object = {}) {
  return ctx.audit.record({
    action,
    sellerId: session.sellerId,
    userId: session.userId,
    details: { subSellerId, ...details },
  });
}
