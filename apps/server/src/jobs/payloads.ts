import { z } from 'zod';
import type { QueueClass } from '../config.js';

/** The payload of a job that works on one row: the row's id. */
const byId = z.object({ id: z.string() });
/** A report request's job: the row and its seller (every read of it names the seller). */
const reportJob = z.object({ id: z.string(), sellerId: z.string() });
/** A scheduled sweep carries nothing (pg-boss's cron sends `{}`; anything else is ignored, as before). */
const nothing = z.unknown().transform((): NoPayload => ({}));

export type NoPayload = Record<string, never>;

/**
 * Every job of the system and the data it carries: the one place where a job's name fixes its
 * payload, for `ctx.jobs.send(name, data, tx)` and for the handler in definitions.ts alike. A new job
 * adds a line here and one in definitions.ts (the compiler asks for both). The module that owns the
 * job keeps its name constant (`MAIL_SEND_JOB = 'mail.send'`); a constant that is not listed here does
 * not compile where it is sent or handled.
 */
export interface JobPayloads {
  'mail.send': z.infer<typeof byId>;
  'mail.sweep': NoPayload;
  'charges.mark-late': NoPayload;
  'ledger.release-receivables': NoPayload;
  'charges.attempt-due-cards': NoPayload;
  'charges.reconcile-attempts': NoPayload;
  'charges.reconcile-changes': NoPayload;
  'banking.poll-accounts': NoPayload;
  'cards.poll-issuing': NoPayload;
  'banking.apply-pix-limits': NoPayload;
  'banking.reconcile-pix-keys': NoPayload;
  'payments.reconcile-pix': NoPayload;
  'payments.reconcile-boletos': NoPayload;
  'payments.execute-batch': z.infer<typeof byId>;
  'payments.sweep-batches': NoPayload;
  'payments.execute-scheduled-boletos': NoPayload;
  'payments.execute-scheduled-pix': NoPayload;
  'refunds.reconcile': NoPayload;
  'disputes.decide': NoPayload;
  'finance.reconcile-withdrawals': NoPayload;
  'ledger.check': NoPayload;
  'invoices.emit': z.infer<typeof byId>;
  'invoices.sweep': NoPayload;
  'charges.export-csv': z.infer<typeof byId>;
  'charges.sweep-exports': NoPayload;
  'charges.purge-exports': NoPayload;
  'reports.generate': z.infer<typeof reportJob>;
  'reports.sweep': NoPayload;
  'reports.purge': NoPayload;
  'subscriptions.issue-cycles': NoPayload;
  'notices.dunning': NoPayload;
  'notices.dispatch': NoPayload;
  'webhooks.purge': NoPayload;
  'sub-sellers.check-registrations': NoPayload;
  'platform.cleanup': NoPayload;
}

export type JobName = keyof JobPayloads;

/** What the queue checks a stored job's data against before its handler sees it. */
export const jobPayloadSchemas: { [K in JobName]: z.ZodType<JobPayloads[K]> } = {
  'mail.send': byId,
  'mail.sweep': nothing,
  'charges.mark-late': nothing,
  'ledger.release-receivables': nothing,
  'charges.attempt-due-cards': nothing,
  'charges.reconcile-attempts': nothing,
  'charges.reconcile-changes': nothing,
  'banking.poll-accounts': nothing,
  'cards.poll-issuing': nothing,
  'banking.apply-pix-limits': nothing,
  'banking.reconcile-pix-keys': nothing,
  'payments.reconcile-pix': nothing,
  'payments.reconcile-boletos': nothing,
  'payments.execute-batch': byId,
  'payments.sweep-batches': nothing,
  'payments.execute-scheduled-boletos': nothing,
  'payments.execute-scheduled-pix': nothing,
  'refunds.reconcile': nothing,
  'disputes.decide': nothing,
  'finance.reconcile-withdrawals': nothing,
  'ledger.check': nothing,
  'invoices.emit': byId,
  'invoices.sweep': nothing,
  'charges.export-csv': byId,
  'charges.sweep-exports': nothing,
  'charges.purge-exports': nothing,
  'reports.generate': reportJob,
  'reports.sweep': nothing,
  'reports.purge': nothing,
  'subscriptions.issue-cycles': nothing,
  'notices.dunning': nothing,
  'notices.dispatch': nothing,
  'webhooks.purge': nothing,
  'sub-sellers.check-registrations': nothing,
  'platform.cleanup': nothing,
};

/**
 * Which workers take each job (WORKER_QUEUES, config.ts): a worker given only 'money' never waits
 * behind a day's billing e-mails or a million-row export. A new job names its class here too.
 */
export const jobQueueClasses: { [K in JobName]: QueueClass } = {
  'mail.send': 'notifications',
  'mail.sweep': 'notifications',
  'charges.mark-late': 'money',
  'ledger.release-receivables': 'money',
  'charges.attempt-due-cards': 'money',
  'charges.reconcile-attempts': 'money',
  'charges.reconcile-changes': 'money',
  'banking.poll-accounts': 'money',
  'cards.poll-issuing': 'money',
  'banking.apply-pix-limits': 'money',
  'banking.reconcile-pix-keys': 'money',
  'payments.reconcile-pix': 'money',
  'payments.reconcile-boletos': 'money',
  'payments.execute-batch': 'money',
  'payments.sweep-batches': 'money',
  'payments.execute-scheduled-boletos': 'money',
  'payments.execute-scheduled-pix': 'money',
  'refunds.reconcile': 'money',
  'disputes.decide': 'money',
  'finance.reconcile-withdrawals': 'money',
  'ledger.check': 'money',
  'invoices.emit': 'money',
  'invoices.sweep': 'money',
  'charges.export-csv': 'files',
  'charges.sweep-exports': 'files',
  'charges.purge-exports': 'files',
  'reports.generate': 'files',
  'reports.sweep': 'files',
  'reports.purge': 'files',
  'subscriptions.issue-cycles': 'money',
  'notices.dunning': 'notifications',
  'notices.dispatch': 'notifications',
  'webhooks.purge': 'webhooks',
  'sub-sellers.check-registrations': 'money',
  'platform.cleanup': 'files',
};

/** The definitions a worker given `classes` consumes. */
export function ofQueueClasses<T extends { name: JobName }>(
  definitions: readonly T[],
  classes: readonly QueueClass[],
): T[] {
  return definitions.filter((definition) => classes.includes(jobQueueClasses[definition.name]));
}
