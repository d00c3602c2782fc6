import { and, eq } from 'drizzle-orm';
import { can, cents, type PixApprovalPolicy, type PixApprovalPolicyUpdate, type Role } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { rolesOf, users } from '../users/index.js';
import { pixApprovalPolicies } from './tables.js';

/** Who acts on a payment: the signed-in user, from the session (never from the request). */
export interface PaymentActor {
  sellerId: string;
  userId: string;
  roles: readonly Role[];
  features: readonly string[];
}

export const mayApprove = (actor: Pick<PaymentActor, 'roles' | 'features'>) =>
  can({ roles: actor.roles, features: actor.features }, 'payments.approve');

/** A seller without a saved policy pays without a second person (the spec's 'Pagar'). */
export async function policyOf(db: DbOrTx, sellerId: string): Promise<PixApprovalPolicyUpdate> {
  const [row] = await db.select().from(pixApprovalPolicies).where(eq(pixApprovalPolicies.sellerId, sellerId));
  return row ? { required: row.required, threshold: row.threshold } : { required: false, threshold: 0 };
}

/** The seller's active users whose roles may approve Pix payments (the toggle is the seller's, checked by the route). */
export async function approverIds(db: DbOrTx, sellerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id, profile: users.profile, extraRoles: users.extraRoles })
    .from(users)
    .where(and(eq(users.sellerId, sellerId), eq(users.status, 'ACTIVE')));
  return rows
    .filter((user) => can({ roles: rolesOf(user), features: ['view_accounts_payable_2'] }, 'payments.approve'))
    .map((user) => user.id);
}

export async function viewPolicy(db: DbOrTx, actor: PaymentActor): Promise<PixApprovalPolicy> {
  const [policy, approvers] = await Promise.all([policyOf(db, actor.sellerId), approverIds(db, actor.sellerId)]);
  return {
    ...policy,
    approvers: approvers.length,
    editable: can({ roles: actor.roles, features: actor.features }, 'payments.policy'),
  };
}

/**
 * Saves the policy (D3). Requiring a second person where fewer than two users could approve would
 * leave every payment waiting forever (nobody approves their own): refused with PAY-009.
 */
export async function savePolicy(
  db: DbOrTx,
  actor: PaymentActor,
  update: PixApprovalPolicyUpdate,
  now: Date,
): Promise<PixApprovalPolicy> {
  if (update.required && (await approverIds(db, actor.sellerId)).length < 2) throw new AppError('PAY-009');
  const values = {
    required: update.required,
    threshold: cents(update.threshold),
    updatedBy: actor.userId,
    updatedAt: now,
  };
  await db
    .insert(pixApprovalPolicies)
    .values({ sellerId: actor.sellerId, ...values })
    .onConflictDoUpdate({ target: pixApprovalPolicies.sellerId, set: values });
  return viewPolicy(db, actor);
}
