import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

export interface Secrets {
  jwtKey: Uint8Array;
  encryptionKey: Buffer;
}

/**
 * Keys come from the environment, or are generated on first start and kept in the data
 * directory (mode 0600), so restarts keep sessions and encrypted TOTP seeds valid.
 */
export function loadSecrets(config: Config): Secrets {
  let stored: { jwtSecret?: string; encryptionKey?: string } = {};
  const file = path.join(config.dataDir, 'secrets.json');
  const needsFile = !config.jwtSecret || !config.encryptionKey;
  if (needsFile) {
    if (existsSync(file)) {
      stored = JSON.parse(readFileSync(file, 'utf8'));
    } else {
      stored = {
        jwtSecret: randomBytes(32).toString('base64'),
        encryptionKey: randomBytes(32).toString('base64'),
      };
      mkdirSync(config.dataDir, { recursive: true });
      writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    }
  }
  const jwtSecret = config.jwtSecret ?? stored.jwtSecret!;
  const encryptionKey = Buffer.from(config.encryptionKey ?? stored.encryptionKey!, 'base64');
  if (encryptionKey.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes, base64');
  return { jwtKey: Buffer.from(jwtSecret, 'base64'), encryptionKey };
}
