import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../users/index.js';
import { deleteRecoveryCodes } from './recovery-codes.js';
import { passwordResetTokens, refreshFamilies, refreshTokens } from './tables.js';

/**
 * Everything auth keeps for a user who is being removed (team/service.ts deletes the user in the same
 * transaction): refresh tokens and their families, reset links and recovery codes.
 */
export async function forgetCredentials(tx: DbOrTx, user: Pick<UserRow, 'id' | 'sellerId'>): Promise<void> {
  const families = tx
    .select({ id: refreshFamilies.id })
    .from(refreshFamilies)
    .where(eq(refreshFamilies.userId, user.id));
  await tx.delete(refreshTokens).where(inArray(refreshTokens.familyId, families));
  await tx.delete(refreshFamilies).where(eq(refreshFamilies.userId, user.id));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  await deleteRecoveryCodes(tx, user);
}
