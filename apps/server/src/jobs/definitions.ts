import type { AppContext } from '../context.js';
import { MAIL_MAX_ATTEMPTS, MAIL_SEND_JOB, MAIL_SWEEP_JOB } from '../modules/mail/service.js';
import { purgeExpiredIdempotencyKeys } from '../plugins/idempotency.js';
import type { JobDefinition } from './queue.js';
import { reconcileAttempts } from '../modules/charges/payment.js';
import { RECONCILE_REFUNDS_JOB, reconcileRefunds } from '../modules/refunds/service.js';
import { LEDGER_CHECK_JOB, checkLedgerJob } from '../modules/ledger/check.js';
import {
  ATTEMPT_DUE_JOB,
  MARK_LATE_JOB,
  RECONCILE_ATTEMPTS_JOB,
  RELEASE_RECEIVABLES_JOB,
  attemptDueCardCharges,
  markLateCharges,
  releaseReceivables,
} from '../modules/charges/jobs.js';
import { INVOICE_EMIT_JOB, INVOICE_SWEEP_JOB, emitInvoice, sweepInvoices } from '../modules/invoices/service.js';
import {
  CHARGE_EXPORT_JOB,
  PURGE_EXPORTS_JOB,
  failChargeExport,
  SWEEP_EXPORTS_JOB,
  sweepStuckExports,
  purgeOldExports,
  runChargeExport,
} from '../modules/charge-exports/service.js';

export const CLEANUP_JOB = 'platform.cleanup';

/** Every background job of the system, with its schedule when it has one (docs/architecture.md). */
export function jobDefinitions(ctx: AppContext): Array<JobDefinition<never> & { cron?: string }> {
  return [
    {
      name: MAIL_SEND_JOB,
      handler: ((data: { id: string }) => ctx.mail.deliver(data.id)) as never,
      retryLimit: MAIL_MAX_ATTEMPTS - 1,
    },
    { name: MAIL_SWEEP_JOB, handler: (() => ctx.mail.sweep()) as never, cron: '*/5 * * * *' },
    // Times are São Paulo's (the queue schedules in America/Sao_Paulo).
    { name: MARK_LATE_JOB, handler: (async () => void (await markLateCharges(ctx))) as never, cron: '5 0 * * *' },
    {
      name: RELEASE_RECEIVABLES_JOB,
      handler: (async () => void (await releaseReceivables(ctx))) as never,
      cron: '10 0 * * *',
    },
    {
      // 08:00, then hourly as a catch-up for card charges created or left unattempted after the run.
      name: ATTEMPT_DUE_JOB,
      handler: (async () => void (await attemptDueCardCharges(ctx))) as never,
      cron: '0 8-23 * * *',
    },
    {
      name: RECONCILE_ATTEMPTS_JOB,
      handler: (async () => void (await reconcileAttempts(ctx))) as never,
      cron: '* * * * *',
    },
    {
      name: RECONCILE_REFUNDS_JOB,
      handler: (async () => void (await reconcileRefunds(ctx))) as never,
      cron: '* * * * *',
    },
    {
      name: LEDGER_CHECK_JOB,
      handler: (() => checkLedgerJob(ctx)) as never,
      cron: '45 4 * * *',
    },
    { name: INVOICE_EMIT_JOB, handler: ((data: { id: string }) => emitInvoice(ctx, data.id)) as never },
    { name: INVOICE_SWEEP_JOB, handler: (() => sweepInvoices(ctx)) as never, cron: '* * * * *' },
    {
      name: CHARGE_EXPORT_JOB,
      handler: ((data: { id: string }) => runChargeExport(ctx, data.id)) as never,
      retryLimit: 2,
      onGiveUp: ((data: { id: string }) => failChargeExport(ctx, data.id)) as never,
    },
    {
      name: SWEEP_EXPORTS_JOB,
      handler: (async () => void (await sweepStuckExports(ctx))) as never,
      cron: '25 * * * *',
    },
    { name: PURGE_EXPORTS_JOB, handler: (async () => void (await purgeOldExports(ctx))) as never, cron: '30 3 * * *' },
    { name: CLEANUP_JOB, handler: (() => purgeExpiredIdempotencyKeys(ctx)) as never, cron: '17 * * * *' },
  ];
}
