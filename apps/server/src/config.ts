import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * How long a process may take to stop after SIGTERM (serve.ts, every role): requests in flight
 * finish and jobs in progress get pg-boss's 5 s, then it leaves anyway, before an orchestrator's
 * kill (Kubernetes' default grace is 30 s).
 */
export const SHUTDOWN_DEADLINE_MS = 20_000;

/** What a process runs (ROLE): everything (the demo, a small server), or one part of it. */
export const ROLES = ['all', 'api', 'worker', 'scheduler'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The kinds of work a worker can be given alone (WORKER_QUEUES), so that a flood of e-mails never
 * delays a payment's reconciliation: money (charges, refunds, banking, payments, cards, finance,
 * ledger, subscriptions, invoices, disputes, sub-sellers), notifications (e-mail, notices),
 * files (exports, reports, clean-ups) and webhooks (the delivery loop and its purge).
 */
export const QUEUE_CLASSES = ['money', 'notifications', 'files', 'webhooks'] as const;
export type QueueClass = (typeof QUEUE_CLASSES)[number];

/** ROLE: one of ROLES, 'all' when unset; anything else is refused at start. */
export function parseRole(value: string | undefined): Role {
  const role = (value?.trim() || 'all') as Role;
  if (!ROLES.includes(role)) throw new Error(`ROLE must be one of ${ROLES.join(', ')}`);
  return role;
}

/** WORKER_QUEUES: a comma-separated subset of QUEUE_CLASSES; undefined (every class) when unset. */
export function parseQueueClasses(value: string | undefined): QueueClass[] | undefined {
  const listed = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (listed.length === 0) return undefined;
  const unknown = listed.filter((entry) => !QUEUE_CLASSES.includes(entry as QueueClass));
  if (unknown.length > 0) throw new Error(`WORKER_QUEUES takes ${QUEUE_CLASSES.join(', ')}`);
  return [...new Set(listed)] as QueueClass[];
}

/**
 * What ROLE turns on. `all` keeps the single process of `npm start` (and `WORKER=false` there, the
 * API alone, as before roles existed): the scheduler goes with the worker.
 */
export function rolesOf(env: NodeJS.ProcessEnv): Pick<Config, 'api' | 'worker' | 'scheduler'> {
  const role = parseRole(env.ROLE);
  if (role !== 'all') return { api: role === 'api', worker: role === 'worker', scheduler: role === 'scheduler' };
  const worker = env.WORKER !== 'false';
  return { api: true, worker, scheduler: worker };
}

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface Config {
  port: number;
  host: string;
  /** Where PGlite keeps its files and where generated keys are stored. */
  dataDir: string;
  /** PostgreSQL connection string; PGlite under dataDir when absent. */
  databaseUrl?: string;
  /** DATABASE_DIRECT_URL: the database itself when DATABASE_URL is a pooler (LISTEN, the scheduler's lock, migrations). */
  databaseDirectUrl?: string;
  /** DATABASE_READ_URL: a streaming replica for the read-only screens (db/read-router.ts). */
  databaseReadUrl?: string;
  /** DATABASE_PREPARED_STATEMENTS=false: no named prepared statements (a transaction-mode pooler). */
  preparedStatements: boolean;
  /**
   * DATABASE_POOL_SIZE (10): connections this process keeps to DATABASE_URL (and as many to the
   * replica). Size it from the database: its connection budget divided among the processes
   * (docs/operations.md, "Connections per process").
   */
  databasePoolSize: number;
  /** In-memory PGlite (tests): load this dump instead of opening dataDir. */
  pgliteDump?: Blob;
  /**
   * An open PGlite lent by the caller (tests, one per worker reset between files): used as it is and
   * left open when the app closes.
   */
  pgliteLent?: PGlite;
  smtpUrl?: string;
  mailFrom: string;
  /** Public base URL of the web app, used in e-mailed links. */
  publicUrl: string;
  /**
   * The product's name where the server shows it to an outside app: the issuer of two-factor
   * enrolments (BRAND_NAME, else the web build's VITE_BRAND_NAME; 'Cofre' when unset).
   */
  brandName?: string;
  /** Base64 secrets; generated and kept in dataDir when absent. */
  jwtSecret?: string;
  encryptionKey?: string;
  /** CARD_DATA_KEY: the key sealing card numbers and CVVs (32 bytes, base64); generated on first start otherwise. */
  cardDataKey?: string;
  /** CARD_DATA_PREVIOUS_KEYS: keys rotated out, comma-separated, still opening the rows they sealed. */
  cardDataPreviousKeys?: string[];
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  twoFactorTokenTtlS: number;
  argon2: Argon2Params;
  signInLimits: { perIpPerMinute: number; failuresPerAccount: number; accountWindowS: number };
  /** Serve the API (ROLE api or all). A process without it answers only its health probes. */
  api: boolean;
  /** Consume jobs and deliver webhooks (ROLE worker or all; `WORKER=false` turns it off in `all`). */
  worker: boolean;
  /**
   * Run the cron sweeps and pg-boss's maintenance (ROLE scheduler or all): on PostgreSQL only the
   * process holding the scheduler's advisory lock does, the others wait to take over (jobs/leader-lock.ts).
   */
  scheduler: boolean;
  /** The queue classes this worker consumes (WORKER_QUEUES, comma-separated); all when absent. */
  workerQueues?: QueueClass[];
  /**
   * Apply pending migrations at start (MIGRATE_ON_START, default on). Off where processes are
   * started by the dozen: `npm run migrate` runs once, and a process reports not ready
   * (`/api/health/ready`) until the database has every migration it knows.
   */
  migrateOnStart: boolean;
  /** Serve the built SPA from this folder when it exists. */
  webDist?: string;
  seedDemo: boolean;
  logLevel: string;
  /** Human-readable log lines (pino-pretty) instead of JSON: LOG_FORMAT=pretty|json, else on a TTY only. */
  logPretty: boolean;
  /** BrasilAPI-style base URL for CNPJ lookups; the sandbox when absent or 'sandbox'. */
  companyLookupUrl?: string;
  /** ViaCEP-style base URL for CEP lookups; the sandbox when absent or 'sandbox'. */
  zipLookupUrl?: string;
  lookupTimeoutMs: number;
  /** Past this, a call to the acquirer is an unknown outcome, kept pending and reconciled. */
  acquirerTimeoutMs: number;
  /** An operation whose answer has not come back after this long is reconciled by its job. */
  reconcileLeaseMs: number;
  /** How long a running request holds its Idempotency-Key before a retry may take it over. */
  idempotencyLeaseMs: number;
  /**
   * Which proxies may tell the client address (X-Forwarded-For): false (none: the socket's address),
   * a number of hops (the right-most N entries were appended by our own proxies) or a list of
   * proxy addresses/CIDRs. Never "trust everything": the left-most entry is whatever the client wrote.
   */
  trustProxy: false | number | string[];
  /** NODE_ENV: 'production' refuses unsafe defaults (e-mails kept as files without SMTP_URL). */
  nodeEnv?: string;
  /** Sandbox controls (simulate payments, open/win/lose disputes): on unless production. */
  sandbox: boolean;
  /**
   * The WhatsApp Business Cloud API (WHATSAPP_API_URL, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TOKEN, all
   * three); absent or WHATSAPP_API_URL=sandbox: the sandbox, which records every message.
   */
  whatsApp?: { baseUrl: string; phoneNumberId: string; token: string };
  /** Calls per API key and window (API_KEY_RATE_LIMIT, e.g. '100/1000': 100 per second); default 100/s. */
  apiKeyRateLimit?: { max: number; windowMs: number };
  /** Past this, a webhook attempt with no answer counts as failed and is retried (WEBHOOK_TIMEOUT_MS). */
  webhookTimeoutMs?: number;
  /** The sandbox acquirer's review time of a sub-seller registration (SUB_SELLER_REVIEW_MS). */
  subSellerReviewMs?: number;
  /** How long a claimed webhook delivery is held before another round may take it (WEBHOOK_LEASE_MS). */
  webhookLeaseMs?: number;
}

/** '100/1000' → 100 calls per 1000 ms; absent or malformed: the default. */
export function parseRateLimit(value: string | undefined): Config['apiKeyRateLimit'] {
  const match = /^(\d+)\/(\d+)$/.exec(value?.trim() ?? '');
  return match ? { max: Number(match[1]), windowMs: Number(match[2]) } : undefined;
}

/** The Cloud API settings when all three are given and the URL is not 'sandbox'. */
export function parseWhatsApp(env: NodeJS.ProcessEnv): Config['whatsApp'] {
  const baseUrl = env.WHATSAPP_API_URL?.trim();
  if (!baseUrl || baseUrl === 'sandbox') return undefined;
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID?.trim();
  const token = env.WHATSAPP_TOKEN?.trim();
  if (!phoneNumberId || !token) {
    throw new Error('WHATSAPP_API_URL needs WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TOKEN');
  }
  return { baseUrl, phoneNumberId, token };
}

/**
 * TRUST_PROXY: unset/'false'/'0' → false; a positive integer → that many hops; 'true' → 1 hop (one
 * load balancer, the usual deployment; trusting every hop let anyone forge their address); anything
 * else → a comma-separated list of proxy addresses or CIDRs.
 */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number.parseInt(text, 10);
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** DATABASE_POOL_SIZE: a whole number of connections from 1; 10 when unset; anything else refused at start. */
export function parsePoolSize(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return 10;
  if (!/^\d+$/.test(text) || Number.parseInt(text, 10) < 1) {
    throw new Error('DATABASE_POOL_SIZE must be a whole number of connections, 1 or more');
  }
  return Number.parseInt(text, 10);
}

/** SANDBOX: 'true'/'false'; when unset, on everywhere but NODE_ENV=production. */
export function parseSandbox(value: string | undefined, nodeEnv: string | undefined): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return nodeEnv !== 'production';
}

/** OWASP's argon2id recommendation: m=19 MiB, t=2, p=1. */
export const OWASP_ARGON2: Argon2Params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const int = (value: string | undefined, fallback: number) => (value ? Number.parseInt(value, 10) : fallback);

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000);
  const roles = rolesOf(env);
  return {
    port,
    // Only this machine unless told otherwise: the demo users' password is public (README).
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS !== 'false',
    databasePoolSize: parsePoolSize(env.DATABASE_POOL_SIZE),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Cofre <nao-responda@cofre.dev>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    brandName: env.BRAND_NAME?.trim() || env.VITE_BRAND_NAME?.trim() || 'Cofre',
    jwtSecret: env.JWT_SECRET || undefined,
    encryptionKey: env.ENCRYPTION_KEY || undefined,
    cardDataKey: env.CARD_DATA_KEY || undefined,
    cardDataPreviousKeys: env.CARD_DATA_PREVIOUS_KEYS
      ? env.CARD_DATA_PREVIOUS_KEYS.split(',').map((key) => key.trim())
      : undefined,
    accessTokenTtlS: int(env.ACCESS_TOKEN_TTL_S, 15 * 60),
    refreshTokenTtlS: int(env.REFRESH_TOKEN_TTL_S, 12 * 60 * 60),
    twoFactorTokenTtlS: 5 * 60,
    argon2: OWASP_ARGON2,
    signInLimits: {
      perIpPerMinute: int(env.SIGNIN_IP_LIMIT, 30),
      failuresPerAccount: int(env.SIGNIN_ACCOUNT_LIMIT, 10),
      accountWindowS: 15 * 60,
    },
    ...roles,
    workerQueues: parseQueueClasses(env.WORKER_QUEUES),
    migrateOnStart: env.MIGRATE_ON_START !== 'false',
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    // The demo is seeded by a process that serves it, never by a worker or the scheduler.
    seedDemo: env.SEED_DEMO !== 'false' && roles.api,
    logLevel: env.LOG_LEVEL ?? 'info',
    logPretty: env.LOG_FORMAT === 'pretty' || (env.LOG_FORMAT !== 'json' && process.stdout.isTTY === true),
    companyLookupUrl: env.COMPANY_LOOKUP_URL || undefined,
    zipLookupUrl: env.ZIP_LOOKUP_URL || undefined,
    lookupTimeoutMs: int(env.LOOKUP_TIMEOUT_MS, 3000),
    acquirerTimeoutMs: int(env.ACQUIRER_TIMEOUT_MS, 10_000),
    reconcileLeaseMs: int(env.RECONCILE_LEASE_MS, 60_000),
    idempotencyLeaseMs: int(env.IDEMPOTENCY_LEASE_MS, 30_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sandbox: parseSandbox(env.SANDBOX, env.NODE_ENV),
    whatsApp: parseWhatsApp(env),
    apiKeyRateLimit: parseRateLimit(env.API_KEY_RATE_LIMIT),
    webhookTimeoutMs: int(env.WEBHOOK_TIMEOUT_MS, 10_000),
    webhookLeaseMs: int(env.WEBHOOK_LEASE_MS, 60_000),
    // A minute in the sandbox (the demo shows PENDING then ACTIVE); a real acquirer takes about 5.
    subSellerReviewMs: int(env.SUB_SELLER_REVIEW_MS, 60_000),
    nodeEnv: env.NODE_ENV,
  };
}
