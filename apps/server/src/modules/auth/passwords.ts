import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot read).
const ARGON2ID = 2;
import type { Argon2Params } from '../../config.js';

export function hashPassword(password: string, params: Argon2Params): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...params });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Unknown e-mails still pay for one argon2 verification, so response time does not reveal
 * which addresses have accounts.
 */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string, params: Argon2Params): Promise<void> {
  dummyHash ??= hashPassword('cofre-timing-equaliser', params);
  await verifyPassword(await dummyHash, password);
}
