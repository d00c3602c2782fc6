import { createHmac, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { normaliseRecoveryCode, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { userRecoveryCodes } from './tables.js';

interface CodeOwner {
  id: string;
  sellerId: string;
}

/** 8 characters of the look-alike-free alphabet (about 40 bits), shown as `xxxx-xxxx`. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 8 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/**
 * What is stored of a code: an HMAC-SHA-256 under the server's encryption key, over the user id and
 * the code as typed back (lower case, no dash). A copy of the table alone cannot be searched for the
 * codes (40 bits would fall to a plain hash), and equal codes of two users never look alike.
 */
export function recoveryCodeHash(key: Buffer, userId: string, code: string): string {
  return createHmac('sha256', key)
    .update(`${userId}:${normaliseRecoveryCode(code)}`)
    .digest('hex');
}

/** Replaces the user's recovery codes with RECOVERY_CODE_COUNT new ones, answered in clear this once. */
export async function replaceRecoveryCodes(db: DbOrTx, key: Buffer, user: CodeOwner, now: Date): Promise<string[]> {
  await deleteRecoveryCodes(db, user);
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await db.insert(userRecoveryCodes).values(
    [...codes].map((code) => ({
      userId: user.id,
      sellerId: user.sellerId,
      codeHash: recoveryCodeHash(key, user.id, code),
      createdAt: now,
    })),
  );
  return [...codes];
}

export async function deleteRecoveryCodes(db: DbOrTx, user: CodeOwner): Promise<void> {
  await db
    .delete(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, user.id), eq(userRecoveryCodes.sellerId, user.sellerId)));
}

/**
 * Spends a recovery code: one compare-and-set (`used_at is null`), so a code works once even when
 * two requests carry it at the same moment. True when this call spent it.
 */
export async function consumeRecoveryCode(
  db: DbOrTx,
  key: Buffer,
  user: CodeOwner,
  code: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(userRecoveryCodes.userId, user.id),
        eq(userRecoveryCodes.sellerId, user.sellerId),
        eq(userRecoveryCodes.codeHash, recoveryCodeHash(key, user.id, code)),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return spent.length > 0;
}

export async function recoveryCodesLeft(db: DbOrTx, user: CodeOwner): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(userRecoveryCodes)
    .where(
      and(
        eq(userRecoveryCodes.userId, user.id),
        eq(userRecoveryCodes.sellerId, user.sellerId),
        isNull(userRecoveryCodes.usedAt),
      ),
    );
  return row?.left ?? 0;
}
