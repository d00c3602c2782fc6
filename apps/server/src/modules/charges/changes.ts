import { and, asc, eq } from 'drizzle-orm';
import {
  canSendCharge,
  cents,
  chargeMinimumError,
  type ChargeChangeInput,
  type ChargeHistoryEntry,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { users } from '../users/index.js';
import { chargeMail } from './charge-mail.js';
import { abandonChange, applyChange, assertChangeable, issueForChange, reserveChange } from './change-intents.js';
import { findCharge } from './queries.js';
import type { Actor } from './service.js';
import { chargeHistory } from './tables.js';
import { chargePageUrl } from './view.js';
import { sellers } from '../sellers/index.js';
import { theRow } from '../../lib/rows.js';

/**
 * 'Alterar cobrança' (issue 14): a new due date or value for an open boleto or Pix. The acquirer
 * issues a new boleto or Pix under a new revision of the charge (`instrumentReference`), so the old
 * line and code are void; the change is kept in the charge's history. A late charge given a date from
 * today on is open again (LATE → SCHEDULED, through the one transition function). The intent is
 * recorded before the acquirer is called (change-intents.ts).
 */
export async function changeCharge(ctx: AppContext, actor: Actor, id: string, body: ChargeChangeInput) {
  const charge = await findCharge(ctx.db, actor.sellerId, id);
  if (!charge) throw notFound();
  assertChangeable(charge);
  const expirationDate = body.expirationDate ?? charge.expirationDate;
  const value = cents(body.value ?? charge.value);
  if (expirationDate === charge.expirationDate && value === charge.value) throw new AppError('CHG-031');
  const now = ctx.clock.now();
  const today = businessDate(now);
  if (body.expirationDate !== undefined && body.expirationDate < today) throw new AppError('CHG-006');
  const belowMinimum = chargeMinimumError({ value, paymentMethod: charge.paymentMethod });
  if (belowMinimum) throw new AppError(belowMinimum);
  const intent = await reserveChange(ctx, charge, { value, expirationDate, userId: actor.userId });
  let instrument: Awaited<ReturnType<typeof issueForChange>>;
  try {
    instrument = await issueForChange(ctx, charge, intent);
  } catch (error) {
    // Refused or unanswered: nothing changes. Should the acquirer have issued it anyway, the
    // reserved revision is never handed out again, so nobody can pay that instrument.
    await abandonChange(ctx, intent);
    throw error;
  }
  await applyChange(ctx, intent, instrument);
}

/**
 * 'Enviar por e-mail': queues the charge's e-mail (boleto line or Pix code, and its page) in the
 * mail outbox, to the address given or the buyer's, and records the send in the history.
 */
export async function sendCharge(ctx: AppContext, actor: Actor, id: string, email?: string) {
  const charge = await findCharge(ctx.db, actor.sellerId, id);
  if (!charge) throw notFound();
  if (!canSendCharge(charge.status)) throw new AppError('CHG-032');
  const seller = theRow(await ctx.db.select().from(sellers).where(eq(sellers.id, actor.sellerId)), 'the seller');
  const to = email ?? charge.customerEmail;
  await ctx.mail.queue({
    to,
    ...chargeMail({
      sellerName: seller.tradeName ?? seller.name,
      buyerName: charge.customerName,
      title: charge.title,
      value: charge.value,
      expirationDate: charge.expirationDate,
      pageUrl: chargePageUrl(ctx, charge),
      boletoLine: charge.boletoLine,
      pixCopyPaste: charge.pixCopyPaste,
    }),
  });
  await ctx.db.insert(chargeHistory).values({
    sellerId: actor.sellerId,
    chargeId: id,
    kind: 'SENT',
    at: ctx.clock.now(),
    userId: actor.userId,
    sentTo: to,
  });
  return { sentTo: to };
}

/** The charge's history, oldest first: its creation, then every change and send. */
export async function chargeHistoryOf(ctx: AppContext, sellerId: string, id: string): Promise<ChargeHistoryEntry[]> {
  const charge = await findCharge(ctx.db, sellerId, id);
  if (!charge) throw notFound();
  const rows = await ctx.db
    .select({ entry: chargeHistory, userName: users.name, userEmail: users.email })
    .from(chargeHistory)
    .leftJoin(users, eq(users.id, chargeHistory.userId))
    .where(and(eq(chargeHistory.sellerId, sellerId), eq(chargeHistory.chargeId, id)))
    .orderBy(asc(chargeHistory.at), asc(chargeHistory.id));
  const created: ChargeHistoryEntry = {
    kind: 'CREATED',
    at: charge.createdAt.toISOString(),
    by: null,
    previousExpirationDate: null,
    expirationDate: null,
    previousValue: null,
    value: null,
    sentTo: null,
  };
  return [
    created,
    ...rows.map(({ entry, userName, userEmail }) => ({
      kind: entry.kind,
      at: entry.at.toISOString(),
      by: userName ?? userEmail,
      previousExpirationDate: entry.previousExpirationDate,
      expirationDate: entry.expirationDate,
      previousValue: entry.previousValue,
      value: entry.value,
      sentTo: entry.sentTo,
    })),
  ];
}
