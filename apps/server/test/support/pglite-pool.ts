import { PGlite } from '@electric-sql/pglite';
import { pgliteOpenOptions } from '../../src/db/client.js';
import { captureTemplate, fingerprintOf, type TemplateReader, type TemplateState } from './template-state.js';

/**
 * PGlite databases of the seeded template, kept open in the worker and put back to the template's
 * rows after each app (template-state.ts), instead of a new PGlite loaded from the dump for each app:
 * loading one (1,800 files into WebAssembly memory, then PostgreSQL's start) took 0.6 s alone and
 * 1.27 s on average inside the suite, 122 of its 254 worker-seconds.
 */

const idle: PGlite[] = [];
let template: Promise<TemplateState<Blob>> | undefined;

const readerOf = (pglite: PGlite): TemplateReader<Blob> => ({
  rows: async <T>(text: string) => (await pglite.query<T>(text)).rows,
  copyOut: async (table) => (await pglite.query(`COPY ${table} TO '/dev/blob' (FORMAT binary)`)).blob!,
});

/**
 * A PGlite holding the template's rows, for one app; `giveBack` once the app has closed. Apps open
 * at the same time each get their own.
 */
export async function borrowPglite(
  readDump: () => Promise<Blob>,
): Promise<{ pglite: PGlite; giveBack(): Promise<void> }> {
  let pglite = idle.pop();
  if (!pglite) {
    const fresh = await PGlite.create({ loadDataDir: await readDump(), ...(await pgliteOpenOptions()) });
    // The first one, untouched, is the template's state for the rest of the worker.
    template ??= captureTemplate(readerOf(fresh));
    await template;
    pglite = fresh;
  }
  const lent = pglite;
  return {
    pglite: lent,
    async giveBack() {
      if (await resetToTemplate(lent, await template!)) idle.push(lent);
      else await lent.close();
    },
  };
}

/** Puts the template's rows back; false when the schema is no longer the template's. */
async function resetToTemplate(pglite: PGlite, state: TemplateState<Blob>): Promise<boolean> {
  try {
    // A transaction a failed test left open, then the session's settings, locks, listens and plans.
    await pglite.exec('ROLLBACK');
    await pglite.exec('DISCARD ALL');
    if ((await fingerprintOf(readerOf(pglite))) !== state.fingerprint) return false;
    await pglite.transaction(async (tx) => {
      await tx.exec(state.emptySql);
      for (const { table, copy } of state.rows) {
        await tx.query(`COPY ${table} FROM '/dev/blob' (FORMAT binary)`, [], { blob: copy });
      }
      await tx.exec(state.sequencesSql);
    });
    return true;
  } catch {
    return false;
  }
}
