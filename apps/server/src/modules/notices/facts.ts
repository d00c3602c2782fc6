import { and, eq, inArray, sql } from 'drizzle-orm';
import { defaultSwitch, noticeDefinition, type NoticeChannel, type NoticeType } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { chargePageUrl, charges } from '../charges/index.js';
import { sellers } from '../sellers/index.js';
import type { NoticeFacts } from './render.js';
import { noticeDeliveries, noticeSettings, noticeSwitches } from './tables.js';

/**
 * A notice not sent within this long of its decision is stale (a reminder of last week, a payment
 * confirmation of a payment long past: the demo seed's history too): SKIPPED, never sent late.
 */
export const NOTICE_STALE_MS = 48 * 60 * 60 * 1000;

/** A delivery with what its message needs and what decides whether it still goes. */
export interface DeliveryFacts extends NoticeFacts {
  id: string;
  sellerId: string;
  channel: NoticeChannel;
  to: string;
  countryCode: string;
  phone: string;
  replyTo: string;
  hiddenEmail: string | null;
  /** Null when the notice should go; else why it no longer should (the reason it is SKIPPED). */
  skip: 'CHARGE_CLOSED' | 'SWITCHED_OFF' | 'STALE' | null;
}

/** The deliveries' charges, sellers, identifications and switches, read in one query. */
export async function deliveryFacts(ctx: AppContext, db: DbOrTx, ids: string[]): Promise<DeliveryFacts[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: noticeDeliveries.id,
      sellerId: noticeDeliveries.sellerId,
      type: noticeDeliveries.type,
      channel: noticeDeliveries.channel,
      decidedAt: noticeDeliveries.createdAt,
      status: charges.status,
      customerName: charges.customerName,
      customerEmail: charges.customerEmail,
      customerPhone: charges.customerPhone,
      customerCountryCode: charges.customerCountryCode,
      title: charges.title,
      value: charges.value,
      expirationDate: charges.expirationDate,
      boletoLine: charges.boletoLine,
      pixCopyPaste: charges.pixCopyPaste,
      pageToken: charges.pageToken,
      sellerName: sql<string>`coalesce(${noticeSettings.name}, ${sellers.tradeName}, ${sellers.name})`,
      replyTo: sql<string>`coalesce(${noticeSettings.email}, ${sellers.email})`,
      hiddenEmail: noticeSettings.hiddenEmail,
      activeAll: noticeSettings.activeAll,
      switchedOn: noticeSwitches.active,
    })
    .from(noticeDeliveries)
    .innerJoin(charges, and(eq(charges.sellerId, noticeDeliveries.sellerId), eq(charges.id, noticeDeliveries.chargeId)))
    .innerJoin(sellers, eq(sellers.id, noticeDeliveries.sellerId))
    .leftJoin(noticeSettings, eq(noticeSettings.sellerId, noticeDeliveries.sellerId))
    .leftJoin(
      noticeSwitches,
      and(
        eq(noticeSwitches.sellerId, noticeDeliveries.sellerId),
        eq(
          noticeSwitches.code,
          sql`case ${noticeDeliveries.channel} when 'EMAIL' then ${noticeDeliveries.type} else ${noticeDeliveries.type} || '_WHATSAPP' end`,
        ),
      ),
    )
    .where(inArray(noticeDeliveries.id, ids));
  const staleBefore = ctx.clock.now().getTime() - NOTICE_STALE_MS;
  return rows.map((row) => {
    const type = row.type as NoticeType;
    const onPayment = noticeDefinition(type).offset === null;
    const unpaid = row.status === 'SCHEDULED' || row.status === 'LATE';
    const on = (row.activeAll ?? true) && (row.switchedOn ?? defaultSwitch(row.channel));
    return {
      id: row.id,
      sellerId: row.sellerId,
      type,
      channel: row.channel,
      to: row.customerEmail,
      countryCode: row.customerCountryCode,
      phone: row.customerPhone,
      replyTo: row.replyTo,
      hiddenEmail: row.hiddenEmail,
      sellerName: row.sellerName,
      customerName: row.customerName,
      title: row.title,
      value: row.value,
      expirationDate: row.expirationDate,
      boletoLine: row.boletoLine,
      pixCopyPaste: row.pixCopyPaste,
      pageUrl: chargePageUrl(ctx, row),
      skip: !on
        ? 'SWITCHED_OFF'
        : !onPayment && !unpaid
          ? 'CHARGE_CLOSED'
          : row.decidedAt.getTime() < staleBefore
            ? 'STALE'
            : null,
    };
  });
}
