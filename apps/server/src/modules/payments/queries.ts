import { and, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { pixPaymentListQuerySchema } from '@cofre/contract';
import { toPage, type PixPayment, type PixPaymentPage, type PixPaymentStatus } from '@cofre/contract';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { containsPattern } from '../../lib/search.js';
import { users } from '../users/index.js';
import { mayCancel } from './decide.js';
import type { PixPaymentRow } from './execute.js';
import { mayApprove, type PaymentActor } from './policy.js';
import { pixPaymentTotals, pixPayments } from './tables.js';

type ListFilters = z.output<typeof pixPaymentListQuerySchema>;

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The names of the users a page of payments mentions, in one read. */
export async function namesOf(
  db: DbOrTx,
  sellerId: string,
  rows: ReadonlyArray<Pick<PixPaymentRow, 'submittedBy' | 'approvedBy' | 'rejectedBy' | 'cancelledBy'>>,
): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      rows.flatMap((row) => [row.submittedBy, row.approvedBy, row.rejectedBy, row.cancelledBy]).filter(Boolean),
    ),
  ] as string[];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.sellerId, sellerId), inArray(users.id, ids)));
  return new Map(found.map((user) => [user.id, user.name || user.email]));
}

/** A payment as the signed-in user sees it, with what the server lets them do with it. */
export function toPixPayment(row: PixPaymentRow, names: Map<string, string>, viewer: PaymentActor): PixPayment {
  const person = (id: string | null) => (id ? { id, name: names.get(id) ?? '' } : null);
  const pending = row.status === 'pending_approval';
  return {
    id: row.id,
    key: row.key,
    keyType: row.keyType,
    recipientName: row.recipientName,
    recipientDocument: row.recipientDocument,
    recipientBank: row.recipientBank,
    favoriteNickname: row.favoriteNickname,
    amount: row.amount,
    paymentDate: row.paymentDate,
    costCenter: row.costCenter,
    description: row.description,
    status: row.status,
    submittedBy: person(row.submittedBy),
    submittedAt: row.submittedAt.toISOString(),
    approvedBy: person(row.approvedBy),
    approvedAt: iso(row.approvedAt),
    rejectedBy: person(row.rejectedBy),
    rejectedAt: iso(row.rejectedAt),
    rejectionReason: row.rejectionReason,
    cancelledBy: person(row.cancelledBy),
    cancelledAt: iso(row.cancelledAt),
    notes: row.notes,
    endToEndId: row.endToEndId,
    failureReason: row.failureReason,
    completedAt: iso(row.completedAt),
    actions: {
      approve: pending && mayApprove(viewer) && row.submittedBy !== viewer.userId,
      reject: pending && mayApprove(viewer),
      cancel: (pending || row.status === 'scheduled') && mayCancel(viewer, row),
      receipt: row.status === 'completed',
    },
  };
}

export async function presentPayment(db: DbOrTx, viewer: PaymentActor, row: PixPaymentRow): Promise<PixPayment> {
  return toPixPayment(row, await namesOf(db, viewer.sellerId, [row]), viewer);
}

export async function findPayment(db: DbOrTx, sellerId: string, id: string): Promise<PixPaymentRow> {
  const [row] = await db
    .select()
    .from(pixPayments)
    .where(and(eq(pixPayments.id, id), eq(pixPayments.sellerId, sellerId)));
  if (!row) throw new AppError('PAY-001');
  return row;
}

/** Search (the recipient, key, description, nickname, or the id itself), status and cost centre combine (spec 4 §5; D19). */
function filtersOf(sellerId: string, query: ListFilters): SQL {
  const conditions: SQL[] = [eq(pixPayments.sellerId, sellerId)];
  if (query.status !== 'all') conditions.push(eq(pixPayments.status, query.status));
  if (query.costCenter !== 'all') conditions.push(eq(pixPayments.costCenter, query.costCenter));
  const pattern = containsPattern(query.search);
  const term = query.search?.trim() ?? '';
  if (pattern) {
    const byText = like(pixPayments.searchText, pattern);
    conditions.push(z.uuid().safeParse(term).success ? or(byText, eq(pixPayments.id, term.toLowerCase()))! : byText);
  }
  return and(...conditions)!;
}

const APPROVED_GROUP: readonly PixPaymentStatus[] = ['approved', 'scheduled', 'processing', 'completed'];
export type Summary = PixPaymentPage['summary'] & { count: number };

/** The tiles from counted rows: pending, approved (approved, scheduled, processing, completed), rejected, the amount. */
export function summaryOf(rows: ReadonlyArray<{ status: PixPaymentStatus; count: number; amount: number }>): Summary {
  const sum = (pick: (row: (typeof rows)[number]) => boolean) =>
    rows.filter(pick).reduce((total, row) => total + row.count, 0);
  return {
    pending: sum((row) => row.status === 'pending_approval'),
    approved: sum((row) => APPROVED_GROUP.includes(row.status)),
    rejected: sum((row) => row.status === 'rejected'),
    total: rows.reduce((total, row) => total + row.amount, 0),
    count: sum(() => true),
  };
}

/**
 * The tiles and the total of what the filters match. Without a search they come from the trigger-kept
 * `pix_payment_totals` (at most 32 rows a seller); a search counts the rows it matches, which the
 * trigram index keeps few.
 */
async function summarize(db: DbOrTx, sellerId: string, query: ListFilters, where: SQL): Promise<Summary> {
  if (!containsPattern(query.search)) {
    const rows = await db
      .select({
        status: pixPaymentTotals.status,
        costCenter: pixPaymentTotals.costCenter,
        count: pixPaymentTotals.count,
        amount: pixPaymentTotals.amount,
      })
      .from(pixPaymentTotals)
      .where(eq(pixPaymentTotals.sellerId, sellerId));
    return summaryOf(
      rows.filter(
        (row) =>
          (query.status === 'all' || row.status === query.status) &&
          (query.costCenter === 'all' || row.costCenter === query.costCenter),
      ),
    );
  }
  const rows = await db
    .select({
      status: pixPayments.status,
      count: sql<number>`count(*)`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${pixPayments.amount}), 0)`.mapWith(Number),
    })
    .from(pixPayments)
    .where(and(eq(pixPayments.sellerId, sellerId), where))
    .groupBy(pixPayments.status);
  return summaryOf(rows);
}

/**
 * The approval list (spec 4 §2 'Approval list'): newest first, a page at a time, and the four tiles
 * over everything the filters match.
 */
export async function listPayments(db: DbOrTx, viewer: PaymentActor, query: ListFilters): Promise<PixPaymentPage> {
  const where = filtersOf(viewer.sellerId, query);
  const [rows, summary] = await Promise.all([
    db
      .select()
      .from(pixPayments)
      .where(where)
      .orderBy(desc(pixPayments.submittedAt), desc(pixPayments.id))
      .limit(query.size)
      .offset(query.page * query.size),
    summarize(db, viewer.sellerId, query, where),
  ]);
  const names = await namesOf(db, viewer.sellerId, rows);
  const { count: totalElements, ...tiles } = summary;
  return {
    ...toPage(
      rows.map((row) => toPixPayment(row, names, viewer)),
      query.page,
      query.size,
      totalElements,
    ),
    summary: tiles,
  };
}
