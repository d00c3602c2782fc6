import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { INVITATION_TTL_DAYS, type Profile, type TeamUser } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { theRow } from '../../lib/rows.js';
import type { Session } from '../../plugins/types.js';
import { invitationTakenMail } from '../mail/index.js';
import { sellers } from '../sellers/index.js';
import { findUserByEmail } from '../users/index.js';

/**
 * An invitation to an e-mail that already signs into a company (an e-mail signs into one). Within
 * the inviter's own team that is USR-001: the seller sees its own list anyway. An address of another
 * company is answered as if invited (201, CREATED) so that the team screen tells no seller which
 * e-mails are customers elsewhere, as the password reset answers every address alike; the address's
 * owner is told by e-mail instead, and nothing is created. The seller's list does not show it, and
 * the invitee's e-mail says to ask for an invitation to another address (docs/settings.md).
 */
export async function answerTakenEmail(
  ctx: AppContext,
  session: Session,
  email: string,
  profile: Profile,
): Promise<TeamUser> {
  const owner = await findUserByEmail(ctx.db, email);
  if (!owner || owner.sellerId === session.sellerId) throw new AppError('USR-001');
  const seller = theRow(
    await ctx.db
      .select({ name: sellers.name, tradeName: sellers.tradeName })
      .from(sellers)
      .where(eq(sellers.id, session.sellerId)),
    'the inviting seller',
  );
  await ctx.mail.queue({ to: email, ...invitationTakenMail(seller.tradeName ?? seller.name) });
  await ctx.audit.record({
    action: 'team.invite_to_taken_email',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { profile },
  });
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000).toISOString();
  return {
    id: randomUUID(),
    email,
    profile,
    status: 'CREATED',
    createdAt: now.toISOString(),
    invitation: { state: 'PENDING', expiresAt },
  };
}
