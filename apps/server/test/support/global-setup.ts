import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { createContext } from '../../src/context-factory.js';
import { jobDefinitions } from '../../src/jobs/definitions.js';
import { seedDemo } from '../../src/ops/seed.js';
import { testConfig } from './config.js';
import { poolDatabasesOf, withDatabase } from './postgres-pool.js';
import { buildServerBundle, SERVER_BUNDLE_ENV } from '../../bench/server-bundle.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpFile: string;
    templateDatabase: string;
  }
}

/**
 * Migrates and seeds one template database (with pg-boss's schema) for the whole run: a PGlite
 * dump, or a PostgreSQL database every test file copies with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const removeBundle = await prepareServerBundle();
  const template = await prepareTemplate(project);
  return async () => {
    await template();
    await removeBundle();
  };
}

/**
 * The server's entry points bundled once for the run: the files that start real server processes
 * find them through SERVER_BUNDLE_ENV, which the workers inherit (bench/server-bundle.ts).
 */
async function prepareServerBundle() {
  // Under apps/server, so the bundle's package imports resolve as the sources' do.
  const parent = path.join(import.meta.dirname, '../../.tmp');
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(path.join(parent, 'server-bundle-'));
  await buildServerBundle(dir);
  process.env[SERVER_BUNDLE_ENV] = dir;
  return () => rm(dir, { recursive: true, force: true });
}

async function prepareTemplate(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  const log = pino({ level: 'silent' });
  if (!databaseUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cofre-tpl-'));
    const ctx = await createContext(testConfig({ dataDir: dir }), log);
    await prepare(ctx);
    const dump = await ctx.database.pglite!.dumpDataDir('none');
    await ctx.database.close();
    const file = path.join(dir, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteDumpFile', file);
    project.provide('templateDatabase', '');
    return async () => rm(dir, { recursive: true, force: true });
  }
  const template = `cofre_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const ctx = await createContext(testConfig({ databaseUrl: withDatabase(databaseUrl, template) }), log);
  await prepare(ctx);
  await ctx.database.close();
  project.provide('pgliteDumpFile', '');
  project.provide('templateDatabase', template);
  return async () => {
    // The workers' pool databases (postgres-pool.ts), then the template.
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      poolDatabasesOf(template),
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.end();
  };
}

async function prepare(ctx: Awaited<ReturnType<typeof createContext>>) {
  await seedDemo(ctx, { charges: false });
  await ctx.jobs.start(jobDefinitions(ctx));
  await ctx.jobs.stop();
}

export { withDatabase };
