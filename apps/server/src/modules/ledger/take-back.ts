import { and, desc, eq } from 'drizzle-orm';
import type { StatementType } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { accountId } from './accounts.js';
import { postEntry, type PostingInput } from './journal.js';
import { journalEntries, postings, receivables, type AccountKind } from './tables.js';
import { theRow } from '../../lib/rows.js';

export interface TakeBack {
  sellerId: string;
  chargeId: string;
  /** Centavos taken from the seller. */
  amount: number;
  kind: string;
  /** Where the money goes: the acquirer clearing (refund, lost dispute) or a seller hold. */
  to: { sellerId: string | null; kind: AccountKind };
  statementType: StatementType;
  operation: string;
  occurredAt: Date;
  today: string;
}

/**
 * Takes money back from a seller for a charge: first from its receivables still to be released
 * (last instalment first, so the nearest settlements keep their dates), then from the available
 * balance, which may go negative (the seller then owes the provider). Receivables must be locked by
 * this call (FOR UPDATE), so a release racing it either happens before or sees the reduced amount.
 */
export async function takeBackFromSeller(db: DbOrTx, move: TakeBack): Promise<string> {
  const pending = await db
    .select()
    .from(receivables)
    .where(
      and(
        eq(receivables.sellerId, move.sellerId),
        eq(receivables.chargeId, move.chargeId),
        eq(receivables.status, 'PENDING'),
      ),
    )
    .orderBy(desc(receivables.installment))
    .for('update');
  const receivable = await accountId(db, move.sellerId, 'SELLER_RECEIVABLE');
  const lines: PostingInput[] = [];
  let left = move.amount;
  for (const row of pending) {
    if (left === 0) break;
    const take = Math.min(left, row.net - row.reversed);
    if (take <= 0) continue;
    left -= take;
    const reversed = row.reversed + take;
    await db
      .update(receivables)
      .set({ reversed, status: reversed === row.net ? 'REVERSED' : 'PENDING' })
      .where(and(eq(receivables.sellerId, row.sellerId), eq(receivables.id, row.id)));
    lines.push({
      accountId: receivable,
      amount: -take,
      effectiveDate: move.today,
      sellerId: move.sellerId,
      statementType: move.statementType,
      operation: `${move.operation} - Parcela ${row.installment}/${row.installments} a receber`,
      chargeId: move.chargeId,
      receivableId: row.id,
    });
  }
  if (left > 0) {
    lines.push({
      accountId: await accountId(db, move.sellerId, 'SELLER_AVAILABLE'),
      amount: -left,
      effectiveDate: move.today,
      sellerId: move.sellerId,
      statementType: move.statementType,
      operation: move.operation,
      chargeId: move.chargeId,
    });
  }
  const destination = await accountId(db, move.to.sellerId, move.to.kind);
  return postEntry(db, {
    sellerId: move.sellerId,
    kind: move.kind,
    chargeId: move.chargeId,
    occurredAt: move.occurredAt,
    postings: [
      ...lines,
      {
        accountId: destination,
        amount: move.amount,
        effectiveDate: move.today,
        chargeId: move.chargeId,
        ...(move.to.sellerId ? { sellerId: move.to.sellerId } : {}),
      },
    ],
  });
}

/**
 * Undoes an entry written by takeBackFromSeller (the acquirer refused the refund): every posting
 * reversed in a new entry. A receivable it reduced gets its amount back; if that receivable was
 * released in the meantime, the money goes to the available balance instead.
 */
export async function reverseTakeBack(db: DbOrTx, entryId: string, kind: string, occurredAt: Date, today: string) {
  const entry = theRow(
    await db.select().from(journalEntries).where(eq(journalEntries.id, entryId)),
    'the entry to reverse',
  );
  const lines = await db.select().from(postings).where(eq(postings.entryId, entryId)).orderBy(postings.id);
  const reversal: PostingInput[] = [];
  for (const line of lines) {
    const back = {
      amount: -line.amount,
      effectiveDate: today,
      sellerId: line.sellerId ?? undefined,
      chargeId: line.chargeId ?? undefined,
      ...(line.sellerId && line.amount < 0
        ? { statementType: 'CREDIT_REVERSAL' as const, operation: 'Estorno recusado pela adquirente - valor devolvido' }
        : {}),
    };
    if (!line.receivableId) {
      reversal.push({ ...back, accountId: line.accountId });
      continue;
    }
    const row = theRow(
      await db.select().from(receivables).where(eq(receivables.id, line.receivableId)).for('update'),
      'the receivable of the posting',
    );
    if (row.status === 'RELEASED') {
      reversal.push({ ...back, accountId: await accountId(db, row.sellerId, 'SELLER_AVAILABLE') });
      continue;
    }
    await db
      .update(receivables)
      .set({ reversed: row.reversed + line.amount, status: 'PENDING' })
      .where(and(eq(receivables.sellerId, row.sellerId), eq(receivables.id, row.id)));
    reversal.push({ ...back, accountId: line.accountId, receivableId: row.id });
  }
  return postEntry(db, {
    sellerId: entry.sellerId,
    kind,
    chargeId: entry.chargeId ?? undefined,
    occurredAt,
    postings: reversal,
  });
}
