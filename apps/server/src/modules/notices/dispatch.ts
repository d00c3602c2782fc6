import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { LIFECYCLES, type NoticeDeliveryStatus } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { WHATSAPP_TIMEOUT_MS, WhatsAppUnavailableError, withWhatsAppTimeout } from '../../providers/whatsapp/index.js';
import { assertMoves, transition } from '../lifecycle/index.js';
import { deliveryFacts, type DeliveryFacts } from './facts.js';
import { noticeMail, noticeText, whatsAppNumber } from './render.js';
import { noticeDeliveries } from './tables.js';

export const NOTICE_DISPATCH_JOB = 'notices.dispatch';
/** E-mails written to the outbox per transaction. */
export const EMAIL_BATCH = 500;
/** WhatsApp messages claimed at once, and how many calls are in flight together. */
export const WHATSAPP_BATCH = 50;
const WHATSAPP_CONCURRENCY = 5;
/** A message lost on the way in is sent again up to this many times in all. */
export const WHATSAPP_MAX_ATTEMPTS = 5;
/** A message SENDING for longer than this lost its worker mid-call: its outcome is unknown. */
export const WHATSAPP_LEASE_MS = 60_000;

interface Outcome {
  id: string;
  status: NoticeDeliveryStatus;
  outboxId?: string | null;
  messageId?: string | null;
  reason?: string | null;
}

/** Moves many deliveries at once (`update … from (values …)`), each only from the status it was read in. */
async function settle(db: DbOrTx, from: NoticeDeliveryStatus, outcomes: Outcome[], now: Date): Promise<void> {
  if (outcomes.length === 0) return;
  assertMoves(
    LIFECYCLES.noticeDelivery,
    from,
    outcomes.map((outcome) => outcome.status),
  );
  const values = sql.join(
    outcomes.map(
      (o) =>
        sql`(${o.id}::uuid, ${o.status}, ${o.outboxId ?? null}::uuid, ${o.messageId ?? null}::text, ${o.reason ?? null}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`update ${noticeDeliveries} d
    set status = v.status, outbox_id = coalesce(v.outbox_id, d.outbox_id),
      provider_message_id = coalesce(v.message_id, d.provider_message_id), reason = v.reason, updated_at = ${now}
    from (values ${values}) as v(id, status, outbox_id, message_id, reason)
    where d.id = v.id and d.status = ${from}`);
}

/**
 * One batch of e-mail notices: the PENDING rows are locked (SKIP LOCKED: two workers take different
 * rows), their messages written to the mail outbox and the rows marked SENT in the same transaction,
 * so each notice reaches the outbox exactly once. Returns the rows handled.
 */
async function dispatchEmailBatch(ctx: AppContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .select({ id: noticeDeliveries.id })
      .from(noticeDeliveries)
      .where(and(eq(noticeDeliveries.channel, 'EMAIL'), eq(noticeDeliveries.status, 'PENDING')))
      .orderBy(asc(noticeDeliveries.id))
      .limit(EMAIL_BATCH)
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return 0;
    const facts = await deliveryFacts(
      ctx,
      tx,
      claimed.map((row) => row.id),
    );
    const going = facts.filter((fact) => fact.skip === null);
    const outboxIds = await ctx.mail.queueMany(
      tx,
      going.map((fact) => ({
        to: fact.to,
        ...noticeMail(fact),
        fromName: fact.sellerName,
        replyTo: fact.replyTo,
        bcc: fact.hiddenEmail,
      })),
    );
    const outcomes: Outcome[] = [
      ...going.map((fact, index) => ({ id: fact.id, status: 'SENT' as const, outboxId: outboxIds[index] })),
      ...facts
        .filter((fact) => fact.skip !== null)
        .map((fact) => ({ id: fact.id, status: 'SKIPPED' as const, reason: fact.skip })),
    ];
    await settle(tx, 'PENDING', outcomes, ctx.clock.now());
    return claimed.length;
  });
}

/** Claims PENDING WhatsApp deliveries: SENDING, one more attempt, the claim's time for the lease. */
async function claimWhatsApp(ctx: AppContext): Promise<string[]> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: noticeDeliveries.id })
      .from(noticeDeliveries)
      .where(and(eq(noticeDeliveries.channel, 'WHATSAPP'), eq(noticeDeliveries.status, 'PENDING')))
      .orderBy(asc(noticeDeliveries.id))
      .limit(WHATSAPP_BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    await transition(tx, noticeDeliveries, LIFECYCLES.noticeDelivery, {
      where: inArray(noticeDeliveries.id, ids),
      from: 'PENDING',
      to: 'SENDING',
      set: { claimedAt: now, attempts: sql`${noticeDeliveries.attempts} + 1`, updatedAt: now },
    });
    return ids;
  });
}

/** Sends one claimed message; the answer decides SENT or FAILED, no answer leaves it UNKNOWN. */
async function sendWhatsApp(ctx: AppContext, fact: DeliveryFacts): Promise<Outcome> {
  if (fact.skip) return { id: fact.id, status: 'SKIPPED', reason: fact.skip };
  const to = whatsAppNumber(fact.countryCode, fact.phone);
  if (!to) return { id: fact.id, status: 'SKIPPED', reason: 'NO_PHONE' };
  try {
    const answer = await withWhatsAppTimeout(WHATSAPP_TIMEOUT_MS, () =>
      ctx.whatsApp.send({ reference: fact.id, sellerId: fact.sellerId, to, text: noticeText(fact) }),
    );
    return answer.outcome === 'SENT'
      ? { id: fact.id, status: 'SENT', messageId: answer.messageId }
      : { id: fact.id, status: 'FAILED', reason: answer.code };
  } catch (error) {
    if (!(error instanceof WhatsAppUnavailableError)) throw error;
    ctx.log.warn({ job: NOTICE_DISPATCH_JOB, reason: error.reason }, 'whatsapp outcome unknown');
    return { id: fact.id, status: 'UNKNOWN', reason: error.reason };
  }
}

async function dispatchWhatsAppBatch(ctx: AppContext): Promise<number> {
  const ids = await claimWhatsApp(ctx);
  if (ids.length === 0) return 0;
  const facts = await deliveryFacts(ctx, ctx.db, ids);
  for (let start = 0; start < facts.length; start += WHATSAPP_CONCURRENCY) {
    const outcomes = await Promise.all(
      facts.slice(start, start + WHATSAPP_CONCURRENCY).map((fact) => sendWhatsApp(ctx, fact)),
    );
    await settle(ctx.db, 'SENDING', outcomes, ctx.clock.now());
  }
  return ids.length;
}

/**
 * WhatsApp messages whose outcome is unknown: a claim past its lease (the worker died mid-call)
 * becomes UNKNOWN; an UNKNOWN is looked up by its reference: SENT, sent again when the provider never
 * received it (up to WHATSAPP_MAX_ATTEMPTS), or UNCONFIRMED when the provider cannot tell.
 */
export async function reconcileWhatsApp(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  await transition(ctx.db, noticeDeliveries, LIFECYCLES.noticeDelivery, {
    where: and(
      eq(noticeDeliveries.channel, 'WHATSAPP'),
      lt(noticeDeliveries.claimedAt, new Date(now.getTime() - WHATSAPP_LEASE_MS)),
    ),
    from: 'SENDING',
    to: 'UNKNOWN',
    set: { reason: 'LEASE_EXPIRED', updatedAt: now },
  });
  const unknown = await ctx.db
    .select({ id: noticeDeliveries.id, sellerId: noticeDeliveries.sellerId, attempts: noticeDeliveries.attempts })
    .from(noticeDeliveries)
    .where(and(eq(noticeDeliveries.channel, 'WHATSAPP'), eq(noticeDeliveries.status, 'UNKNOWN')))
    .limit(100);
  const outcomes: Outcome[] = [];
  for (const row of unknown) {
    try {
      const found = await withWhatsAppTimeout(WHATSAPP_TIMEOUT_MS, () =>
        ctx.whatsApp.lookup({ reference: row.id, sellerId: row.sellerId }),
      );
      if (found.state === 'SENT') outcomes.push({ id: row.id, status: 'SENT', messageId: found.messageId });
      else if (found.state === 'UNKNOWN') outcomes.push({ id: row.id, status: 'UNCONFIRMED', reason: 'NO_LOOKUP' });
      else if (row.attempts < WHATSAPP_MAX_ATTEMPTS) outcomes.push({ id: row.id, status: 'PENDING' });
      else outcomes.push({ id: row.id, status: 'FAILED', reason: 'NOT_RECEIVED' });
    } catch (error) {
      if (!(error instanceof WhatsAppUnavailableError)) throw error;
    }
  }
  await settle(ctx.db, 'UNKNOWN', outcomes, now);
  return outcomes.length;
}

/**
 * Sends every decided notice: the e-mails into the outbox, the WhatsApp messages through the port,
 * after settling what earlier runs left unknown. Run after the dunning run and every minute.
 */
export async function dispatchNotices(ctx: AppContext): Promise<{ emails: number; whatsApp: number }> {
  let emails = 0;
  for (let handled = await dispatchEmailBatch(ctx); handled > 0; handled = await dispatchEmailBatch(ctx)) {
    emails += handled;
  }
  await reconcileWhatsApp(ctx);
  let whatsApp = 0;
  for (let handled = await dispatchWhatsAppBatch(ctx); handled > 0; handled = await dispatchWhatsAppBatch(ctx)) {
    whatsApp += handled;
  }
  return { emails, whatsApp };
}
