import { WorkSignal } from './jobs/work-signal.js';
import { PrincipalCache, TokenService } from './modules/auth/index.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { ReadRouter } from './db/read-router.js';
import { JobQueue } from './jobs/queue.js';
import { systemClock, type Clock } from './lib/clock.js';
import { DomainEvents } from './lib/domain-events.js';
import { loadSecrets } from './lib/secrets.js';
import { AuditService } from './modules/audit/index.js';
import { MailService } from './modules/mail/index.js';
import { subscribePaymentLinks } from './modules/payment-links/index.js';
import { subscribeInvoices } from './modules/invoices/index.js';
import { subscribeSubscriptions } from './modules/subscriptions/index.js';
import { createCompanyLookup, type CompanyLookup } from './providers/company-lookup/index.js';
import { outboxDir, outboxFileSender } from './providers/mail/outbox-files.js';
import { assertOutboxFilesAllowed } from './providers/mail/production-guard.js';
import { createZipLookup, type ZipLookup } from './providers/zip-lookup/index.js';
import type { MailSender } from './providers/mail/port.js';
import { createInvoiceIssuer, type InvoiceIssuer } from './providers/invoice-issuer/index.js';
import { createAcquirer } from './providers/acquirer/index.js';
import { createBanking } from './providers/banking/index.js';
import type { Banking } from './providers/banking/port.js';
import type { Acquirer } from './providers/acquirer/port.js';
import { smtpSender } from './providers/mail/smtp.js';
import { createWhatsApp, type WhatsApp } from './providers/whatsapp/index.js';
import { createCardIssuer, type CardIssuer } from './providers/card-issuer/index.js';
import { createPixDirectory, type PixDirectory } from './providers/pix-directory/index.js';
import { createSms, type Sms } from './providers/sms/index.js';
import { subscribeNotices } from './modules/notices/index.js';

export interface ContextOptions {
  clock?: Clock;
  mailSender?: MailSender;
  companyLookup?: CompanyLookup;
  zipLookup?: ZipLookup;
  acquirer?: Acquirer;
  invoiceIssuer?: InvoiceIssuer;
  banking?: Banking;
  whatsApp?: WhatsApp;
  pixDirectory?: PixDirectory;
  cardIssuer?: CardIssuer;
  sms?: Sms;
}

/** Opens (and, unless told not to, migrates) the database and wires every service. Shared by the API, the worker and ops. */
export async function createContext(
  config: Config,
  log: FastifyBaseLogger,
  options: ContextOptions = {},
): Promise<AppContext> {
  // Fail before touching the database: production without SMTP would write reset links to disk.
  if (!options.mailSender && !config.smtpUrl) assertOutboxFilesAllowed(config.nodeEnv);
  const database = await openDatabase({
    ...config,
    onConnectionError: (error) => log.warn({ err: error }, 'database connection dropped'),
  });
  if (config.migrateOnStart) await migrateDatabase(database);
  // A streaming replica for the read-only screens (db/read-router.ts); never migrated: it follows.
  const replica = config.databaseReadUrl
    ? await openDatabase({ ...config, databaseUrl: config.databaseReadUrl, databaseDirectUrl: undefined })
    : undefined;
  const clock = options.clock ?? systemClock;
  const secrets = loadSecrets(config);
  const workSignal = new WorkSignal();
  const jobs = new JobQueue(database, log, workSignal);
  const sender =
    options.mailSender ??
    (config.smtpUrl ? smtpSender(config.smtpUrl) : outboxFileSender(outboxDir(config.dataDir), log));
  return {
    config,
    database,
    db: database.db,
    reads: new ReadRouter(database, replica, log),
    clock,
    secrets,
    tokens: new TokenService(secrets.jwtKey, clock, config.accessTokenTtlS, config.twoFactorTokenTtlS),
    audit: new AuditService(database.db, clock),
    mail: new MailService(database.db, clock, jobs, sender, config.mailFrom),
    jobs,
    workSignal,
    log,
    companyLookup: options.companyLookup ?? createCompanyLookup(config),
    zipLookup: options.zipLookup ?? createZipLookup(config),
    acquirer: options.acquirer ?? createAcquirer(database.db, { clock, reviewMs: config.subSellerReviewMs ?? 60_000 }),
    invoiceIssuer: options.invoiceIssuer ?? createInvoiceIssuer(),
    banking: options.banking ?? createBanking(database.db, clock),
    whatsApp: options.whatsApp ?? createWhatsApp(config, database.db, clock),
    pixDirectory: options.pixDirectory ?? createPixDirectory(database.db, clock),
    cardIssuer: options.cardIssuer ?? createCardIssuer(database.db, clock),
    sms: options.sms ?? createSms(config, database.db, clock, log),
    principals: new PrincipalCache(),
    events: domainEvents(),
  };
}

/**
 * Who reacts to what a module announces (lib/domain-events.ts), registered once per context. A
 * handler runs inside the announcing transaction, in the order registered here.
 */
function domainEvents(): DomainEvents {
  const events = new DomainEvents();
  subscribeInvoices(events);
  subscribePaymentLinks(events);
  subscribeSubscriptions(events);
  subscribeNotices(events);
  return events;
}
