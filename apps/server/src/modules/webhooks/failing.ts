import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { escapeHtml, type MailContent } from '../mail/index.js';
import { sellers } from '../sellers/index.js';
import { DISABLE_AFTER_FAILING_MS } from './schedule.js';
import { webhookEndpoints } from './tables.js';

/** The e-mail to the seller when the platform switches an endpoint off. */
export function endpointDisabledMail(title: string, link: string): MailContent {
  const text = [
    'Olá!',
    '',
    `O webhook "${title}" falhou em todas as entregas dos últimos dias e foi desativado.`,
    'Os eventos deixaram de ser enviados a ele. Corrija o endereço ou o servidor que recebe os eventos e ative o webhook de novo em Integração:',
    '',
    link,
  ].join('\n');
  const html = `<p>Olá!</p><p>O webhook <strong>${escapeHtml(title)}</strong> falhou em todas as entregas dos últimos dias e foi desativado.</p>
<p>Os eventos deixaram de ser enviados a ele. Corrija o endereço ou o servidor que recebe os eventos e <a href="${escapeHtml(link)}">ative o webhook de novo em Integração</a>.</p>`;
  return { subject: `Webhook desativado: ${title}`, text, html };
}

/**
 * Switches off the listed endpoints (each just gave up a delivery after its 3 days of retries) that
 * have not had one success for DISABLE_AFTER_FAILING_MS, and e-mails their sellers, in the settling
 * transaction: the UPDATE's `active` guard makes it once per streak.
 */
export async function disableFailingEndpoints(ctx: AppContext, tx: Tx, ids: string[], now: Date): Promise<void> {
  const since = new Date(now.getTime() - DISABLE_AFTER_FAILING_MS);
  const disabled = await tx
    .update(webhookEndpoints)
    .set({ active: false, disabledForFailures: true, updatedAt: now })
    .where(
      and(
        inArray(webhookEndpoints.id, ids),
        eq(webhookEndpoints.active, true),
        lte(webhookEndpoints.failingSince, since),
      ),
    )
    .returning({ sellerId: webhookEndpoints.sellerId, title: webhookEndpoints.title });
  if (disabled.length === 0) return;
  const owners = await tx
    .select({ id: sellers.id, email: sellers.email })
    .from(sellers)
    .where(
      inArray(
        sellers.id,
        disabled.map((row) => row.sellerId),
      ),
    );
  const emailOf = new Map(owners.map((owner) => [owner.id, owner.email]));
  await ctx.mail.queueMany(
    tx,
    disabled.map((row) => ({
      to: emailOf.get(row.sellerId)!,
      ...endpointDisabledMail(row.title, `${ctx.config.publicUrl}/integracao`),
    })),
  );
}
