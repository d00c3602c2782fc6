import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { captureTemplate, fingerprintOf, type TemplateReader, type TemplateState } from './template-state.js';

/**
 * PostgreSQL databases copied from the seeded template, kept by the worker and put back to the
 * template's rows after each app (template-state.ts), instead of a CREATE DATABASE … TEMPLATE and a
 * DROP DATABASE for each app (0.6–1.2 s in the suite). Their names start with the template's and
 * `_w`: the run's teardown drops them with it.
 */

const idle: string[] = [];
let template: Promise<TemplateState<Buffer>> | undefined;

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The pool databases of a template, by name pattern (for the teardown's DROP). */
export const poolDatabasesOf = (templateName: string) => `${templateName}\\_w%`;

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const readerOf = (client: pg.Client): TemplateReader<Buffer> => ({
  rows: async <T>(text: string) => (await client.query(text)).rows as T[],
  copyOut: async (table) => {
    const chunks: Buffer[] = [];
    for await (const chunk of client.query(copyTo(`COPY ${table} TO STDOUT (FORMAT binary)`))) {
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  },
});

/**
 * The address of a database holding the template's rows, for one app; `giveBack` once the app has
 * closed. Apps open at the same time each get their own.
 */
export async function borrowPostgres(
  serverUrl: string,
  templateName: string,
): Promise<{ url: string; giveBack(): Promise<void> }> {
  let name = idle.pop();
  if (!name) {
    name = `${templateName}_w${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await withClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`));
    // The first one, untouched, is the template's state for the rest of the worker.
    template ??= withClient(withDatabase(serverUrl, name), (client) => captureTemplate(readerOf(client)));
    await template;
  }
  const lent = name;
  return {
    url: withDatabase(serverUrl, lent),
    async giveBack() {
      if (await resetToTemplate(withDatabase(serverUrl, lent), await template!)) idle.push(lent);
      else await withClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${lent} WITH (FORCE)`));
    },
  };
}

/**
 * Ends the sessions the app left behind (a listener still closing) and waits until they are gone, so
 * their locks and listens go with them and the next app finds only its own (a fresh database's
 * state): a terminated session still shows in pg_stat_activity for a moment.
 */
async function endOtherSessions(client: pg.Client) {
  const others = 'FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()';
  await client.query(`SELECT pg_terminate_backend(pid) ${others}`);
  for (let waited = 0; waited < 5_000; waited += 20) {
    if ((await client.query(`SELECT 1 ${others}`)).rowCount === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the sessions of the closed app did not end');
}

/** Puts the template's rows back; false when the schema is no longer the template's. */
async function resetToTemplate(url: string, state: TemplateState<Buffer>): Promise<boolean> {
  try {
    return await withClient(url, async (client) => {
      await endOtherSessions(client);
      if ((await fingerprintOf(readerOf(client))) !== state.fingerprint) return false;
      await client.query('BEGIN');
      await client.query(state.emptySql);
      for (const { table, copy } of state.rows) {
        await pipeline(Readable.from([copy]), client.query(copyFrom(`COPY ${table} FROM STDIN (FORMAT binary)`)));
      }
      await client.query(state.sequencesSql);
      await client.query('COMMIT');
      return true;
    });
  } catch {
    return false;
  }
}
