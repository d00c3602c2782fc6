import { and, eq } from 'drizzle-orm';
import { formatDate, type Invitation, type InvitationState } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { theRow } from '../../lib/rows.js';
import { acceptInvitation, findInvitationLink, issueInvitationLink, latestInvitations } from '../auth/index.js';
import { invitationMail } from '../mail/index.js';
import { sellers } from '../sellers/index.js';
import { users, type UserRow } from '../users/index.js';

/** The seller's name as its people know it: the trade name, or the legal name without one. */
export async function storeName(ctx: AppContext, sellerId: string): Promise<string> {
  const seller = theRow(
    await ctx.db
      .select({ name: sellers.name, tradeName: sellers.tradeName })
      .from(sellers)
      .where(eq(sellers.id, sellerId)),
    'the seller',
  );
  return seller.tradeName ?? seller.name;
}

async function nameOf(ctx: AppContext, sellerId: string, userId: string): Promise<string> {
  const user = theRow(
    await ctx.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.sellerId, sellerId), eq(users.id, userId))),
    'the inviting user',
  );
  return user.name?.trim() || user.email;
}

/**
 * Sends (or sends again) the invitation e-mail of a CREATED user: who invited them, to which store,
 * and a link valid for 7 days that replaces any earlier one. The link lands on the new-password page
 * in its invitation wording (`?convite=1`; docs/invitations.md).
 */
export async function sendInvitation(
  ctx: AppContext,
  invitee: Pick<UserRow, 'id' | 'email' | 'sellerId'>,
  inviterId: string,
): Promise<void> {
  const invitedBy = await nameOf(ctx, invitee.sellerId, inviterId);
  const { token, expiresAt } = await issueInvitationLink(ctx, invitee.id, invitedBy);
  const store = await storeName(ctx, invitee.sellerId);
  const link = `${ctx.config.publicUrl}/convite/${token}`;
  const validUntil = formatDate(expiresAt.toISOString());
  await ctx.mail.queue({ to: invitee.email, ...invitationMail({ invitedBy, store, link, validUntil }) });
}

/** What the team list shows of each CREATED user's invitation. */
export async function invitationStates(
  ctx: AppContext,
  rows: Pick<UserRow, 'id' | 'status'>[],
): Promise<Map<string, { state: InvitationState; expiresAt: string | null }>> {
  const invited = rows.filter((row) => row.status === 'CREATED').map((row) => row.id);
  const latest = await latestInvitations(ctx.db, invited);
  const now = ctx.clock.now();
  return new Map(
    invited.map((id) => {
      const expiresAt = latest.get(id);
      // An invitation from before links had their own kind (a 1-hour reset) is long expired.
      const state: InvitationState = expiresAt && expiresAt > now ? 'PENDING' : 'EXPIRED';
      return [id, { state, expiresAt: expiresAt?.toISOString() ?? null }];
    }),
  );
}

/** The invitation page's header: the invitee's e-mail, the store and who invited them. */
export async function lookupInvitation(ctx: AppContext, token: string): Promise<Invitation> {
  const link = await findInvitationLink(ctx.db, token, ctx.clock.now());
  const invitee = theRow(
    await ctx.db.select({ email: users.email, sellerId: users.sellerId }).from(users).where(eq(users.id, link.userId)),
    'the invited user',
  );
  return {
    email: invitee.email,
    store: await storeName(ctx, invitee.sellerId),
    invitedBy: link.invitedBy,
    expiresAt: link.expiresAt.toISOString(),
  };
}

export async function acceptTeamInvitation(
  ctx: AppContext,
  token: string,
  newPassword: string,
  ip: string,
): Promise<void> {
  const userId = await acceptInvitation(ctx, token, newPassword);
  const [user] = await ctx.db.select({ sellerId: users.sellerId }).from(users).where(eq(users.id, userId));
  await ctx.audit.record({ action: 'team.invite_accepted', userId, sellerId: user?.sellerId, ip });
}
