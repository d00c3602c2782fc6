import { nodeEntry } from '../bench/server-bundle.js';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from './support/config.js';
import { withDatabase } from './support/global-setup.js';
import { startTestApp, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers health without a session, with security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('serves the OpenAPI document with the auth routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toContain('/api/public/auth/sign-in');
    expect(paths).toContain('/api/notification-panel');
  });

  it('answers an unknown API path with a pt-BR 404 body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ code: 'GEN-404', description: 'Registro não encontrado.' }] });
  });

  it('refuses an authenticated route without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/feature-toggles' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('AUTH-009');
  });
});

describe('readiness', () => {
  it('is ready when the database answers and has every migration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while the newest migration is missing, and says so in Portuguese', async () => {
    const behind = await startTestApp();
    try {
      await behind.ctx.database.executeSql(
        'update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
      );
      const response = await behind.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        errors: [
          { code: 'GEN-503', description: 'O serviço está iniciando ou em manutenção. Tente novamente em instantes.' },
        ],
      });
      // Liveness is another question: the process is up.
      expect((await behind.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'MIGRATE_ON_START=false: a process on an empty database waits, not ready, until `npm run migrate` has run',
    { timeout: 120_000 },
    async () => {
      const name = `cofre_t_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const databaseUrl = withDatabase(process.env.DATABASE_URL!, name);
      try {
        const { app } = await buildApp(testConfig({ databaseUrl, migrateOnStart: false }));
        try {
          expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);
          const migrate = spawnSync(process.execPath, nodeEntry('src/ops/migrate-cli.ts'), {
            env: { ...process.env, DATABASE_URL: databaseUrl },
            encoding: 'utf8',
          });
          expect(migrate.status, migrate.stderr).toBe(0);
          expect(migrate.stdout).toContain('migrations: applied');
          expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
          const again = spawnSync(process.execPath, nodeEntry('src/ops/migrate-cli.ts'), {
            env: { ...process.env, DATABASE_URL: databaseUrl },
            encoding: 'utf8',
          });
          expect(again.stdout).toContain('migrations: already current');
        } finally {
          await app.close();
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});

describe('roles: a worker or the scheduler answers its probes and nothing else', () => {
  it('serves /api/health and readiness, and no route of the API', async () => {
    const worker = await startTestApp({ config: { api: false, worker: true, workerQueues: ['notifications'] } });
    try {
      expect((await worker.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const ready = await worker.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode, ready.body).toBe(200);
      const api = await worker.app.inject({
        method: 'POST',
        url: '/api/public/auth/sign-in',
        payload: { email: 'admin@demo.cofre.dev', password: 'x' },
      });
      expect(api.statusCode).toBe(404);
      // The API's own answer to the same call, for contrast: it exists there.
      const there = await t.app.inject({
        method: 'POST',
        url: '/api/public/auth/sign-in',
        payload: { email: 'admin@demo.cofre.dev', password: 'x' },
      });
      expect(there.statusCode).not.toBe(404);
    } finally {
      await worker.close();
    }
  });
});
