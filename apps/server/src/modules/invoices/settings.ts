import { and, eq } from 'drizzle-orm';
import type { InvoiceConfig } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Session } from '../../plugins/types.js';
import { sellerInvoiceConfigs } from './tables.js';

/** GET /sellers/invoice-config (spec 3 §7): running, with what it issues with; or not set up. */
export async function invoiceSettings(ctx: AppContext, sellerId: string): Promise<InvoiceConfig> {
  const [config] = await ctx.db.select().from(sellerInvoiceConfigs).where(eq(sellerInvoiceConfigs.sellerId, sellerId));
  if (!config?.active) return { active: false, serviceCode: null, issRatePercent: null };
  return { active: true, serviceCode: config.serviceCode, issRatePercent: config.issRateBp / 100 };
}

/**
 * Switches the seller's automatic invoices off (PATCH /sellers/invoice-config {active: false}): paid
 * charges stop requesting invoices; requests already made go on, and issued invoices stay. Turning it
 * on again is an operator's (`npm run ops -- invoice-on`), as the spec schedules it with support.
 * Switching off what is off changes nothing. Audited.
 */
export async function deactivateInvoices(ctx: AppContext, session: Session): Promise<InvoiceConfig> {
  const updated = await ctx.db
    .update(sellerInvoiceConfigs)
    .set({ active: false, updatedAt: ctx.clock.now() })
    .where(and(eq(sellerInvoiceConfigs.sellerId, session.sellerId), eq(sellerInvoiceConfigs.active, true)))
    .returning({ sellerId: sellerInvoiceConfigs.sellerId });
  if (updated.length > 0) {
    await ctx.audit.record({ action: 'settings.invoice_off', sellerId: session.sellerId, userId: session.userId });
  }
  return invoiceSettings(ctx, session.sellerId);
}

/** The operator's switch (ops `invoice-on` / `invoice-off`): a config row, on or off, audited. */
export async function setInvoicesActive(ctx: AppContext, sellerId: string, active: boolean): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db
    .insert(sellerInvoiceConfigs)
    .values({ sellerId, active, updatedAt: now })
    .onConflictDoUpdate({ target: sellerInvoiceConfigs.sellerId, set: { active, updatedAt: now } });
  await ctx.audit.record({ action: active ? 'ops.invoice_on' : 'ops.invoice_off', sellerId });
}
