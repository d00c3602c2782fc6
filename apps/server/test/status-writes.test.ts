import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { canMove, LIFECYCLES } from '@cofre/contract';
import * as schema from '../src/db/schema.js';

const SRC = path.resolve(import.meta.dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : full.endsWith('.ts') ? [full] : [];
  });
}

describe('one way to change a charge status', () => {
  it('no module but charges/transition.ts writes charges.status', () => {
    const writers = sources(SRC).filter((file) => {
      const text = readFileSync(file, 'utf8');
      // An update of the charges table whose set() names the status.
      return (
        /\.update\(charges\)\s*\.set\(\{[^}]*\bstatus\b/.test(text) || /update charges set[^;]*\bstatus\b/i.test(text)
      );
    });
    expect(writers.map((file) => path.relative(SRC, file))).toEqual(['modules/charges/transition.ts']);
  });
});

/** The helpers a status may change through: the generic one, and the charges' and subscriptions' own. */
const STATUS_WRITERS = [
  'modules/lifecycle/transition.ts',
  'modules/charges/transition.ts',
  'modules/subscriptions/transition.ts',
];

describe('one way to change any status (modules/lifecycle)', () => {
  it('no file but the lifecycle helpers updates a status column through drizzle', () => {
    const offenders = sources(SRC).flatMap((file) => {
      if (STATUS_WRITERS.includes(path.relative(SRC, file))) return [];
      const text = readFileSync(file, 'utf8');
      // `.update(table).set({ … status: … })` (or splitStatus), the object literal up to its first brace.
      const writes = [...text.matchAll(/\.update\((\w+)\)\s*\.set\(\{([^}]*)/g)].filter((match) =>
        /\b(status|splitStatus)\s*:/.test(match[2] ?? ''),
      );
      return writes.map((match) => `${path.relative(SRC, file)}: .update(${match[1]})`);
    });
    expect(offenders).toEqual([]);
  });

  it('a batch written in SQL (`set status = …`) checks its edges with assertMoves first', () => {
    const unchecked = sources(SRC).filter((file) => {
      if (STATUS_WRITERS.includes(path.relative(SRC, file))) return false;
      const text = readFileSync(file, 'utf8');
      return /\bset\s+status\s*=/i.test(text) && !/assertMoves\(\s*LIFECYCLES\./.test(text);
    });
    expect(unchecked.map((file) => path.relative(SRC, file))).toEqual([]);
  });

  it('every status column has a CHECK constraint holding its values', () => {
    // charge_counts keys the tab counters by a charge status; status_changes holds any lifecycle's.
    const notLifecycles = new Set(['charge_counts.status', 'status_changes.status']);
    const missing: string[] = [];
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      for (const column of Object.values(getTableColumns(value))) {
        const isStatus = column.name === 'status' || column.name.endsWith('_status');
        if (column.columnType !== 'PgText' || !isStatus || notLifecycles.has(`${config.name}.${column.name}`)) continue;
        if (!config.checks.some((check) => check.name.includes(column.name)))
          missing.push(`${config.name}.${column.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('refuses an edge the state table lacks before it touches the database', async () => {
    const { transition, IllegalTransitionError } = await import('../src/modules/lifecycle/index.js');
    const db = {} as never;
    await expect(
      transition(db, schema.chargeRefunds, LIFECYCLES.refund, { where: undefined, from: 'SUCCEEDED', to: 'PENDING' }),
    ).rejects.toBeInstanceOf(IllegalTransitionError);
    expect(canMove(LIFECYCLES.withdrawal, 'PROCESSING', 'SETTLED')).toBe(true);
    expect(canMove(LIFECYCLES.withdrawal, 'SETTLED', 'FAILED')).toBe(false);
    expect(canMove(LIFECYCLES.invoice, 'CANCELED', 'AUTHORIZED')).toBe(true);
    expect(canMove(LIFECYCLES.receivable, 'ANTICIPATED', 'PENDING')).toBe(false);
  });

  it('every lifecycle names only its own statuses and every status has its row', () => {
    for (const lifecycle of Object.values(LIFECYCLES)) {
      const statuses = new Set<string>(lifecycle.statuses);
      expect(Object.keys(lifecycle.edges).sort(), lifecycle.name).toEqual([...statuses].sort());
      for (const targets of Object.values<readonly string[]>(lifecycle.edges)) {
        for (const target of targets) expect(statuses.has(target), `${lifecycle.name} → ${target}`).toBe(true);
      }
    }
  });
});
