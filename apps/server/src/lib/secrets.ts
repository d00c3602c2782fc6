import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

export interface Secrets {
  jwtKey: Uint8Array;
  encryptionKey: Buffer;
  /** Seals card numbers and CVVs (lib/card-vault.ts); `previousCardDataKeys` open rows sealed before a rotation. */
  cardDataKey: Buffer;
  previousCardDataKeys: Buffer[];
}

const key32 = (base64: string, name: string) => {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes, base64`);
  return key;
};

/**
 * Keys come from the environment, or are generated on first start and kept in the data
 * directory (mode 0600), so restarts keep sessions and encrypted TOTP seeds valid.
 */
export function loadSecrets(config: Config): Secrets {
  let stored: { jwtSecret?: string; encryptionKey?: string; cardDataKey?: string } = {};
  const file = path.join(config.dataDir, 'secrets.json');
  const needsFile = !config.jwtSecret || !config.encryptionKey || !config.cardDataKey;
  if (needsFile) {
    if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8'));
    const missing = {
      jwtSecret: stored.jwtSecret ?? randomBytes(32).toString('base64'),
      encryptionKey: stored.encryptionKey ?? randomBytes(32).toString('base64'),
      // A data directory made before cards gains its card key on the next start.
      cardDataKey: stored.cardDataKey ?? randomBytes(32).toString('base64'),
    };
    if (!existsSync(file) || !stored.cardDataKey) {
      stored = missing;
      mkdirSync(config.dataDir, { recursive: true });
      writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    }
  }
  const jwtSecret = config.jwtSecret ?? stored.jwtSecret!;
  const encryptionKey = key32(config.encryptionKey ?? stored.encryptionKey!, 'ENCRYPTION_KEY');
  return {
    jwtKey: Buffer.from(jwtSecret, 'base64'),
    encryptionKey,
    cardDataKey: key32(config.cardDataKey ?? stored.cardDataKey!, 'CARD_DATA_KEY'),
    previousCardDataKeys: (config.cardDataPreviousKeys ?? []).map((key) => key32(key, 'CARD_DATA_PREVIOUS_KEYS')),
  };
}
