import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { SessionResponse } from '@cofre/contract';
import { buildApp, type BuildOptions } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { createSeller, createUser, findSeller } from '../../src/ops/commands.js';
import { DEMO_PASSWORD } from '../../src/ops/seed.js';
import { testConfig } from './config.js';
import { borrowPglite } from './pglite-pool.js';
import { borrowPostgres } from './postgres-pool.js';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const OUTSIDER = {
  name: 'Outra Loja',
  document: '45.723.174/0001-10',
  email: 'o@loja.dev',
  user: 'dono@outra.dev',
  password: 'senha-da-outra',
};

const findSellerByDocument = (ctx: Parameters<typeof findSeller>[0], document: string) =>
  findSeller(ctx, document).catch(() => undefined);

/**
 * The template's PGlite dump as PGlite reads it: one buffer per worker, handed over as it is. A
 * `new Blob([bytes])` copies them again on each read, in small pieces (Node 20's `Blob#arrayBuffer`):
 * about 0.8 s of each file's start for the 67 MB dump, a third of it. PGlite only reads the buffer
 * (it copies each file out of it), so the files of a worker can share it.
 */
class DumpBlob extends Blob {
  constructor(private readonly dump: ArrayBuffer) {
    super([], { type: 'application/x-tar' });
  }
  override arrayBuffer() {
    return Promise.resolve(this.dump);
  }
}

let templateDump: Promise<Blob> | undefined;
const readTemplateDump = () =>
  (templateDump ??= readFile(inject('pgliteDumpFile')).then(
    (file) => new DumpBlob(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer),
  ));

/**
 * A whole server on a database of its own holding the seeded template's rows: the worker's pools
 * (pglite-pool.ts, postgres-pool.ts) lend one and put it back to the template when the app closes.
 */
export async function startTestApp(options: BuildOptions & { config?: Partial<Config> } = {}) {
  const databaseUrl = process.env.DATABASE_URL;
  let dropDatabase = async () => {};
  const config = testConfig(options.config);
  if (databaseUrl) {
    const lent = await borrowPostgres(databaseUrl, inject('templateDatabase'));
    config.databaseUrl = lent.url;
    dropDatabase = () => lent.giveBack();
  } else {
    const lent = await borrowPglite(readTemplateDump);
    config.pgliteLent = lent.pglite;
    dropDatabase = () => lent.giveBack();
  }
  // A server that refuses to start (a test of start-up checks) must not leave its database behind.
  const { app, ctx } = await buildApp(config, options).catch(async (error: unknown) => {
    await dropDatabase();
    throw error;
  });

  async function signIn(email: string, password = DEMO_PASSWORD): Promise<SessionResponse> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/public/auth/sign-in',
      payload: { email, password },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
    return response.json();
  }

  /** Headers for an authenticated call. */
  const bearer = (session: { token: string }) => ({ authorization: `Bearer ${session.token}` });

  /**
   * Another seller ('Outra Loja') with its admin signed in: every id route must answer it 404 for
   * the demo seller's records. The refresh can be repeated after changing its features.
   */
  async function signInOutsider(): Promise<SessionResponse> {
    if (!(await findSellerByDocument(ctx, OUTSIDER.document))) {
      const other = await createSeller(ctx, OUTSIDER);
      await createUser(ctx, {
        sellerId: other.id,
        email: OUTSIDER.user,
        profile: 'ADMIN',
        password: OUTSIDER.password,
      });
    }
    return signIn(OUTSIDER.user, OUTSIDER.password);
  }

  return {
    app,
    ctx,
    signIn,
    signInOutsider,
    bearer,
    async close() {
      await app.close();
      await dropDatabase();
    },
  };
}
