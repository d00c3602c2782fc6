import { describe, expect, it } from 'vitest';
import { canMove, LIFECYCLES, type Lifecycle } from '@cofre/contract';
import { bankingAccounts, pixKeys } from '../src/modules/banking/tables.js';
import { assertMoves, IllegalTransitionError, transition } from '../src/modules/lifecycle/index.js';

/**
 * The state tables, exhaustively (issue 36: "the state table (every forbidden transition refused)").
 * For every lifecycle, every (from, to) pair of its statuses: a pair its table lacks is refused by
 * `transition()` (and `assertMoves`) before anything touches the database, and a pair it has is
 * accepted by `canMove`. The PJ account's and the Pix key's tables are also written out here from
 * the spec (3 §4, docs/banking.md): an edge added to or dropped from the contract fails this file.
 * test/status-writes.test.ts keeps a spot check of one refused edge; this is every pair.
 */

/** A database and a table that must not be touched: any use of them fails the test with its own error. */
const untouchable = (what: string) =>
  new Proxy(
    {},
    {
      get: (_target, property) => {
        throw new Error(`${what} touched (${String(property)}) for a refused move`);
      },
    },
  ) as never;

const pairs = <S extends string>(lifecycle: Lifecycle<S>) =>
  lifecycle.statuses.flatMap((from) => lifecycle.statuses.map((to) => ({ from, to })));

const everyLifecycle = Object.entries(LIFECYCLES) as Array<[string, Lifecycle]>;

/** The spec's tables, as the seller's account and keys live them. */
const EXPECTED: Record<'bankingAccount' | 'pixKey', Record<string, string[]>> = {
  bankingAccount: {
    INACTIVE: ['PENDING'],
    PENDING: ['ACTIVE', 'FAILED'],
    ACTIVE: [],
    FAILED: ['PENDING'],
  },
  pixKey: {
    AWAITING_CODE: ['AWAITING_CODE', 'REGISTERING', 'CANCELLED'],
    REGISTERING: ['ACTIVE', 'FAILED'],
    ACTIVE: ['DELETING'],
    FAILED: [],
    CANCELLED: [],
    DELETING: ['DELETED', 'ACTIVE'],
    DELETED: [],
  },
};

/**
 * A transaction that records the statement `transition()` builds for an allowed move: the UPDATE of
 * the table, answering no row moved (so no history is written).
 */
function recordingTx() {
  const updates: unknown[] = [];
  const tx = {
    update(table: unknown) {
      updates.push(table);
      const chain = { set: () => chain, where: () => chain, returning: () => Promise.resolve([]) };
      return chain;
    },
    insert() {
      throw new Error('no history for a move that moved no row');
    },
  };
  return { tx: tx as never, updates };
}

describe('the state tables: every forbidden move refused, every allowed one accepted', () => {
  for (const name of ['bankingAccount', 'pixKey'] as const) {
    it(`${name}: its table is the spec's, edge for edge`, () => {
      const lifecycle = LIFECYCLES[name] as Lifecycle;
      expect(Object.keys(lifecycle.edges).sort()).toEqual(Object.keys(EXPECTED[name]).sort());
      for (const { from, to } of pairs(lifecycle)) {
        expect(canMove(lifecycle, from, to), `${from} → ${to}`).toBe(EXPECTED[name][from]!.includes(to));
      }
    });
  }

  const tables = { bankingAccount: bankingAccounts, pixKey: pixKeys } as const;
  for (const name of ['bankingAccount', 'pixKey'] as const) {
    it(`${name}: transition() refuses each pair not in the table before any SQL, and runs each pair in it`, async () => {
      const lifecycle = LIFECYCLES[name] as Lifecycle;
      let refused = 0;
      let allowed = 0;
      for (const { from, to } of pairs(lifecycle)) {
        const at = new Date('2026-11-23T15:00:00Z');
        if (canMove(lifecycle, from, to)) {
          const { tx, updates } = recordingTx();
          await expect(transition(tx, tables[name], lifecycle, { where: undefined, from, to, at })).resolves.toEqual(
            [],
          );
          expect(updates, `${from} → ${to}`).toEqual([tables[name]]);
          allowed++;
        } else {
          await expect(
            transition(untouchable('the database'), tables[name], lifecycle, { where: undefined, from, to, at }),
            `${from} → ${to}`,
          ).rejects.toThrow(new IllegalTransitionError(`${lifecycle.name}: ${from} → ${to} is not in its state table`));
          // A list of sources with one forbidden among allowed ones is refused too.
          const others = lifecycle.statuses.filter((status) => canMove(lifecycle, status, to));
          await expect(
            transition(untouchable('the database'), tables[name], lifecycle, {
              where: undefined,
              from: [...others, from],
              to,
              at,
            }),
          ).rejects.toBeInstanceOf(IllegalTransitionError);
          refused++;
        }
      }
      const edges = Object.values(EXPECTED[name]).flat().length;
      expect(allowed).toBe(edges);
      expect(refused).toBe(lifecycle.statuses.length ** 2 - edges);
    });
  }

  it('every lifecycle: each pair not in its table is refused by transition() and assertMoves, each pair in it passes canMove', async () => {
    expect(everyLifecycle.length).toBeGreaterThanOrEqual(20);
    for (const [name, lifecycle] of everyLifecycle) {
      let edges = 0;
      for (const { from, to } of pairs(lifecycle)) {
        const listed = lifecycle.edges[from]!.includes(to);
        expect(canMove(lifecycle, from, to), `${name}: ${from} → ${to}`).toBe(listed);
        if (listed) {
          edges++;
          expect(() => assertMoves(lifecycle, from, [to])).not.toThrow();
          continue;
        }
        await expect(
          transition(untouchable('the database'), untouchable('the table'), lifecycle, { where: undefined, from, to }),
          `${name}: ${from} → ${to}`,
        ).rejects.toBeInstanceOf(IllegalTransitionError);
        expect(() => assertMoves(lifecycle, from, [to]), `${name}: ${from} → ${to}`).toThrow(IllegalTransitionError);
      }
      // Every edge of the table names a status of the lifecycle (none counted twice, none lost).
      expect(edges, name).toBe(Object.values<readonly string[]>(lifecycle.edges).flat().length);
    }
  });
});
