import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { toPage, type BoletoPayment, type BoletoPaymentPage, type boletoPaymentListQuerySchema } from '@cofre/contract';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { containsPattern } from '../../lib/search.js';
import type { BoletoPaymentRow } from './boleto-execute.js';
import { boletoPayments } from './boleto-tables.js';
import { mayCancel } from './decide.js';
import { mayApprove, type PaymentActor } from './policy.js';
import { iso, namesOf, summaryOf } from './queries.js';

type ListFilters = z.output<typeof boletoPaymentListQuerySchema>;

/** A boleto payment as the signed-in user sees it, with what the server lets them do with it. */
export function toBoletoPayment(
  row: BoletoPaymentRow,
  names: Map<string, string>,
  viewer: PaymentActor,
): BoletoPayment {
  const person = (id: string | null) => (id ? { id, name: names.get(id) ?? '' } : null);
  const pending = row.status === 'pending_approval';
  return {
    id: row.id,
    kind: row.kind,
    barcode: row.barcode,
    line: row.line,
    payee: row.payeeName,
    payeeDocument: row.payeeDocument,
    bank: row.bankName,
    dueDate: row.dueDate,
    nominalAmount: row.nominalAmount,
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
    authenticationCode: row.authenticationCode,
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

export async function presentBoletoPayment(
  db: DbOrTx,
  viewer: PaymentActor,
  row: BoletoPaymentRow,
): Promise<BoletoPayment> {
  return toBoletoPayment(row, await namesOf(db, viewer.sellerId, [row]), viewer);
}

export async function findBoletoPayment(db: DbOrTx, sellerId: string, id: string): Promise<BoletoPaymentRow> {
  const [row] = await db
    .select()
    .from(boletoPayments)
    .where(and(eq(boletoPayments.id, id), eq(boletoPayments.sellerId, sellerId)));
  if (!row) throw new AppError('PAY-001');
  return row;
}

/** Search (payee, line, description, or the id itself; a typed line matches with or without its mask), status and cost centre. */
function filtersOf(sellerId: string, query: ListFilters): SQL {
  const conditions: SQL[] = [eq(boletoPayments.sellerId, sellerId)];
  if (query.status !== 'all') conditions.push(eq(boletoPayments.status, query.status));
  if (query.costCenter !== 'all') conditions.push(eq(boletoPayments.costCenter, query.costCenter));
  const term = query.search?.trim() ?? '';
  const digits = term.replace(/[\s.-]/g, '');
  const pattern = containsPattern(/^\d{5,}$/.test(digits) ? digits : query.search);
  if (pattern) {
    const byText = like(boletoPayments.searchText, pattern);
    conditions.push(z.uuid().safeParse(term).success ? or(byText, eq(boletoPayments.id, term.toLowerCase()))! : byText);
  }
  return and(...conditions)!;
}

/**
 * The list under the Boleto form: newest first, a page at a time, and the tiles over everything the
 * filters match (counted per status: a seller's boleto payments are far fewer than its Pix).
 */
export async function listBoletoPayments(
  db: DbOrTx,
  viewer: PaymentActor,
  query: ListFilters,
): Promise<BoletoPaymentPage> {
  const where = filtersOf(viewer.sellerId, query);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(boletoPayments)
      .where(where)
      .orderBy(desc(boletoPayments.submittedAt), desc(boletoPayments.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({
        status: boletoPayments.status,
        count: sql<number>`count(*)`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${boletoPayments.amount}), 0)`.mapWith(Number),
      })
      .from(boletoPayments)
      .where(where)
      .groupBy(boletoPayments.status),
  ]);
  const names = await namesOf(db, viewer.sellerId, rows);
  const { count: totalElements, ...tiles } = summaryOf(counted);
  return {
    ...toPage(
      rows.map((row) => toBoletoPayment(row, names, viewer)),
      query.page,
      query.size,
      totalElements,
    ),
    summary: tiles,
  };
}
