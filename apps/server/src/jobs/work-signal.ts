import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../db/client.js';
import { listenChannel } from '../db/listen.js';

/**
 * The channel on which committed work is announced (migration 0038's trigger for the webhook
 * outbox, `JobQueue.send` for jobs). Its payload is a topic: 'webhooks', or 'job:<queue name>'.
 */
export const WORK_CHANNEL = 'cofre_work';
/** How often the loops are woken while nothing is heard: the short poll they had before the signal. */
const DEAF_INTERVAL_MS = 500;

/** Announces `topic` when `db`'s transaction commits (at once outside one). */
export async function announceWork(db: DbOrTx, topic: string): Promise<void> {
  await db.execute(sql`select pg_notify(${WORK_CHANNEL}, ${topic})`);
}

/**
 * Wakes this process's idle loops when work is committed anywhere, so a worker waits on the
 * database's notification instead of asking it every quarter second: an idle worker's cost does
 * not grow with how often it could be needed (docs/operations.md, "Idle workers"). While the
 * listening connection is down `listening` is false, and the loops poll at their short interval.
 */
export class WorkSignal {
  private readonly wakers = new Map<string, Set<() => void>>();
  /** The wakers the deaf ticker leaves alone: loops whose own poll is enough while nothing is heard. */
  private readonly notWhenDeaf = new Set<() => void>();
  private stop: (() => Promise<void>) | undefined;
  private ticker: NodeJS.Timeout | undefined;
  private closed = false;
  listening = false;

  constructor(private readonly deafIntervalMs = DEAF_INTERVAL_MS) {}

  /** Listens from now on; until the connection is up (and whenever it is down) every loop is woken on a timer. */
  async listen(database: Database, log: FastifyBaseLogger): Promise<void> {
    this.deaf();
    this.stop = await listenChannel(
      database,
      WORK_CHANNEL,
      {
        payload: (topic) => this.wake(topic),
        // Back after a gap: whatever was announced meanwhile was missed, so every loop looks now.
        up: () => {
          this.listening = true;
          clearInterval(this.ticker);
          this.ticker = undefined;
          this.wakeAll(false);
        },
        down: () => this.deaf(),
      },
      log,
    );
  }

  /** Not hearing announcements: every loop is woken every `deafIntervalMs`, as if it polled. */
  private deaf(): void {
    this.listening = false;
    if (this.closed) return;
    this.ticker ??= setInterval(() => this.wakeAll(true), this.deafIntervalMs).unref();
  }

  private wakeAll(deaf: boolean): void {
    for (const set of this.wakers.values()) for (const waker of set) if (!deaf || !this.notWhenDeaf.has(waker)) waker();
  }

  /**
   * Calls `waker` whenever `topic` is announced, and while deaf on the short timer unless
   * `whenDeaf` is false (a sweep: its queue's minute poll is soon enough); returns the function
   * that stops it.
   */
  on(topic: string, waker: () => void, options: { whenDeaf?: boolean } = {}): () => void {
    let set = this.wakers.get(topic);
    if (!set) this.wakers.set(topic, (set = new Set()));
    set.add(waker);
    if (options.whenDeaf === false) this.notWhenDeaf.add(waker);
    return () => {
      set.delete(waker);
      this.notWhenDeaf.delete(waker);
    };
  }

  private wake(topic: string): void {
    for (const waker of this.wakers.get(topic) ?? []) waker();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    clearInterval(this.ticker);
    this.ticker = undefined;
    await this.stop?.();
  }
}
