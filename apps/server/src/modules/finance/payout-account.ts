import { eq } from 'drizzle-orm';
import {
  ACCOUNT_TYPE_LABELS,
  PAYOUT_ACCOUNT_HOLD_MS,
  type PayoutAccount,
  type PayoutAccountUpdate,
  type PayoutAccountView,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { bankName } from '../../lib/banks.js';
import type { Session } from '../../plugins/types.js';
import { confirmStepUp, needsStepUp } from '../auth/index.js';
import { escapeHtml } from '../mail/index.js';
import { sellers } from '../sellers/index.js';
import { activeAdminEmails } from '../users/index.js';
import { findPayoutAccount } from './queries.js';
import { payoutAccounts } from './tables.js';

/** When withdrawals to the payout account are allowed again after a change (null: no hold). */
export async function payoutHoldUntil(db: DbOrTx, sellerId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ changedAt: payoutAccounts.changedAt })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.sellerId, sellerId));
  if (!row?.changedAt) return null;
  const until = new Date(row.changedAt.getTime() + PAYOUT_ACCOUNT_HOLD_MS);
  return until > now ? until : null;
}

/** GET /finance/payout-account: the account, the hold after a change, and whether a code is asked. */
export async function getPayoutAccountView(ctx: AppContext, session: Session): Promise<PayoutAccountView> {
  const until = await payoutHoldUntil(ctx.db, session.sellerId, ctx.clock.now());
  return {
    account: await findPayoutAccount(ctx.db, session.sellerId),
    withdrawalsFrom: until?.toISOString() ?? null,
    stepUpRequired: await needsStepUp(ctx, session.userId),
  };
}

/** 'Itaú (341), ag. 0001, conta ***45-6': enough to recognise it, not to copy it. */
function accountLine(account: Pick<PayoutAccount, 'bankCode' | 'agency' | 'account' | 'accountDigit' | 'accountType'>) {
  const bank = bankName(account.bankCode) ?? 'Banco';
  const tail = account.account.slice(-2);
  return `${bank} (${account.bankCode}), agência ${account.agency}, ${ACCOUNT_TYPE_LABELS[account.accountType].toLowerCase()} ***${tail}-${account.accountDigit}`;
}

/**
 * PUT /finance/payout-account: an administrator changes where withdrawals go. With two-factor on the
 * authenticator code is asked (step-up). The holder stays the seller's company; every active
 * administrator is e-mailed (in the change's transaction, through the outbox) and withdrawals to the
 * new account wait 24 h (FIN-010 until then).
 */
export async function updatePayoutAccount(
  ctx: AppContext,
  session: Session,
  body: PayoutAccountUpdate,
): Promise<PayoutAccountView> {
  if (!bankName(body.bankCode)) throw new AppError('FIN-011');
  await confirmStepUp(ctx, session.userId, body.code, { missing: 'FIN-012', wrong: 'FIN-013' });
  const now = ctx.clock.now();
  const { code: _code, ...account } = body;
  await ctx.db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ name: sellers.name, document: sellers.document })
      .from(sellers)
      .where(eq(sellers.id, session.sellerId));
    const before = await findPayoutAccount(tx, session.sellerId);
    const values = { ...account, holderName: seller!.name, holderDocument: seller!.document, updatedAt: now };
    await tx
      .insert(payoutAccounts)
      .values({ sellerId: session.sellerId, ...values, changedAt: now })
      .onConflictDoUpdate({ target: payoutAccounts.sellerId, set: { ...values, changedAt: now } });
    const was = before ? accountLine(before) : 'nenhuma';
    const after = accountLine(account);
    const text = [
      'Olá!',
      '',
      'A conta bancária de saques da sua empresa no Cofre foi alterada.',
      `Antes: ${was}.`,
      `Agora: ${after}.`,
      '',
      'Por segurança, saques para a nova conta ficam bloqueados por 24 horas.',
      'Se você não reconhece esta alteração, troque a senha e fale com o suporte imediatamente.',
    ].join('\n');
    const html = `<p>Olá!</p><p>A conta bancária de saques da sua empresa no Cofre foi alterada.</p>
<p>Antes: ${escapeHtml(was)}.<br>Agora: ${escapeHtml(after)}.</p>
<p>Por segurança, saques para a nova conta ficam bloqueados por 24 horas.</p>
<p><strong>Se você não reconhece esta alteração, troque a senha e fale com o suporte imediatamente.</strong></p>`;
    const admins = await activeAdminEmails(tx, session.sellerId);
    await ctx.mail.queueMany(
      tx,
      admins.map((to) => ({ to, subject: 'Conta bancária de saques alterada', text, html })),
    );
  });
  await ctx.audit.record({
    action: 'finance.payout_account_changed',
    sellerId: session.sellerId,
    userId: session.userId,
  });
  return getPayoutAccountView(ctx, session);
}
