import { eq } from 'drizzle-orm';
import {
  NOTICE_DEFINITIONS,
  defaultSwitch,
  noticeTemplate,
  parseSwitchCode,
  switchCode,
  type NoticeBasic,
  type NoticeSettings,
  type NoticeSwitch,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { theRow } from '../../lib/rows.js';
import type { Session } from '../../plugins/types.js';
import { sellers } from '../sellers/index.js';
import { noticeSettings, noticeSwitches } from './tables.js';

/** The identification as saved, or the seller's own name and e-mail with everything on. */
export async function noticeIdentification(db: DbOrTx, sellerId: string) {
  const [saved] = await db.select().from(noticeSettings).where(eq(noticeSettings.sellerId, sellerId));
  if (saved)
    return { name: saved.name, email: saved.email, hiddenEmail: saved.hiddenEmail, activeAll: saved.activeAll };
  const seller = theRow(
    await db
      .select({ name: sellers.name, tradeName: sellers.tradeName, email: sellers.email })
      .from(sellers)
      .where(eq(sellers.id, sellerId)),
    'the seller',
  );
  return { name: seller.tradeName ?? seller.name, email: seller.email, hiddenEmail: null, activeAll: true };
}

/** GET /seller-notifications: the identification, the master switch and each type's two switches. */
export async function noticeSettingsOf(ctx: AppContext, sellerId: string): Promise<NoticeSettings> {
  const identification = await noticeIdentification(ctx.db, sellerId);
  const changed = await ctx.db
    .select({ code: noticeSwitches.code, active: noticeSwitches.active })
    .from(noticeSwitches)
    .where(eq(noticeSwitches.sellerId, sellerId));
  const switches = new Map(changed.map((row) => [row.code, row.active]));
  const isOn = (code: string, fallback: boolean) => switches.get(code) ?? fallback;
  return {
    name: identification.name,
    email: identification.email,
    hiddenEmail: identification.hiddenEmail,
    activeAllNotifications: identification.activeAll,
    types: NOTICE_DEFINITIONS.map((definition) => ({
      type: definition.type,
      method: definition.method,
      label: definition.label,
      email: isOn(switchCode(definition.type, 'EMAIL'), defaultSwitch('EMAIL')),
      whatsapp: isOn(switchCode(definition.type, 'WHATSAPP'), defaultSwitch('WHATSAPP')),
      template: noticeTemplate(definition.type),
    })),
    sandbox: ctx.whatsApp.kind === 'sandbox',
  };
}

/** PATCH /seller-notifications/basic: the identification and the master switch. Audited. */
export async function saveNoticeBasic(ctx: AppContext, session: Session, basic: NoticeBasic): Promise<NoticeSettings> {
  const set = {
    name: basic.name,
    email: basic.email,
    hiddenEmail: basic.hiddenEmail,
    activeAll: basic.activeAllNotifications,
    updatedAt: ctx.clock.now(),
  };
  await ctx.db
    .insert(noticeSettings)
    .values({ sellerId: session.sellerId, ...set })
    .onConflictDoUpdate({ target: noticeSettings.sellerId, set });
  await ctx.audit.record({
    action: 'settings.notifications_basic',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { activeAllNotifications: basic.activeAllNotifications, hiddenCopy: basic.hiddenEmail !== null },
  });
  return noticeSettingsOf(ctx, session.sellerId);
}

/** PATCH /seller-notifications/active: one type's switch for one channel. Audited. */
export async function saveNoticeSwitch(
  ctx: AppContext,
  session: Session,
  change: NoticeSwitch,
): Promise<NoticeSettings> {
  const now = ctx.clock.now();
  await ctx.db
    .insert(noticeSwitches)
    .values({ sellerId: session.sellerId, code: change.type, active: change.active, updatedAt: now })
    .onConflictDoUpdate({
      target: [noticeSwitches.sellerId, noticeSwitches.code],
      set: { active: change.active, updatedAt: now },
    });
  const { type, channel } = parseSwitchCode(change.type);
  await ctx.audit.record({
    action: 'settings.notification_switch',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { type, channel, active: change.active },
  });
  return noticeSettingsOf(ctx, session.sellerId);
}
