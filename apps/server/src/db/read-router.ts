import type { FastifyBaseLogger } from 'fastify';
import { withDeadline } from '../lib/deadline.js';
import type { Database, Db } from './client.js';

/** A WAL position ('16/B374D848') as one comparable number. */
export function walPosition(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** How often the replica's replay and the primary's position are compared. */
const POLL_MS = 200;
/** A replica further behind than this serves nobody: the screens sent to it tolerate a second. */
export const MAX_REPLICA_LAG_MS = 1_000;
/**
 * A poll that gets no answer within this long counts as a replica down: a host that vanished
 * without closing its sockets must not leave the router trusting its last healthy answer.
 */
const POLL_DEADLINE_MS = 1_000;
/** Sellers whose last write this process remembers (the rest rely on the browser's cookie). */
const MAX_REMEMBERED = 50_000;

export interface ReadStats {
  configured: boolean;
  /** The replica answered its last poll and is within MAX_REPLICA_LAG_MS of the primary. */
  healthy: boolean;
  /** How far behind it was at the last poll, in ms (null when it did not answer). */
  lagMs: number | null;
  replicaReads: number;
  primaryReads: number;
  /** Reads sent to the primary because the replica was down or behind (not for read-your-writes). */
  fallbacks: number;
  /** Reads sent to the primary because the seller's own write had not been replayed yet. */
  ownWrites: number;
}

/**
 * Where a read-only screen reads (docs/operations.md, "Read replica"): the replica named by
 * DATABASE_READ_URL when it is healthy and has replayed the reader's own last write, the primary
 * otherwise. A seller's writes are seen by their next read at once: after each write request the
 * API notes the primary's WAL position (for this process, and in a cookie the browser sends back to
 * whichever API process it reaches), and a read waits for no replica behind that position, it goes
 * to the primary. Money decisions never come here: they read `ctx.db` (the primary) in their
 * transaction.
 */
export class ReadRouter {
  private timer: NodeJS.Timeout | undefined;
  private replayed: bigint | undefined;
  private lagMs: number | null = null;
  /** The primary's recent positions, oldest first: how long ago the replica's replay was current. */
  private readonly samples: Array<{ at: number; position: bigint }> = [];
  private readonly written = new Map<string, bigint>();
  private readonly counts = { replicaReads: 0, primaryReads: 0, fallbacks: 0, ownWrites: 0 };
  private wasHealthy = true;

  constructor(
    private readonly primary: Database,
    private readonly replica: Database | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  get configured(): boolean {
    return this.replica !== undefined;
  }

  /** Starts comparing positions (nothing to do without a replica). */
  start(): void {
    if (!this.replica || this.timer) return;
    const poll = async () => {
      await this.poll();
      if (this.timer) this.timer = setTimeout(() => void poll(), POLL_MS).unref();
    };
    this.timer = setTimeout(() => void poll(), 0).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.replica?.close();
  }

  private get healthy(): boolean {
    return this.lagMs !== null && this.lagMs <= MAX_REPLICA_LAG_MS;
  }

  /** One comparison: the primary's position now, and what the replica has replayed. */
  async poll(now = Date.now()): Promise<void> {
    try {
      const { rows: primaryRows } = await withDeadline(POLL_DEADLINE_MS, () =>
        this.primary.executeSql('select pg_current_wal_lsn()::text as position'),
      );
      this.samples.push({ at: now, position: walPosition((primaryRows[0] as { position: string }).position) });
      while (this.samples.length > 0 && now - this.samples[0]!.at > MAX_REPLICA_LAG_MS * 3) this.samples.shift();
      const { rows } = await withDeadline(POLL_DEADLINE_MS, () =>
        this.replica!.executeSql('select pg_last_wal_replay_lsn()::text as replayed'),
      );
      const replayed = (rows[0] as { replayed: string | null }).replayed;
      if (!replayed) throw new Error('not a replica');
      this.replayed = walPosition(replayed);
      // The newest primary position the replica has reached: it is at most that old.
      const reached = [...this.samples].reverse().find((sample) => sample.position <= this.replayed!);
      this.lagMs = reached ? Math.max(0, now - reached.at) : null;
    } catch (error) {
      this.lagMs = null;
      this.replayed = undefined;
      if (this.wasHealthy) this.log.warn({ err: { name: (error as Error).name } }, 'read replica unreachable');
    }
    if (this.healthy !== this.wasHealthy) {
      this.log.warn({ healthy: this.healthy, lagMs: this.lagMs }, 'read replica changed state');
      this.wasHealthy = this.healthy;
    }
  }

  /**
   * The database for `sellerId`'s read-only screen: the replica when it is healthy and has replayed
   * past both the write position the browser sent (`after`) and the seller's last write seen here.
   */
  reader(sellerId: string, after?: bigint): Db {
    if (!this.replica) return this.primary.db;
    const remembered = this.written.get(sellerId);
    const ownWrite = after !== undefined && (remembered === undefined || after > remembered) ? after : remembered;
    if (!this.healthy || this.replayed === undefined) {
      this.counts.fallbacks += 1;
      this.counts.primaryReads += 1;
      return this.primary.db;
    }
    if (ownWrite !== undefined && this.replayed < ownWrite) {
      this.counts.ownWrites += 1;
      this.counts.primaryReads += 1;
      return this.primary.db;
    }
    this.counts.replicaReads += 1;
    return this.replica.db;
  }

  /**
   * For a job that reads on behalf of a request (an export, a report): the replica once `has` finds
   * the request's own row there (it has then replayed every write the seller made before asking),
   * the primary when it does not within MAX_REPLICA_LAG_MS or the replica fails to answer. Needs no
   * polling, so it works in a worker, which runs no router loop.
   */
  async databaseHaving(has: (db: Db) => Promise<boolean>): Promise<Database> {
    if (!this.replica) return this.primary;
    const replica = this.replica;
    const deadline = Date.now() + MAX_REPLICA_LAG_MS;
    for (;;) {
      const found = await withDeadline(POLL_DEADLINE_MS, () => has(replica.db)).catch(() => null);
      if (found) {
        this.counts.replicaReads += 1;
        return replica;
      }
      if (found === null || Date.now() >= deadline) {
        this.counts.fallbacks += 1;
        this.counts.primaryReads += 1;
        return this.primary;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS / 2));
    }
  }

  /** After a write of `sellerId`'s: the primary's position now, remembered and answered (for the cookie). */
  async noteWrite(sellerId: string): Promise<bigint | undefined> {
    if (!this.replica) return undefined;
    const { rows } = await this.primary.executeSql('select pg_current_wal_lsn()::text as position');
    const position = walPosition((rows[0] as { position: string }).position);
    if (this.written.size >= MAX_REMEMBERED) this.written.clear();
    this.written.set(sellerId, position);
    return position;
  }

  stats(): ReadStats {
    return { configured: this.configured, healthy: this.configured && this.healthy, lagMs: this.lagMs, ...this.counts };
  }
}
