import { and, asc, eq, ne } from 'drizzle-orm';
import type { TeamUser, TeamUserCreate, TeamUserUpdate } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Session } from '../../plugins/types.js';
import { forgetCredentials, revokeAllOfUser } from '../auth/index.js';
import { answerTakenEmail } from './invite-taken.js';
import { invitationStates, sendInvitation } from './invitations.js';
import { changeAccess, deleteUser, insertInvitedUser, normaliseEmail, type UserRow, users } from '../users/index.js';

type Invitations = Awaited<ReturnType<typeof invitationStates>>;

const toTeamUser = (user: UserRow, invitations: Invitations): TeamUser => ({
  id: user.id,
  email: user.email,
  profile: user.profile,
  status: user.status,
  createdAt: user.createdAt.toISOString(),
  invitation: invitations.get(user.id) ?? null,
});

const withInvitation = async (ctx: AppContext, user: UserRow) => toTeamUser(user, await invitationStates(ctx, [user]));

export async function listTeam(ctx: AppContext, sellerId: string): Promise<TeamUser[]> {
  const rows = await ctx.db.select().from(users).where(eq(users.sellerId, sellerId)).orderBy(asc(users.email));
  const invitations = await invitationStates(ctx, rows);
  return rows.map((row) => toTeamUser(row, invitations));
}

async function lockUser(tx: Tx, sellerId: string, id: string): Promise<UserRow> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.sellerId, sellerId), eq(users.id, id)))
    .for('update');
  if (!user) throw notFound();
  return user;
}

export async function getTeamUser(ctx: AppContext, sellerId: string, id: string): Promise<TeamUser> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.sellerId, sellerId), eq(users.id, id)));
  if (!user) throw notFound();
  return withInvitation(ctx, user);
}

/**
 * The seller must keep one ACTIVE administrator besides `leaving` (USR-002). The seller's active
 * admins are locked, so two administrators demoting each other at once cannot both pass.
 */
async function keepAnAdmin(tx: Tx, sellerId: string, leaving: UserRow): Promise<void> {
  if (leaving.profile !== 'ADMIN' || leaving.status !== 'ACTIVE') return;
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.sellerId, sellerId),
        eq(users.profile, 'ADMIN'),
        eq(users.status, 'ACTIVE'),
        ne(users.id, leaving.id),
      ),
    )
    .for('update');
  if (others.length === 0) throw new AppError('USR-002');
}

/**
 * Invites a user (spec 3 §5): CREATED, then the invitation e-mail (invitations.ts; choosing the
 * password makes the user ACTIVE). An e-mail signs into one seller: one already in this team is USR-001, one
 * of another company is answered alike and its owner told (invite-taken.ts).
 */
export async function inviteUser(ctx: AppContext, session: Session, body: TeamUserCreate): Promise<TeamUser> {
  const email = normaliseEmail(body.email);
  // The e-mail is unique across the platform: a taken one inserts nothing.
  const created = await insertInvitedUser(ctx.db, { sellerId: session.sellerId, email, profile: body.profile });
  if (!created) return answerTakenEmail(ctx, session, email, body.profile);
  await ctx.audit.record({
    action: 'team.user_invited',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { invitedUserId: created.id, profile: body.profile },
  });
  await sendInvitation(ctx, created, session.userId);
  return withInvitation(ctx, created);
}

/**
 * 'Reenviar convite': a new 7-day link for an invitation not yet accepted, the earlier one spent
 * (issueInvitationLink; throttled per invitee). A user who set a password is USR-003.
 */
export async function resendInvitation(ctx: AppContext, session: Session, id: string): Promise<void> {
  const [invited] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.sellerId, session.sellerId), eq(users.id, id)));
  if (!invited) throw notFound();
  if (invited.status !== 'CREATED') throw new AppError('USR-003');
  await sendInvitation(ctx, invited, session.userId);
  await ctx.audit.record({
    action: 'team.invite_resent',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { invitedUserId: invited.id },
  });
}

/**
 * Changes a user's profile and status. Blocking, deactivating or demoting ends that user's sessions
 * at once (their next request is a 401); the last active administrator stays one. A CREATED user
 * (invited, no password yet) keeps that status until the password is set. Audited.
 */
export async function updateTeamUser(
  ctx: AppContext,
  session: Session,
  id: string,
  body: TeamUserUpdate,
): Promise<TeamUser> {
  // The sessions end in the same transaction as the change: no crash can leave a blocked user signed in.
  const { before, after } = await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, session.sellerId, id);
    const status = user.status === 'CREATED' ? 'CREATED' : body.status;
    if (body.profile !== 'ADMIN' || status !== 'ACTIVE') await keepAnAdmin(tx, session.sellerId, user);
    const updated = await changeAccess(tx, user, { profile: body.profile, status }, ctx.clock.now());
    const lostAccess = updated!.status !== 'ACTIVE' && user.status === 'ACTIVE';
    if (lostAccess || user.profile !== updated!.profile) await revokeAllOfUser(ctx, id, 'ACCESS_CHANGED', tx);
    return { before: user, after: updated! };
  });
  // Told again once committed: a principal read between the change and the commit is not kept.
  ctx.principals.changed(`user:${id}`);
  await ctx.audit.record({
    action: 'team.user_updated',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { targetUserId: id, from: { profile: before.profile, status: before.status }, to: body },
  });
  return withInvitation(ctx, after);
}

/** Removes a user and their sessions and reset links; the audit log keeps their id. Never the last admin. */
export async function deleteTeamUser(ctx: AppContext, session: Session, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, session.sellerId, id);
    await keepAnAdmin(tx, session.sellerId, user);
    await forgetCredentials(tx, user);
    await deleteUser(tx, user);
  });
  ctx.principals.changed(`user:${id}`);
  await ctx.audit.record({
    action: 'team.user_deleted',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { targetUserId: id },
  });
}
