import type { UserTermsResponse } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Session } from '../../plugins/types.js';
import { termsAcceptances } from './tables.js';
import { currentTermsVersion, hasAccepted } from './queries.js';

/** Terms are accepted once per seller, by an administrator, for the newest published version. */
export async function termsStatus(ctx: AppContext, sellerId: string): Promise<UserTermsResponse> {
  const version = await currentTermsVersion(ctx.db);
  if (!version) return { accepted: true, version: null, publishedAt: null };
  return {
    accepted: await hasAccepted(ctx.db, sellerId, version.id),
    version: version.version,
    publishedAt: version.publishedAt.toISOString(),
  };
}

export async function acceptTerms(ctx: AppContext, session: Session, ip: string): Promise<UserTermsResponse> {
  const version = await currentTermsVersion(ctx.db);
  if (version) {
    await ctx.db
      .insert(termsAcceptances)
      .values({
        sellerId: session.sellerId,
        termsVersionId: version.id,
        userId: session.userId,
        acceptedAt: ctx.clock.now(),
      })
      .onConflictDoNothing();
    await ctx.audit.record({
      action: 'terms.accepted',
      sellerId: session.sellerId,
      userId: session.userId,
      ip,
      details: { version: version.version },
    });
  }
  return termsStatus(ctx, session.sellerId);
}
