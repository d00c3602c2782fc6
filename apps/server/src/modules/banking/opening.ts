import { and, eq, lt } from 'drizzle-orm';
import { LIFECYCLES } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { withAcquirerTimeout } from '../../providers/acquirer/timeout.js';
import type { AccountOpeningState } from '../../providers/banking/index.js';
import { transition } from '../lifecycle/index.js';
import { createNotification } from '../notifications/index.js';
import { activeAdminEmails } from '../users/index.js';
import { accountDecidedMail } from './mail.js';
import { ensurePixLimits } from './pix-limits.js';
import { bankingAccounts } from './tables.js';

export const POLL_ACCOUNTS_JOB = 'banking.poll-accounts';

export type AccountRow = typeof bankingAccounts.$inferSelect;
type Decision = Exclude<AccountOpeningState, { status: 'IN_ANALYSIS' }>;

/** Sends the frozen package of the latest submission, under its reference (a resend is the same request). */
export function sendOpening(ctx: AppContext, row: AccountRow) {
  const submission = row.submission!;
  return withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () =>
    ctx.banking.openAccount({
      reference: row.openingReference!,
      companyDocument: submission.company.companyDocument,
      submission,
    }),
  );
}

/**
 * The bank's decision, written once: the transition is conditioned on the same reference still
 * PENDING, and the notification and the administrators' e-mails go in the same transaction (the
 * mail outbox delivers them after), so a decision read twice tells the seller once.
 */
async function settle(ctx: AppContext, row: AccountRow, decision: Decision, tell = true): Promise<boolean> {
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const approved = decision.status === 'APPROVED';
    const [moved] = await transition(tx, bankingAccounts, LIFECYCLES.bankingAccount, {
      where: and(
        eq(bankingAccounts.sellerId, row.sellerId),
        eq(bankingAccounts.openingReference, row.openingReference!),
      ),
      from: 'PENDING',
      to: approved ? 'ACTIVE' : 'FAILED',
      at,
      set: approved
        ? {
            bankCode: decision.bankCode,
            agency: decision.agency,
            accountNumber: decision.number,
            accountDigit: decision.digit,
            decidedAt: at,
            updatedAt: at,
          }
        : { kycResult: { part: decision.part, reason: decision.reason }, decidedAt: at, updatedAt: at },
    });
    if (!moved) return false;
    if (approved) await ensurePixLimits(tx, row.sellerId, at);
    if (!tell) return true;
    await createNotification(tx, at, {
      sellerId: row.sellerId,
      type: 'NOTIFICATION_BANKING_ACCOUNT',
      variables: approved ? { event: 'ACTIVE' } : { event: 'FAILED', part: decision.part, reason: decision.reason },
    });
    const mail = accountDecidedMail(decision, ctx.config.publicUrl);
    await ctx.mail.queueMany(
      tx,
      (await activeAdminEmails(tx, row.sellerId)).map((to) => ({ to, ...mail })),
    );
    return true;
  });
}

/** Asks the bank about one PENDING account: resends a request it never received, settles a decision. */
async function pollOne(ctx: AppContext, row: AccountRow, tell = true): Promise<boolean> {
  const answer = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () =>
    ctx.banking.accountStatus(row.openingReference!),
  );
  if (!answer.found) {
    await sendOpening(ctx, row);
    return false;
  }
  if (answer.result.status === 'IN_ANALYSIS') return false;
  return settle(ctx, row, answer.result, tell);
}

/**
 * Job: asks the bank about every PENDING account sent more than a minute ago (a batch a run): an
 * approved one becomes ACTIVE with its agency and number, a refused one FAILED with the part and the
 * reason; one the bank never received is sent again under the same reference.
 */
export async function pollBankingAccounts(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const pending = await ctx.db
    .select()
    .from(bankingAccounts)
    .where(
      and(eq(bankingAccounts.status, 'PENDING'), lt(bankingAccounts.submittedAt, new Date(now.getTime() - 60_000))),
    )
    .limit(100);
  let decided = 0;
  for (const row of pending) {
    try {
      if (await pollOne(ctx, row)) decided++;
    } catch (error) {
      ctx.log.warn(
        { code: 'BANKING_POLL_FAILED', err: { name: (error as Error).name } },
        'account left for the next poll',
      );
    }
  }
  return decided;
}

/**
 * Sandbox: the bank finishes this seller's analysis now (a request it never received is sent first),
 * and the decision is read at once instead of at the next poll. `tell: false` is the demo seed's:
 * its account was opened before anybody signed in, so there is nobody to notify or e-mail.
 */
export async function finishAnalysisNow(ctx: AppContext, sellerId: string, { tell = true } = {}): Promise<void> {
  const controls = ctx.banking.sandbox;
  const [row] = await ctx.db.select().from(bankingAccounts).where(eq(bankingAccounts.sellerId, sellerId));
  if (!controls || row?.status !== 'PENDING') throw new AppError('BNK-004');
  if (!(await controls.finishAccountAnalysis(row.openingReference!))) {
    await sendOpening(ctx, row).catch(() => undefined);
    await controls.finishAccountAnalysis(row.openingReference!);
  }
  await pollOne(ctx, row, tell);
}
