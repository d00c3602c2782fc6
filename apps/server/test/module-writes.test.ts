import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A module's tables are written only by that module (issue "Lifecycles, module faces …"): another
 * module calls its named writes (users/writes.ts, events/outbox.ts, ledger/receivable-moves.ts …).
 * Reads may still join another module's table. Operator commands (src/ops) sit outside the modules.
 */
const MODULES = path.resolve(import.meta.dirname, '../src/modules');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : full.endsWith('.ts') ? [full] : [];
  });
}

/** table variable → the module whose tables.ts declares it. */
function owners(): Map<string, string> {
  const map = new Map<string, string>();
  for (const module of readdirSync(MODULES)) {
    const file = path.join(MODULES, module, 'tables.ts');
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const match of text.matchAll(/export const (\w+) = pgTable\(/g)) map.set(match[1]!, module);
  }
  return map;
}

/** Writes found in a source text: `.insert(t)`, `.update(t)`, `.delete(t)`, `transition(db, t, …)`. */
function writesIn(text: string): string[] {
  return [
    ...[...text.matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)].map((match) => match[1]!),
    ...[...text.matchAll(/\btransition\(\s*[\w.]+,\s*(\w+),/g)].map((match) => match[1]!),
  ];
}

describe('modules own their data', () => {
  it('reads every kind of write', () => {
    expect(
      writesIn('await tx.update(users).set({}); await transition(ctx.db, chargeRefunds, LIFECYCLES.refund, {'),
    ).toEqual(['users', 'chargeRefunds']);
  });

  it("no module writes another module's table", () => {
    const tables = owners();
    expect(tables.get('users')).toBe('users');
    const foreign = readdirSync(MODULES).flatMap((module) =>
      sources(path.join(MODULES, module)).flatMap((file) =>
        writesIn(readFileSync(file, 'utf8'))
          .filter((table) => tables.has(table) && tables.get(table) !== module)
          .map((table) => `${path.relative(MODULES, file)} writes ${table} (${tables.get(table)})`),
      ),
    );
    expect(foreign).toEqual([]);
  });
});
