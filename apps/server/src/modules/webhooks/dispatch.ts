import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { LIFECYCLES, type WebhookDeliveryStatus, type WebhookEventType } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { eventIdOf, integrationEvents, markFannedOut } from '../events/index.js';
import { assertMoves } from '../lifecycle/index.js';
import { allowsPrivateAddresses, signingSecrets, type WebhookEndpointRow } from './endpoints.js';
import { disableFailingEndpoints } from './failing.js';
import { sendWebhook, type SendResult } from './sender.js';
import { CLAIM_LEASE_MS, nextAttemptAt } from './schedule.js';
import { signedHeaders } from './signing.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './tables.js';

const FAN_OUT_BATCH = 1000;
export const DELIVERY_BATCH = 200;

/**
 * Fans the events not yet fanned out to the active endpoints of their seller and domain that existed
 * when the event happened (a new endpoint hears what happens from then on). Returns events read.
 */
export async function fanOutEvents(ctx: AppContext, limit = FAN_OUT_BATCH): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const events = await tx
      .select({ id: integrationEvents.id, sellerId: integrationEvents.sellerId, domain: integrationEvents.domain })
      .from(integrationEvents)
      .where(isNull(integrationEvents.fannedOutAt))
      .orderBy(asc(integrationEvents.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (events.length === 0) return 0;
    const ids = events.map((event) => event.id);
    // One delivery per (endpoint, event): the unique key makes a second fan-out of an event a no-op.
    await tx.execute(sql`insert into ${webhookDeliveries}
        (seller_id, endpoint_id, event_id, status, attempts, next_attempt_at, created_at, updated_at)
      select e.seller_id, w.id, e.id, 'PENDING', 0, ${now}, ${now}, ${now}
      from ${integrationEvents} e
      join ${webhookEndpoints} w on w.seller_id = e.seller_id and w.active and e.domain = any(w.domains)
        and w.created_at <= e.created_at
      where e.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      on conflict (endpoint_id, event_id) do nothing`);
    await markFannedOut(tx, ids, now);
    return events.length;
  });
}

interface Claimed {
  id: string;
  sellerId: string;
  endpointId: string;
  eventId: string;
  /** The claim's fencing token: the attempt number this claim makes. */
  attempts: number;
}

/** Takes due deliveries of active endpoints: one more attempt each, leased for CLAIM_LEASE_MS. */
async function claimDeliveries(ctx: AppContext, limit: number): Promise<Claimed[]> {
  const now = ctx.clock.now();
  const leaseUntil = new Date(now.getTime() + (ctx.config.webhookLeaseMs ?? CLAIM_LEASE_MS));
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.status, 'PENDING'),
          lte(webhookDeliveries.nextAttemptAt, now),
          or(isNull(webhookDeliveries.leaseUntil), lte(webhookDeliveries.leaseUntil, now)),
          eq(webhookEndpoints.active, true),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({ leaseUntil, attempts: sql`${webhookDeliveries.attempts} + 1`, updatedAt: now })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: webhookDeliveries.id,
        sellerId: webhookDeliveries.sellerId,
        endpointId: webhookDeliveries.endpointId,
        eventId: webhookDeliveries.eventId,
        attempts: webhookDeliveries.attempts,
      });
  });
}

interface EventFacts {
  id: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** The body a receiver gets: the event's id, type and time, and the object as it was. */
export function eventBody(event: EventFacts): string {
  return JSON.stringify({
    id: eventIdOf(event.id),
    type: event.type,
    timestamp: event.createdAt.toISOString(),
    data: event.data,
  });
}

interface Outcome {
  claim: Claimed;
  result: SendResult;
  eventCreatedAt: Date;
  at: Date;
}

/** Sends every claimed delivery at once (they are to different or keep-alive endpoints), never throwing. */
async function attemptAll(ctx: AppContext, claims: Claimed[]): Promise<Outcome[]> {
  const endpointIds = [...new Set(claims.map((claim) => claim.endpointId))];
  const eventIds = [...new Set(claims.map((claim) => claim.eventId))];
  const [endpoints, events] = await Promise.all([
    ctx.db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds)),
    ctx.db
      .select({
        id: integrationEvents.id,
        type: integrationEvents.type,
        data: integrationEvents.data,
        createdAt: integrationEvents.createdAt,
      })
      .from(integrationEvents)
      .where(inArray(integrationEvents.id, eventIds)),
  ]);
  const endpointById = new Map<string, WebhookEndpointRow>(endpoints.map((row) => [row.id, row]));
  const eventById = new Map(events.map((row) => [row.id, row]));
  const timeoutMs = ctx.config.webhookTimeoutMs ?? 10_000;
  const allowPrivate = allowsPrivateAddresses(ctx);
  // An endpoint deleted since the claim took its deliveries with it (cascade): nothing to send.
  const sendable = claims.filter((claim) => endpointById.has(claim.endpointId) && eventById.has(claim.eventId));
  return Promise.all(
    sendable.map(async (claim): Promise<Outcome> => {
      const endpoint = endpointById.get(claim.endpointId)!;
      const event = eventById.get(claim.eventId)!;
      const at = ctx.clock.now();
      const body = eventBody(event);
      const headers = signedHeaders(eventIdOf(event.id), at, body, signingSecrets(ctx, endpoint, at));
      const result = await sendWebhook({ url: endpoint.url, headers, body }, timeoutMs, allowPrivate);
      return { claim, result, eventCreatedAt: event.createdAt, at };
    }),
  );
}

const succeeded = (result: SendResult) => result.kind === 'answer' && result.status >= 200 && result.status < 300;

/**
 * Writes the attempts and moves each delivery, in one transaction. A delivery is settled only under
 * its claim (`attempts` unchanged): a dispatcher that lost its lease writes its attempt to the log
 * but leaves the delivery to the one that holds it now.
 */
async function settle(ctx: AppContext, outcomes: Outcome[]): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values(
      outcomes.map(({ claim, result, at }) => ({
        sellerId: claim.sellerId,
        endpointId: claim.endpointId,
        deliveryId: claim.id,
        attemptedAt: at,
        succeeded: succeeded(result),
        responseStatus: result.kind === 'answer' ? result.status : null,
        latencyMs: result.latencyMs,
        responseBody: result.kind === 'answer' ? result.body.replaceAll('\u0000', '') : '',
        error: result.kind === 'error' ? result.error : null,
      })),
    );
    const exhausted = new Set<string>();
    const rows = outcomes.map(({ claim, result, eventCreatedAt }) => {
      const ok = succeeded(result);
      const next = ok ? null : nextAttemptAt(claim.attempts, now, eventCreatedAt);
      const status: WebhookDeliveryStatus = ok ? 'SUCCEEDED' : next ? 'PENDING' : 'FAILED';
      assertMoves(LIFECYCLES.webhookDelivery, 'PENDING', [status]);
      if (status === 'FAILED') exhausted.add(claim.endpointId);
      return sql`(${claim.id}::uuid, ${claim.attempts}::int, ${status}::text, ${next}::timestamptz)`;
    });
    await tx.execute(sql`update ${webhookDeliveries} d
      set status = v.status, next_attempt_at = v.next_at, lease_until = null, updated_at = ${now}
      from (values ${sql.join(rows, sql`, `)}) as v(id, attempts, status, next_at)
      where d.id = v.id and d.attempts = v.attempts and d.status = 'PENDING'`);
    const healthy = [...new Set(outcomes.filter((o) => succeeded(o.result)).map((o) => o.claim.endpointId))];
    const failing = [...new Set(outcomes.filter((o) => !succeeded(o.result)).map((o) => o.claim.endpointId))].filter(
      (id) => !healthy.includes(id),
    );
    if (healthy.length > 0) {
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(inArray(webhookEndpoints.id, healthy));
    }
    if (failing.length > 0) {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})` })
        .where(inArray(webhookEndpoints.id, failing));
      const givenUp = failing.filter((id) => exhausted.has(id));
      if (givenUp.length > 0) await disableFailingEndpoints(ctx, tx, givenUp, now);
    }
  });
}

/** One batch: claim, send, settle. Returns how many deliveries were attempted. */
export async function deliverBatch(ctx: AppContext, limit = DELIVERY_BATCH): Promise<number> {
  const claims = await claimDeliveries(ctx, limit);
  if (claims.length === 0) return 0;
  const outcomes = await attemptAll(ctx, claims);
  if (outcomes.length > 0) await settle(ctx, outcomes);
  return claims.length;
}

/**
 * When the next delivery of an active endpoint becomes due (a retry's time, or the end of another
 * dispatcher's lease), or null when none is waiting: how long an idle dispatcher may rest.
 */
export async function nextDeliveryDueAt(ctx: AppContext): Promise<Date | null> {
  const [row] = await ctx.db
    .select({
      due: sql<
        Date | string | null
      >`min(greatest(${webhookDeliveries.nextAttemptAt}, coalesce(${webhookDeliveries.leaseUntil}, ${webhookDeliveries.nextAttemptAt})))`,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.status, 'PENDING'), eq(webhookEndpoints.active, true)));
  return row?.due ? new Date(row.due) : null;
}

/** Fans out and delivers until nothing is due (tests, the sandbox, the dispatcher's loop). */
export async function drainWebhooks(ctx: AppContext): Promise<{ events: number; attempts: number }> {
  let events = 0;
  let attempts = 0;
  for (;;) {
    const fanned = await fanOutEvents(ctx);
    const sent = await deliverBatch(ctx);
    events += fanned;
    attempts += sent;
    if (fanned === 0 && sent === 0) return { events, attempts };
  }
}
