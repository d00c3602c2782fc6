import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import {
  cardPurchaseSimulationSchema,
  cardTransactionStatus,
  FEATURES,
  profileSchema,
  type ClientAddress,
  type Feature,
  type Profile,
} from '@cofre/contract';
import type { AppContext } from '../context.js';
import { encrypt } from '../lib/crypto.js';
import { authorize, cards } from '../modules/cards/index.js';
import { deleteRecoveryCodes, hashPassword, requestPasswordReset, revokeAllOfUser } from '../modules/auth/index.js';
import { sellerFeatures, sellers, termsVersions } from '../modules/sellers/index.js';
import { findUserByEmail, normaliseEmail, users } from '../modules/users/index.js';
import { theRow } from '../lib/rows.js';

/** Operator actions (`npm run ops -- <command>`); each is audited. */
export class OpsError extends Error {}

export async function findSeller(ctx: AppContext, idOrDocument: string) {
  const digits = idOrDocument.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const [byDocument] = await ctx.db.select().from(sellers).where(eq(sellers.document, digits));
  if (byDocument) return byDocument;
  if (/^[0-9a-f-]{36}$/i.test(idOrDocument)) {
    const [byId] = await ctx.db.select().from(sellers).where(eq(sellers.id, idOrDocument));
    if (byId) return byId;
  }
  throw new OpsError(`Seller not found: ${idOrDocument}`);
}

export async function createSeller(
  ctx: AppContext,
  input: { name: string; document: string; email: string; features?: readonly Feature[]; address?: ClientAddress },
) {
  const document = input.document.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (!isValidCNPJ(document) && !isValidCPF(document)) throw new OpsError(`Invalid CNPJ/CPF: ${input.document}`);
  const seller = theRow(
    await ctx.db
      .insert(sellers)
      .values({ name: input.name, document, email: normaliseEmail(input.email), address: input.address ?? null })
      .returning(),
    'the new seller',
  );
  for (const feature of input.features ?? []) await setFeature(ctx, seller.id, feature, true);
  await ctx.audit.record({ action: 'ops.seller_created', sellerId: seller.id, details: { name: seller.name } });
  return seller;
}

export async function createUser(
  ctx: AppContext,
  input: { sellerId: string; email: string; profile: Profile | string; password?: string; name?: string },
) {
  const profile = profileSchema.parse(input.profile);
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(ctx.db, email)) throw new OpsError(`A user with e-mail ${email} already exists`);
  const passwordHash = input.password ? await hashPassword(input.password, ctx.config.argon2) : null;
  const user = theRow(
    await ctx.db
      .insert(users)
      .values({
        sellerId: input.sellerId,
        email,
        profile,
        name: input.name,
        passwordHash,
        status: passwordHash ? 'ACTIVE' : 'CREATED',
      })
      .returning(),
    'the new user',
  );
  await ctx.audit.record({
    action: 'ops.user_created',
    sellerId: input.sellerId,
    userId: user.id,
    details: { profile },
  });
  // Without a password the user is invited: the reset e-mail lets them choose one.
  if (!passwordHash) await requestPasswordReset(ctx, email, 'ops');
  return user;
}

export async function setFeature(ctx: AppContext, sellerId: string, feature: string, enabled: boolean) {
  if (!FEATURES.includes(feature as Feature)) throw new OpsError(`Unknown feature toggle: ${feature}`);
  if (enabled) {
    await ctx.db.insert(sellerFeatures).values({ sellerId, feature, enabledAt: ctx.clock.now() }).onConflictDoNothing();
  } else {
    await ctx.db
      .delete(sellerFeatures)
      .where(and(eq(sellerFeatures.sellerId, sellerId), eq(sellerFeatures.feature, feature)));
  }
  await ctx.audit.record({ action: enabled ? 'ops.feature_on' : 'ops.feature_off', sellerId, details: { feature } });
}

export async function setBlock(ctx: AppContext, sellerId: string, blockReason: string | null) {
  await ctx.db.update(sellers).set({ blockReason }).where(eq(sellers.id, sellerId));
  await ctx.audit.record({
    action: blockReason ? 'ops.seller_blocked' : 'ops.seller_unblocked',
    sellerId,
    details: { blockReason },
  });
}

/** Turns two-factor on with a given base32 secret (sealed at rest), or off with null. */
export async function setTwoFactor(ctx: AppContext, email: string, secret: string | null) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new OpsError(`User not found: ${email}`);
  const totpSecretEnc = secret ? encrypt(ctx.secrets.encryptionKey, secret) : null;
  await ctx.db
    .update(users)
    .set({ totpSecretEnc, totpPendingEnc: null, totpLastStep: null, updatedAt: ctx.clock.now() })
    .where(eq(users.id, user.id));
  // Recovery codes belong to the secret they were given with: an operator's change drops them.
  await deleteRecoveryCodes(ctx.db, user);
  if (!secret) await revokeAllOfUser(ctx, user.id, 'OPERATOR');
  await ctx.audit.record({
    action: secret ? 'ops.two_factor_set' : 'ops.two_factor_reset',
    sellerId: user.sellerId,
    userId: user.id,
  });
}

/** A new version makes every seller accept the terms again at their next page load. */
export async function publishTerms(ctx: AppContext, version: string, url: string) {
  const row = theRow(
    await ctx.db.insert(termsVersions).values({ version, url, publishedAt: ctx.clock.now() }).returning(),
    'the new terms version',
  );
  await ctx.audit.record({ action: 'ops.terms_published', details: { version } });
  return row;
}

/**
 * `card-purchase` (sandbox only; docs/cards.md): the sandbox issuer sends an authorisation for the card,
 * as 'Simular compra' does, and our decision comes back: the purchase's status and, if refused, why.
 */
export async function simulateCardPurchase(
  ctx: AppContext,
  input: { cardId: string; merchantName: string; amount: string; mcc?: string },
): Promise<{ status: string; declineReason: string | null }> {
  if (!ctx.config.sandbox) throw new OpsError('card-purchase is a sandbox command (SANDBOX is off)');
  const parsed = cardPurchaseSimulationSchema.safeParse({
    merchantName: input.merchantName,
    amount: Number(input.amount),
    mcc: input.mcc,
  });
  if (!parsed.success) throw new OpsError(parsed.error.issues.map((issue) => issue.message).join(' '));
  const known = z.uuid().safeParse(input.cardId).success
    ? await ctx.db.select({ id: cards.id }).from(cards).where(eq(cards.id, input.cardId))
    : [];
  const card = known[0];
  if (!card) throw new OpsError(`Card not found: ${input.cardId}`);
  const decided = await authorize(ctx, {
    issuerAuthorizationId: `sbx_ops_${randomUUID()}`,
    cardId: card.id,
    ...parsed.data,
  });
  return { status: cardTransactionStatus(decided), declineReason: decided.declineReason };
}
