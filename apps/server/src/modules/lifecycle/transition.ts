import { and, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { canMove, type Lifecycle } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { statusChanges } from './tables.js';

/** A move the state table lacks: a bug in the caller (it checks user-facing refusals itself first). */
export class IllegalTransitionError extends Error {}

export interface Move<T extends PgTable, S extends string> {
  /** The rows that move: by id, and by seller where the table has one. */
  where: SQL | undefined;
  /** The status each row must still have: a row that changed meanwhile is left alone. */
  from: S | readonly S[];
  to: S;
  /** The moment of the move, from the injectable clock: required where the lifecycle keeps a history. */
  at?: Date;
  /** The user who makes the move, kept in the history (null: a job, a provider's answer). */
  by?: string;
  /** Columns written with the status, under the same guard. */
  set?: Omit<PgUpdateSetSource<T>, 'status'>;
  /** The status column, when it is not `status` (sub-sellers' `splitStatus`). */
  column?: PgColumn;
}

/**
 * The one way a status changes, for every lifecycle but the charges' and subscriptions' own helpers
 * (which add integration events and counters on top of the same rule). It refuses an edge the
 * contract's table lacks, writes `SET status = to WHERE … AND status IN (from)` so a stale read never
 * overwrites a newer status, and records the move in `status_changes` in the same transaction when
 * the lifecycle keeps a history. Returns the rows that moved (none when another writer won).
 */
export async function transition<T extends PgTable, S extends string>(
  tx: DbOrTx,
  table: T,
  lifecycle: Lifecycle<S>,
  move: Move<T, S>,
): Promise<Array<T['$inferSelect']>> {
  const froms: readonly S[] = typeof move.from === 'string' ? [move.from] : move.from;
  for (const from of froms) {
    if (!canMove(lifecycle, from, move.to)) {
      throw new IllegalTransitionError(`${lifecycle.name}: ${from} → ${move.to} is not in its state table`);
    }
  }
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const column = move.column ?? columns.status;
  const key = Object.keys(columns).find((name) => columns[name] === column);
  const primaryKey = Object.keys(columns).find((name) => columns[name]?.primary);
  if (!column || !key || !primaryKey) throw new IllegalTransitionError(`${lifecycle.name}: no status column or key`);
  const moved = (await tx
    .update(table)
    .set({ ...move.set, [key]: move.to } as PgUpdateSetSource<T>)
    .where(and(move.where, inArray(column, [...froms])))
    .returning()) as Array<Record<string, unknown>>;
  // A move that keeps the status (a profile saved, a retry) changes other columns, not the history.
  const stays = froms.length === 1 && froms[0] === move.to;
  if (lifecycle.history && !stays && moved.length > 0) {
    if (!move.at) throw new IllegalTransitionError(`${lifecycle.name}: a move with history needs its time`);
    const at = move.at;
    await tx.insert(statusChanges).values(
      moved.map((row) => ({
        entity: lifecycle.name,
        // The row's primary key (a dispute's is its charge id).
        entityId: row[primaryKey] as string,
        sellerId: (row.sellerId as string | undefined) ?? null,
        status: move.to,
        changedAt: at,
        changedBy: move.by ?? null,
      })),
    );
  }
  return moved as Array<T['$inferSelect']>;
}

/**
 * For the batch writers that settle many rows in one `update … from (values …)` (webhook and notice
 * deliveries, each row to its own status): the same edge check as `transition`, before the SQL runs.
 * Their statement must still guard on `status = from`.
 */
export function assertMoves<S extends string>(lifecycle: Lifecycle<S>, from: S, to: Iterable<S>): void {
  for (const status of to) {
    if (!canMove(lifecycle, from, status)) {
      throw new IllegalTransitionError(`${lifecycle.name}: ${from} → ${status} is not in its state table`);
    }
  }
}
