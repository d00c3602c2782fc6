import { decideSubmittedDisputes } from '../modules/disputes/index.js';
import type { AppContext } from '../context.js';
import { MAIL_MAX_ATTEMPTS, MAIL_SEND_JOB, MAIL_SWEEP_JOB } from '../modules/mail/index.js';
import { purgeExpiredIdempotencyKeys } from '../plugins/idempotency.js';
import { registeredJobs, type RegisteredJob } from './queue.js';
import {
  ATTEMPT_DUE_JOB,
  attemptDueCardCharges,
  MARK_LATE_JOB,
  markLateCharges,
  RECONCILE_ATTEMPTS_JOB,
  reconcileAttempts,
  RECONCILE_CHANGES_JOB,
  reconcileChanges,
  RELEASE_RECEIVABLES_JOB,
  releaseReceivables,
} from '../modules/charges/index.js';
import { RECONCILE_REFUNDS_JOB, reconcileRefunds } from '../modules/refunds/index.js';
import {
  APPLY_PIX_LIMITS_JOB,
  applyDuePixLimits,
  POLL_ACCOUNTS_JOB,
  pollBankingAccounts,
  RECONCILE_PIX_KEYS_JOB,
  reconcilePixKeys,
} from '../modules/banking/index.js';
import { checkLedgerJob, LEDGER_CHECK_JOB } from '../modules/ledger/index.js';
import { RECONCILE_WITHDRAWALS_JOB, reconcileWithdrawals } from '../modules/finance/index.js';
import {
  EXECUTE_SCHEDULED_BOLETOS_JOB,
  EXECUTE_SCHEDULED_PIX_JOB,
  executeScheduledBoletos,
  executeScheduledPayments,
  RECONCILE_BOLETO_PAYMENTS_JOB,
  RECONCILE_PIX_PAYMENTS_JOB,
  reconcileBoletoPayments,
  reconcilePixPayments,
} from '../modules/payments/index.js';
import { POLL_CARD_ISSUING_JOB, pollCardIssuing } from '../modules/cards/index.js';
import { EXECUTE_BATCH_JOB, runBatch, SWEEP_BATCHES_JOB, sweepBatches } from '../modules/payment-batches/index.js';
import { ISSUE_CYCLES_JOB, issueDueCycles } from '../modules/subscriptions/index.js';
import { dispatchNotices, DUNNING_JOB, NOTICE_DISPATCH_JOB, runDunning } from '../modules/notices/index.js';
import { PURGE_WEBHOOKS_JOB, purgeOldWebhooks } from '../modules/webhooks/index.js';
import { CHECK_REGISTRATIONS_JOB, checkRegistrations } from '../modules/sub-sellers/index.js';
import { emitInvoice, INVOICE_EMIT_JOB, INVOICE_SWEEP_JOB, sweepInvoices } from '../modules/invoices/index.js';
import {
  CHARGE_EXPORT_JOB,
  failChargeExport,
  PURGE_EXPORTS_JOB,
  purgeOldExports,
  runChargeExport,
  SWEEP_EXPORTS_JOB,
  sweepStuckExports,
} from '../modules/charge-exports/index.js';
import {
  failReport,
  PURGE_REPORTS_JOB,
  purgeOldReports,
  REPORT_JOB,
  runReport,
  SWEEP_REPORTS_JOB,
  sweepStuckReports,
} from '../modules/reports/index.js';

export const DECIDE_DISPUTES_JOB = 'disputes.decide';
export const CLEANUP_JOB = 'platform.cleanup';

/**
 * Every background job of the system, with its schedule when it has one (docs/architecture.md). Keyed
 * by name, so each handler's `data` has the type jobs/payloads.ts gives that name.
 */
export function jobDefinitions(ctx: AppContext): RegisteredJob[] {
  return registeredJobs({
    [MAIL_SEND_JOB]: {
      handler: (data) => ctx.mail.deliver(data.id),
      retryLimit: MAIL_MAX_ATTEMPTS - 1,
      // A day's billing notices are thousands of e-mails: 50 a poll, each retried on its own.
      batchSize: 50,
    },
    [MAIL_SWEEP_JOB]: { handler: () => ctx.mail.sweep(), cron: '*/5 * * * *' },
    // Times are São Paulo's (the queue schedules in America/Sao_Paulo).
    [MARK_LATE_JOB]: { handler: async () => void (await markLateCharges(ctx)), cron: '5 0 * * *' },
    [RELEASE_RECEIVABLES_JOB]: {
      handler: async () => void (await releaseReceivables(ctx)),
      cron: '10 0 * * *',
    },
    [ATTEMPT_DUE_JOB]: {
      // 08:00, then hourly as a catch-up for card charges created or left unattempted after the run.
      handler: async () => void (await attemptDueCardCharges(ctx)),
      cron: '0 8-23 * * *',
    },
    [RECONCILE_ATTEMPTS_JOB]: {
      handler: async () => void (await reconcileAttempts(ctx)),
      cron: '* * * * *',
    },
    [RECONCILE_CHANGES_JOB]: {
      handler: async () => void (await reconcileChanges(ctx)),
      cron: '* * * * *',
    },
    [POLL_ACCOUNTS_JOB]: {
      handler: async () => void (await pollBankingAccounts(ctx)),
      cron: '* * * * *',
    },
    [POLL_CARD_ISSUING_JOB]: {
      handler: async () => void (await pollCardIssuing(ctx)),
      cron: '* * * * *',
    },
    [RECONCILE_PIX_KEYS_JOB]: {
      handler: async () => void (await reconcilePixKeys(ctx)),
      cron: '* * * * *',
    },
    [APPLY_PIX_LIMITS_JOB]: {
      handler: async () => void (await applyDuePixLimits(ctx)),
      cron: '* * * * *',
    },
    [RECONCILE_REFUNDS_JOB]: {
      handler: async () => void (await reconcileRefunds(ctx)),
      cron: '* * * * *',
    },
    [DECIDE_DISPUTES_JOB]: {
      // The sandbox card network answers the evidence sent within five minutes (docs/sandbox.md).
      handler: async () => void (ctx.config.sandbox ? await decideSubmittedDisputes(ctx) : 0),
      cron: '*/5 * * * *',
    },
    [RECONCILE_PIX_PAYMENTS_JOB]: {
      handler: async () => void (await reconcilePixPayments(ctx)),
      cron: '* * * * *',
    },
    [EXECUTE_SCHEDULED_PIX_JOB]: {
      // 07:00, in the morning of the payment's day, then hourly until 19:00 as a catch-up (a restart, a late approval).
      handler: async () => void (await executeScheduledPayments(ctx)),
      cron: '0 7-19 * * *',
    },
    [RECONCILE_BOLETO_PAYMENTS_JOB]: {
      handler: async () => void (await reconcileBoletoPayments(ctx)),
      cron: '* * * * *',
    },
    [EXECUTE_SCHEDULED_BOLETOS_JOB]: {
      // As for Pix: 07:00 on the payment's day, then hourly until 19:00 as a catch-up.
      handler: async () => void (await executeScheduledBoletos(ctx)),
      cron: '0 7-19 * * *',
    },
    [EXECUTE_BATCH_JOB]: {
      // Safe to run again: a line is paid once (its unique batch line); the sweep takes over a dead run.
      handler: async (data) => void (await runBatch(ctx, data.id)),
      retryLimit: 2,
    },
    [SWEEP_BATCHES_JOB]: {
      handler: async () => void (await sweepBatches(ctx)),
      cron: '* * * * *',
    },
    [RECONCILE_WITHDRAWALS_JOB]: {
      handler: async () => void (await reconcileWithdrawals(ctx)),
      cron: '* * * * *',
    },
    [LEDGER_CHECK_JOB]: {
      handler: () => checkLedgerJob(ctx),
      cron: '45 4 * * *',
    },
    [INVOICE_EMIT_JOB]: { handler: (data) => emitInvoice(ctx, data.id) },
    [INVOICE_SWEEP_JOB]: { handler: () => sweepInvoices(ctx), cron: '* * * * *' },
    [CHARGE_EXPORT_JOB]: {
      handler: (data) => runChargeExport(ctx, data.id),
      retryLimit: 2,
      onGiveUp: (data) => failChargeExport(ctx, data.id),
    },
    [SWEEP_EXPORTS_JOB]: {
      handler: async () => void (await sweepStuckExports(ctx)),
      cron: '25 * * * *',
    },
    [PURGE_EXPORTS_JOB]: { handler: async () => void (await purgeOldExports(ctx)), cron: '30 3 * * *' },
    [REPORT_JOB]: {
      handler: (data) => runReport(ctx, data.sellerId, data.id),
      retryLimit: 2,
      onGiveUp: (data) => failReport(ctx, data.sellerId, data.id),
    },
    [SWEEP_REPORTS_JOB]: {
      handler: async () => void (await sweepStuckReports(ctx)),
      cron: '35 * * * *',
    },
    [PURGE_REPORTS_JOB]: { handler: async () => void (await purgeOldReports(ctx)), cron: '40 3 * * *' },
    [ISSUE_CYCLES_JOB]: {
      // Hourly: boletos and Pix go out CYCLE_LEAD_DAYS ahead; a card cycle waits for its due date.
      handler: async () => void (await issueDueCycles(ctx)),
      cron: '20 * * * *',
    },
    [DUNNING_JOB]: {
      // 09:00, then hourly until 20:00 as a catch-up (each notice is decided once: a rerun adds nothing),
      // and what it decided is sent at once.
      handler: async () => {
        await runDunning(ctx);
        await dispatchNotices(ctx);
      },
      cron: '0 9-20 * * *',
    },
    [NOTICE_DISPATCH_JOB]: {
      // On-payment notices, a run that died before sending, WhatsApp outcomes to reconcile.
      handler: async () => void (await dispatchNotices(ctx)),
      cron: '* * * * *',
    },
    [CHECK_REGISTRATIONS_JOB]: { handler: async () => void (await checkRegistrations(ctx)), cron: '* * * * *' },
    [PURGE_WEBHOOKS_JOB]: { handler: async () => void (await purgeOldWebhooks(ctx)), cron: '50 3 * * *' },
    [CLEANUP_JOB]: { handler: () => purgeExpiredIdempotencyKeys(ctx), cron: '17 * * * *' },
  });
}
