import type { AppContext } from '../context.js';
import { MAIL_MAX_ATTEMPTS, MAIL_SEND_JOB, MAIL_SWEEP_JOB } from '../modules/mail/service.js';
import { purgeExpiredIdempotencyKeys } from '../plugins/idempotency.js';
import type { JobDefinition } from './queue.js';
import {
  ATTEMPT_DUE_JOB,
  MARK_LATE_JOB,
  RELEASE_RECEIVABLES_JOB,
  attemptDueCardCharges,
  markLateCharges,
  releaseReceivables,
} from '../modules/charges/jobs.js';
import { INVOICE_EMIT_JOB, INVOICE_SWEEP_JOB, emitInvoice, sweepInvoices } from '../modules/invoices/service.js';
import {
  CHARGE_EXPORT_JOB,
  PURGE_EXPORTS_JOB,
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
      name: ATTEMPT_DUE_JOB,
      handler: (async () => void (await attemptDueCardCharges(ctx))) as never,
      cron: '0 8 * * *',
    },
    { name: INVOICE_EMIT_JOB, handler: ((data: { id: string }) => emitInvoice(ctx, data.id)) as never },
    { name: INVOICE_SWEEP_JOB, handler: (() => sweepInvoices(ctx)) as never, cron: '* * * * *' },
    {
      name: CHARGE_EXPORT_JOB,
      handler: ((data: { id: string }) => runChargeExport(ctx, data.id)) as never,
      retryLimit: 2,
    },
    { name: PURGE_EXPORTS_JOB, handler: (async () => void (await purgeOldExports(ctx))) as never, cron: '30 3 * * *' },
    { name: CLEANUP_JOB, handler: (() => purgeExpiredIdempotencyKeys(ctx)) as never, cron: '17 * * * *' },
  ];
}
