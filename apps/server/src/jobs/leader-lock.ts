import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';

/** The scheduler's session advisory lock: one key for the whole installation. */
export const SCHEDULER_LOCK_KEY = 4_242_026;
/** A standby asks for the lock this often: it leads at most this long after the leader's connection closes. */
export const LEADER_RETRY_MS = 2_000;
/** The leader checks its lock's connection this often, and gives up leading when it stops answering. */
export const LEADER_HEARTBEAT_MS = 2_000;
/**
 * The database drops a session whose peer went silent (a host that vanished without closing its
 * socket) after about 5 + 2 × 3 = 11 s, releasing its lock; a standby then leads within its retry.
 */
const KEEPALIVE_OPTIONS = '-c tcp_keepalives_idle=5 -c tcp_keepalives_interval=2 -c tcp_keepalives_count=3';

export interface LeaderHandlers {
  /** This process holds the lock from now on. */
  lead(): Promise<void>;
  /** It no longer does (its connection failed, or it is stopping): stop the leader's work at once. */
  lose(): Promise<void>;
}

export interface LeaderLockOptions {
  key?: number;
  retryMs?: number;
  heartbeatMs?: number;
  /** Where the lock's connection goes: the database itself, never a transaction-mode pooler. */
  connectionString?: string;
}

/**
 * Exactly one leader among the processes that run it (docs/operations.md, "Roles"): on PostgreSQL the
 * holder of a session advisory lock on a connection of its own, outside the pool. PostgreSQL releases
 * the lock when that connection ends, so a leader that dies hands over without anyone's help: a
 * standby asking every `retryMs` takes it. The leader's `lose` runs before it could be unsure it
 * still holds the lock (a heartbeat that fails), so two leaders overlap only while a dead one's
 * connection is still being timed out by the database, and the scheduler's sends are unique per
 * minute for that case. With PGlite (one process) the process leads at once.
 */
export class LeaderLock {
  leading = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private client:
    { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>; end(): Promise<void> } | undefined;
  /** Lead and lose run one after the other, never interleaved. */
  private turn: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly handlers: LeaderHandlers,
    private readonly log: FastifyBaseLogger,
    private readonly options: LeaderLockOptions = {},
  ) {}

  /** Starts competing for the lock; resolves after the first attempt (leading or standing by). */
  async start(): Promise<void> {
    if (this.database.pglite) return this.become(true);
    await this.attempt();
  }

  private become(leading: boolean): Promise<void> {
    // A lock granted while stopping is let go with the connection, never led on.
    if (this.leading === leading || (leading && this.stopped)) return this.turn;
    this.leading = leading;
    this.log.info({ leading }, leading ? 'scheduler leading' : 'scheduler standing by');
    const next = this.turn.then(() => (leading ? this.handlers.lead() : this.handlers.lose()));
    this.turn = next.catch((error: unknown) => {
      this.log.error({ err: { name: (error as Error).name } }, 'scheduler hand-over failed');
    });
    return this.turn;
  }

  private later(run: () => Promise<void>, ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void run(), ms);
    this.timer.unref();
  }

  /** Connects when needed and asks for the lock; leading, it checks the connection instead. */
  private async attempt(): Promise<void> {
    try {
      const client = this.client ?? (await this.connect());
      if (this.leading) {
        await client.query('select 1');
      } else {
        const { rows } = await client.query('select pg_try_advisory_lock($1) as held', [this.key]);
        if ((rows[0] as { held?: boolean } | undefined)?.held) await this.become(true);
      }
    } catch (error) {
      this.log.warn({ err: { name: (error as Error).name } }, 'scheduler lock connection failed');
      await this.dropConnection();
    }
    this.later(() => this.attempt(), this.leading ? this.heartbeatMs : this.retryMs);
  }

  private async connect() {
    const { default: pg } = await import('pg');
    const connectionString =
      this.options.connectionString ?? this.database.directConnectionString ?? this.database.connectionString;
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      options: KEEPALIVE_OPTIONS,
      // The leader is the session holding the lock: `pg_stat_activity` names it.
      application_name: 'cofre-scheduler',
      query_timeout: this.heartbeatMs * 2,
      connectionTimeoutMillis: this.heartbeatMs * 2,
    });
    // An error between queries (the server went away) ends leadership at once, not at the next beat.
    client.on('error', () => void this.dropConnection(client));
    client.on('end', () => void this.dropConnection(client));
    await client.connect();
    this.client = client;
    return client;
  }

  /** The lock went with the connection: stop leading before anything else. */
  private async dropConnection(which?: unknown): Promise<void> {
    const client = this.client;
    // A connection already replaced (its late 'end') says nothing about the current one.
    if (which !== undefined && which !== client) return;
    this.client = undefined;
    await this.become(false);
    await client?.end().catch(() => {});
  }

  private get key() {
    return this.options.key ?? SCHEDULER_LOCK_KEY;
  }

  private get retryMs() {
    return this.options.retryMs ?? LEADER_RETRY_MS;
  }

  private get heartbeatMs() {
    return this.options.heartbeatMs ?? LEADER_HEARTBEAT_MS;
  }

  /** Stops leading (or standing by); ending the connection releases the lock for a standby. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.become(false);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
