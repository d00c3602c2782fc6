import { and, count, desc, eq } from 'drizzle-orm';
import {
  LIFECYCLES,
  toPage,
  WEBHOOK_DELIVERY_STATUSES,
  type Page,
  type WebhookAttempt,
  type WebhookQueued,
} from '@cofre/contract';
import { transition } from '../lifecycle/index.js';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { theRow } from '../../lib/rows.js';
import type { Session } from '../../plugins/types.js';
import { eventIdOf, integrationEvents, recordFannedOutEvent } from '../events/index.js';
import { findWebhook } from './endpoints.js';
import { webhookAttempts, webhookDeliveries } from './tables.js';

/** The endpoint's delivery log, newest attempt first, server-paged. */
export async function listAttempts(
  ctx: AppContext,
  sellerId: string,
  endpointId: string,
  page: number,
  size: number,
): Promise<Page<WebhookAttempt>> {
  await findWebhook(ctx, sellerId, endpointId);
  const where = and(eq(webhookAttempts.sellerId, sellerId), eq(webhookAttempts.endpointId, endpointId));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        attempt: webhookAttempts,
        eventId: webhookDeliveries.eventId,
        eventType: integrationEvents.type,
        deliveryStatus: webhookDeliveries.status,
        nextAttemptAt: webhookDeliveries.nextAttemptAt,
      })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .innerJoin(integrationEvents, eq(integrationEvents.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id))
      .limit(size)
      .offset(page * size),
    ctx.db.select({ n: count() }).from(webhookAttempts).where(where),
  ]);
  const content = rows.map((row): WebhookAttempt => ({
    id: row.attempt.id,
    deliveryId: row.attempt.deliveryId,
    eventId: eventIdOf(row.eventId),
    eventType: row.eventType,
    attemptedAt: row.attempt.attemptedAt.toISOString(),
    succeeded: row.attempt.succeeded,
    responseStatus: row.attempt.responseStatus,
    latencyMs: row.attempt.latencyMs,
    responseBody: row.attempt.responseBody,
    error: row.attempt.error,
    deliveryStatus: row.deliveryStatus,
    nextAttemptAt: row.deliveryStatus === 'PENDING' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  }));
  return toPage(content, page, size, total?.n ?? 0);
}

/** Resend and test events go only to an active endpoint (an inactive one receives nothing, spec 3 §4). */
async function activeEndpoint(ctx: AppContext, sellerId: string, id: string) {
  const endpoint = await findWebhook(ctx, sellerId, id);
  if (!endpoint.active) throw new AppError('WHK-003');
  return endpoint;
}

/** 'Reenviar': the delivery is due again now, with the same event id (receivers deduplicate by it). */
export async function resendDelivery(
  ctx: AppContext,
  session: Session,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookQueued> {
  await activeEndpoint(ctx, session.sellerId, endpointId);
  const now = ctx.clock.now();
  const [row] = await transition(ctx.db, webhookDeliveries, LIFECYCLES.webhookDelivery, {
    where: and(
      eq(webhookDeliveries.sellerId, session.sellerId),
      eq(webhookDeliveries.endpointId, endpointId),
      eq(webhookDeliveries.id, deliveryId),
    ),
    from: WEBHOOK_DELIVERY_STATUSES,
    to: 'PENDING',
    set: { nextAttemptAt: now, leaseUntil: null, updatedAt: now },
  });
  if (!row) throw notFound();
  return { eventId: eventIdOf(row.eventId), deliveryId: row.id };
}

/** 'Enviar evento de teste': a `webhook.test` event for this endpoint alone, delivered as any other. */
export async function sendTestEvent(ctx: AppContext, session: Session, endpointId: string): Promise<WebhookQueued> {
  const endpoint = await activeEndpoint(ctx, session.sellerId, endpointId);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // Fanned out at its birth, to this endpoint only (the seller's other endpoints are not told).
    const event = {
      id: await recordFannedOutEvent(tx, {
        sellerId: session.sellerId,
        type: 'webhook.test',
        domain: endpoint.domains[0]!,
        objectId: endpoint.id,
        data: { object: 'webhook', id: endpoint.id, title: endpoint.title, message: 'Evento de teste do Cofre' },
        at: now,
      }),
    };
    const delivery = theRow(
      await tx
        .insert(webhookDeliveries)
        .values({
          sellerId: session.sellerId,
          endpointId: endpoint.id,
          eventId: event.id,
          status: 'PENDING',
          nextAttemptAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: webhookDeliveries.id }),
      'the test delivery',
    );
    return { eventId: eventIdOf(event.id), deliveryId: delivery.id };
  });
}
