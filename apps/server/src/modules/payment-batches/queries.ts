import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import {
  toPage,
  type PaymentBatch,
  type PaymentBatchLinePage,
  type PaymentBatchPage,
  type paymentBatchLineQuerySchema,
  type paymentBatchListQuerySchema,
} from '@cofre/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { containsPattern } from '../../lib/search.js';
import { mayApprove, type PaymentActor } from '../payments/index.js';
import { users } from '../users/index.js';
import { mayCancelBatch } from './decide.js';
import { paymentBatches, paymentBatchLines } from './tables.js';
import type { PaymentBatchRow } from './upload.js';

type ListFilters = z.output<typeof paymentBatchListQuerySchema>;
type LineFilters = z.output<typeof paymentBatchLineQuerySchema>;
type Counts = { paid: number; failed: number; paidAmount: number };
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The names of the users a page of batches mentions, in one read. */
async function namesOf(db: DbOrTx, sellerId: string, rows: readonly PaymentBatchRow[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(rows.flatMap((row) => [row.uploadedBy, row.submittedBy, row.approvedBy, row.rejectedBy])),
  ].filter((id): id is string => Boolean(id));
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.sellerId, sellerId), inArray(users.id, ids)));
  return new Map(found.map((user) => [user.id, user.name || user.email]));
}

/** Paid and failed lines (and the paid amount) of each batch, in one read. */
async function countsOf(db: DbOrTx, sellerId: string, ids: readonly string[]): Promise<Map<string, Counts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      batchId: paymentBatchLines.batchId,
      paid: sql<number>`count(*) filter (where ${paymentBatchLines.status} = 'paid')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${paymentBatchLines.status} = 'failed')`.mapWith(Number),
      paidAmount:
        sql<number>`coalesce(sum(${paymentBatchLines.amount}) filter (where ${paymentBatchLines.status} = 'paid'), 0)`.mapWith(
          Number,
        ),
    })
    .from(paymentBatchLines)
    .where(and(eq(paymentBatchLines.sellerId, sellerId), inArray(paymentBatchLines.batchId, [...ids])))
    .groupBy(paymentBatchLines.batchId);
  return new Map(rows.map((row) => [row.batchId, row]));
}

function toBatch(row: PaymentBatchRow, names: Map<string, string>, counts: Counts | undefined, viewer: PaymentActor) {
  const person = (id: string | null) => (id ? { id, name: names.get(id) ?? '' } : null);
  const pending = row.status === 'pending_approval';
  const batch: PaymentBatch = {
    id: row.id,
    fileName: row.fileName,
    layout: 'cnab240',
    status: row.status,
    uploadedBy: person(row.uploadedBy),
    uploadedAt: row.uploadedAt.toISOString(),
    lines: row.lines,
    validLines: row.validLines,
    invalidLines: row.lines - row.validLines,
    totalAmount: row.totalAmount,
    paidLines: counts?.paid ?? 0,
    failedLines: counts?.failed ?? 0,
    paidAmount: counts?.paidAmount ?? 0,
    submittedBy: person(row.submittedBy),
    submittedAt: iso(row.submittedAt),
    approvedBy: person(row.approvedBy),
    approvedAt: iso(row.approvedAt),
    rejectedBy: person(row.rejectedBy),
    rejectionReason: row.rejectionReason,
    completedAt: iso(row.completedAt),
    errors: row.errors,
    actions: {
      submit: row.status === 'validated',
      approve: pending && mayApprove(viewer) && row.submittedBy !== viewer.userId,
      reject: pending && mayApprove(viewer),
      cancel: (row.status === 'validated' || pending) && mayCancelBatch(viewer, row),
      returnFile: row.wellFormed && (row.status === 'processing' || row.status === 'completed'),
    },
  };
  return batch;
}

export async function presentBatch(db: DbOrTx, viewer: PaymentActor, row: PaymentBatchRow): Promise<PaymentBatch> {
  const [names, counts] = await Promise.all([
    namesOf(db, viewer.sellerId, [row]),
    countsOf(db, viewer.sellerId, [row.id]),
  ]);
  return toBatch(row, names, counts.get(row.id), viewer);
}

export async function findBatch(db: DbOrTx, sellerId: string, id: string): Promise<PaymentBatchRow> {
  const [row] = await db
    .select()
    .from(paymentBatches)
    .where(and(eq(paymentBatches.id, id), eq(paymentBatches.sellerId, sellerId)));
  if (!row) throw new AppError('PAY-030');
  return row;
}

const ORDER: Record<ListFilters['sort'], SQL[]> = {
  'uploadedAt,desc': [desc(paymentBatches.uploadedAt), desc(paymentBatches.id)],
  'uploadedAt,asc': [asc(paymentBatches.uploadedAt), asc(paymentBatches.id)],
  'totalAmount,desc': [desc(paymentBatches.totalAmount), desc(paymentBatches.uploadedAt)],
  'fileName,asc': [asc(paymentBatches.searchText), desc(paymentBatches.uploadedAt)],
};

/** The file list (spec 4 §2 'Batch tab'): search by file name, status, sort; a page at a time. */
export async function listBatches(db: DbOrTx, viewer: PaymentActor, query: ListFilters): Promise<PaymentBatchPage> {
  const conditions: SQL[] = [eq(paymentBatches.sellerId, viewer.sellerId)];
  if (query.status !== 'all') conditions.push(eq(paymentBatches.status, query.status));
  const pattern = containsPattern(query.search);
  if (pattern) conditions.push(like(paymentBatches.searchText, pattern));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(paymentBatches)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(paymentBatches)
      .where(where),
  ]);
  const [names, counts] = await Promise.all([
    namesOf(db, viewer.sellerId, rows),
    countsOf(
      db,
      viewer.sellerId,
      rows.map((row) => row.id),
    ),
  ]);
  return toPage(
    rows.map((row) => toBatch(row, names, counts.get(row.id), viewer)),
    query.page,
    query.size,
    total?.count ?? 0,
  );
}

/** A batch's lines in file order, by status, with each one's reason. */
export async function listBatchLines(
  db: DbOrTx,
  viewer: PaymentActor,
  batchId: string,
  query: LineFilters,
): Promise<PaymentBatchLinePage> {
  await findBatch(db, viewer.sellerId, batchId);
  const conditions: SQL[] = [eq(paymentBatchLines.sellerId, viewer.sellerId), eq(paymentBatchLines.batchId, batchId)];
  if (query.status !== 'all') conditions.push(eq(paymentBatchLines.status, query.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(paymentBatchLines)
      .where(where)
      .orderBy(asc(paymentBatchLines.line))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(paymentBatchLines)
      .where(where),
  ]);
  return toPage(
    rows.map((row) => ({
      line: row.line,
      kind: row.kind,
      recipient: row.recipient,
      target: row.target,
      amount: row.amount,
      paymentDate: row.paymentDate,
      reference: row.reference,
      status: row.status,
      reason: row.reason,
      paymentId: row.paymentId,
    })),
    query.page,
    query.size,
    total?.count ?? 0,
  );
}
