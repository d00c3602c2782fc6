import { and, eq } from 'drizzle-orm';
import { rolesOfProfile, type Profile, type Role } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { sellers } from '../sellers/index.js';
import { users } from './tables.js';

export type UserRow = typeof users.$inferSelect;
export type SellerRow = typeof sellers.$inferSelect;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return user;
}

/** A user and their seller, by id or by e-mail, in one query. */
export async function findUserWithSeller(db: DbOrTx, by: { id: string } | { email: string }) {
  const [row] = await db
    .select({ user: users, seller: sellers })
    .from(users)
    .innerJoin(sellers, eq(sellers.id, users.sellerId))
    .where('id' in by ? eq(users.id, by.id) : eq(users.email, normaliseEmail(by.email)));
  return row;
}

export function rolesOf(user: Pick<UserRow, 'profile' | 'extraRoles'>): Role[] {
  const roles = new Set<Role>([...rolesOfProfile(user.profile as Profile), ...(user.extraRoles as Role[])]);
  return [...roles];
}

/** The e-mails of a seller's active administrators: who is told of a change to the company's bank details. */
export async function activeAdminEmails(db: DbOrTx, sellerId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.sellerId, sellerId), eq(users.profile, 'ADMIN'), eq(users.status, 'ACTIVE')));
  return rows.map((row) => row.email);
}
