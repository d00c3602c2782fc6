import type { WorkSignal } from './jobs/work-signal.js';
import type { FastifyBaseLogger } from 'fastify';
import type { ReadRouter } from './db/read-router.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { DomainEvents } from './lib/domain-events.js';
import type { Secrets } from './lib/secrets.js';
import type { PrincipalCache, TokenService } from './modules/auth/index.js';
import type { AuditService } from './modules/audit/index.js';
import type { MailService } from './modules/mail/index.js';
import type { JobQueue } from './jobs/queue.js';
import type { CompanyLookup } from './providers/company-lookup/index.js';
import type { ZipLookup } from './providers/zip-lookup/index.js';
import type { Acquirer } from './providers/acquirer/port.js';
import type { InvoiceIssuer } from './providers/invoice-issuer/port.js';
import type { Banking } from './providers/banking/port.js';
import type { WhatsApp } from './providers/whatsapp/port.js';
import type { CardIssuer } from './providers/card-issuer/index.js';
import type { PixDirectory } from './providers/pix-directory/port.js';
import type { Sms } from './providers/sms/port.js';

/** Everything a service needs, built once by buildApp and passed explicitly. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Where the read-only screens read: a replica (DATABASE_READ_URL) with read-your-writes, else `db`. */
  reads: ReadRouter;
  clock: Clock;
  secrets: Secrets;
  tokens: TokenService;
  audit: AuditService;
  mail: MailService;
  jobs: JobQueue;
  /** Wakes the worker's idle loops when work is committed (jobs/work-signal.ts); listened to by workers only. */
  workSignal: WorkSignal;
  log: FastifyBaseLogger;
  companyLookup: CompanyLookup;
  zipLookup: ZipLookup;
  acquirer: Acquirer;
  invoiceIssuer: InvoiceIssuer;
  /** Pays withdrawals out to the sellers' bank accounts (providers/banking). */
  banking: Banking;
  /** Billing notices by WhatsApp (providers/whatsapp): the Cloud API or the sandbox. */
  whatsApp: WhatsApp;
  /** The Pix directory (DICT) that registers the account's keys (providers/pix-directory): the sandbox today. */
  pixDirectory: PixDirectory;
  /** The corporate cards' issuer (providers/card-issuer): the sandbox today. */
  cardIssuer: CardIssuer;
  /** SMS codes of phone Pix keys (providers/sms): the sandbox where the sandbox is on (never in production), none elsewhere. */
  sms: Sms;
  /** Session principals kept in memory (the API listens for changes; elsewhere it never caches). */
  principals: PrincipalCache;
  /** What modules announce in their transactions, and who reacts (lib/domain-events.ts). */
  events: DomainEvents;
}
