import { and, eq, sql } from 'drizzle-orm';
import { NOTICE_DELIVERY_PAGE_SIZE, toPage, type NoticeDelivery, type NoticeType, type Page } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { sandboxWhatsAppMessages } from '../../providers/whatsapp/tables.js';
import { charges } from '../charges/index.js';
import { noticeDeliveries } from './tables.js';
import { rowsOf } from '../../lib/rows.js';

/** The count stops here: a seller with more sees "1000+" pages' worth, never a count of every row. */
const COUNT_CAP = 1_000;

/**
 * 'Mensagens enviadas': the notices sent to the seller's buyers, newest first, with the WhatsApp
 * text the sandbox received (the demo shows what a buyer would read).
 */
export async function listDeliveries(ctx: AppContext, sellerId: string, page: number): Promise<Page<NoticeDelivery>> {
  const size = NOTICE_DELIVERY_PAGE_SIZE;
  const rows = await ctx.db
    .select({
      id: noticeDeliveries.id,
      chargeId: noticeDeliveries.chargeId,
      chargeTitle: charges.title,
      customerName: charges.customerName,
      type: noticeDeliveries.type,
      channel: noticeDeliveries.channel,
      status: noticeDeliveries.status,
      createdAt: noticeDeliveries.createdAt,
      message: sandboxWhatsAppMessages.text,
    })
    .from(noticeDeliveries)
    .innerJoin(charges, and(eq(charges.sellerId, noticeDeliveries.sellerId), eq(charges.id, noticeDeliveries.chargeId)))
    .leftJoin(
      sandboxWhatsAppMessages,
      and(
        eq(sandboxWhatsAppMessages.sellerId, noticeDeliveries.sellerId),
        eq(sandboxWhatsAppMessages.reference, sql`${noticeDeliveries.id}::text`),
      ),
    )
    .where(eq(noticeDeliveries.sellerId, sellerId))
    .orderBy(sql`${noticeDeliveries.createdAt} desc nulls last`, sql`${noticeDeliveries.id} desc nulls last`) // the index's order
    .limit(size)
    .offset(page * size);
  const [counted] = await ctx.db
    .execute(
      sql`select count(*)::int as total from (select 1 from ${noticeDeliveries} where ${noticeDeliveries.sellerId} = ${sellerId} limit ${COUNT_CAP}) capped`,
    )
    .then((result) => rowsOf<{ total: number }>(result));
  return toPage(
    rows.map((row) => ({ ...row, type: row.type as NoticeType, createdAt: row.createdAt.toISOString() })),
    page,
    size,
    counted?.total ?? 0,
  );
}
