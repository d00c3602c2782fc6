import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../src/config.js';

/** Fixed test keys: the template database's TOTP seeds are sealed with this one. */
export const TEST_SECRETS = {
  jwtSecret: Buffer.alloc(32, 7).toString('base64'),
  encryptionKey: Buffer.alloc(32, 9).toString('base64'),
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(os.tmpdir(), 'cofre-test'),
    mailFrom: 'Cofre <nao-responda@cofre.dev>',
    publicUrl: 'http://localhost:3000',
    ...TEST_SECRETS,
    accessTokenTtlS: 15 * 60,
    refreshTokenTtlS: 12 * 60 * 60,
    twoFactorTokenTtlS: 5 * 60,
    // Cheap hashing in tests only; production uses OWASP's parameters.
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    signInLimits: { perIpPerMinute: 1000, failuresPerAccount: 10, accountWindowS: 15 * 60 },
    api: true,
    worker: false,
    scheduler: false,
    migrateOnStart: true,
    preparedStatements: true,
    databasePoolSize: 10,
    webDist: undefined,
    seedDemo: false,
    logLevel: 'silent',
    logPretty: false,
    lookupTimeoutMs: 3000,
    acquirerTimeoutMs: 1000,
    reconcileLeaseMs: 60_000,
    idempotencyLeaseMs: 30_000,
    trustProxy: false,
    sandbox: true,
    ...overrides,
  };
}
