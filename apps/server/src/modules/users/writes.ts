import { and, eq, isNull, sql } from 'drizzle-orm';
import { LIFECYCLES, type Profile } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { transition } from '../lifecycle/index.js';
import { users } from './tables.js';
import type { UserRow } from './queries.js';

/**
 * Every write to `users`, each a named update (as Hyperswitch names its `…Update` variants): auth,
 * team and the operator commands call these and never update the table themselves. Each one that
 * guards a concurrent change (compare-and-set) answers whether it won.
 */

type Owned = Pick<UserRow, 'id' | 'sellerId'>;
const ownedBy = (user: Owned) => and(eq(users.id, user.id), eq(users.sellerId, user.sellerId));

/** An invitation: CREATED, no password. Undefined when the e-mail is taken (unique platform-wide). */
export async function insertInvitedUser(
  db: DbOrTx,
  values: { sellerId: string; email: string; profile: Profile },
): Promise<UserRow | undefined> {
  const [created] = await db
    .insert(users)
    .values({ ...values, status: 'CREATED' })
    .onConflictDoNothing()
    .returning();
  return created;
}

/** The admin's edit: profile and status (through the user lifecycle) from the status read under lock. */
export async function changeAccess(
  tx: DbOrTx,
  user: Pick<UserRow, 'id' | 'sellerId' | 'status'>,
  change: { profile: Profile; status: UserRow['status'] },
  now: Date,
): Promise<UserRow | undefined> {
  const [updated] = await transition(tx, users, LIFECYCLES.user, {
    where: ownedBy(user),
    from: user.status,
    to: change.status,
    at: now,
    set: { profile: change.profile, updatedAt: now },
  });
  return updated;
}

export async function deleteUser(tx: DbOrTx, user: Owned): Promise<void> {
  await tx.delete(users).where(ownedBy(user));
}

/**
 * A new password from a reset link (never for an INACTIVE user); an invitee's first password opens
 * the account (CREATED → ACTIVE). Undefined when the user is inactive or gone.
 */
export async function setPassword(
  tx: DbOrTx,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [changed] = await tx
    .update(users)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(users.id, userId), sql`${users.status} <> 'INACTIVE'`))
    .returning();
  if (changed?.status !== 'CREATED') return changed;
  const [activated] = await transition(tx, users, LIFECYCLES.user, {
    where: eq(users.id, changed.id),
    from: 'CREATED',
    to: 'ACTIVE',
    at: now,
  });
  return activated ?? changed;
}

/** A TOTP step accepted at sign-in, only if no other verify took one since `expected` (single use). */
export async function acceptTotpStep(
  db: DbOrTx,
  userId: string,
  expected: number | null,
  step: number,
): Promise<boolean> {
  const accepted = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), expected === null ? isNull(users.totpLastStep) : eq(users.totpLastStep, expected)))
    .returning({ id: users.id });
  return accepted.length > 0;
}

/** A sealed secret kept as PENDING while two-factor is off (generating again replaces it). */
export async function keepPendingTotp(db: DbOrTx, user: Owned, sealed: string, now: Date): Promise<boolean> {
  const kept = await db
    .update(users)
    .set({ totpPendingEnc: sealed, updatedAt: now })
    .where(and(ownedBy(user), isNull(users.totpSecretEnc)))
    .returning({ id: users.id });
  return kept.length > 0;
}

/** The PENDING secret read with the code becomes the secret (a generate in between makes it stale). */
export async function confirmPendingTotp(
  tx: DbOrTx,
  user: Owned & { totpPendingEnc: string },
  step: number,
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(users)
    .set({ totpSecretEnc: user.totpPendingEnc, totpPendingEnc: null, totpLastStep: step, updatedAt: now })
    .where(and(ownedBy(user), isNull(users.totpSecretEnc), eq(users.totpPendingEnc, user.totpPendingEnc)))
    .returning({ id: users.id });
  return moved.length > 0;
}

/** Two-factor off, if the secret and step are still the ones read (a sign-in in between wins). */
export async function clearTotp(
  tx: DbOrTx,
  user: Owned & { totpSecretEnc: string; totpLastStep: number | null },
  now: Date,
): Promise<boolean> {
  const cleared = await tx
    .update(users)
    .set({ totpSecretEnc: null, totpPendingEnc: null, totpLastStep: null, updatedAt: now })
    .where(
      and(
        ownedBy(user),
        eq(users.totpSecretEnc, user.totpSecretEnc),
        user.totpLastStep === null ? isNull(users.totpLastStep) : eq(users.totpLastStep, user.totpLastStep),
      ),
    )
    .returning({ id: users.id });
  return cleared.length > 0;
}
