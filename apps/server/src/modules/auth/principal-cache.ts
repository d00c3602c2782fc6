import type { FastifyBaseLogger } from 'fastify';
import type { Feature, Role } from '@cofre/contract';
import type { Database } from '../../db/client.js';
import { listenChannel } from '../../db/listen.js';

/** What a session may do, as read from the database: kept in memory for a few seconds per family. */
export interface Principal {
  familyId: string;
  userId: string;
  sellerId: string;
  email: string;
  profile: string;
  roles: Role[];
  features: Feature[];
  /** The user's status and the family's revocation, as read. */
  active: boolean;
}

/** The channel migration 0007's triggers announce changes on: 'family:<id>', 'user:<id>', 'seller:<id>'. */
export const PRINCIPALS_CHANNEL = 'cofre_principals';
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * The session principal of each refresh family, cached so a request does not read the family, the
 * user and the seller's toggles again. The database announces every change that matters (logout,
 * theft, password reset, a user's profile, roles or status, a seller's toggles) and every process
 * drops what it holds at once; the short TTL only bounds a notification lost with its connection,
 * and while the listening connection is down nothing is cached.
 *
 * A read that raced with a change is not stored: each notification moves `generation`, and a
 * principal read before the last one is used for its request but not kept.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, Principal & { expiresAt: number }>();
  private generation = 0;
  private listening = false;
  private stop: (() => Promise<void>) | undefined;
  private closed = false;

  // A cache's age is measured on the process's monotonic clock, not the business clock tests move.
  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly ttlMs = TTL_MS,
  ) {}

  /** Starts listening to the database's announcements; caching begins once the listener is up. */
  async listen(database: Database, log: FastifyBaseLogger): Promise<void> {
    this.stop = await listenChannel(
      database,
      PRINCIPALS_CHANNEL,
      {
        payload: (payload) => this.changed(payload),
        up: () => {
          this.entries.clear();
          this.generation += 1;
          this.listening = !this.closed;
        },
        down: () => this.disable(),
      },
      log,
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    this.disable();
    await this.stop?.();
  }

  /** The generation a read starts in; pass it back to `set`. */
  begin(): number {
    return this.generation;
  }

  get(familyId: string): Principal | undefined {
    const entry = this.entries.get(familyId);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(familyId);
      return undefined;
    }
    return entry;
  }

  set(principal: Principal, generation: number): void {
    if (!this.listening || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(principal.familyId, { ...principal, expiresAt: this.now() + this.ttlMs });
  }

  /** A change announced by the database ('family:<id>', 'user:<id>', 'seller:<id>'). */
  changed(payload: string): void {
    this.generation += 1;
    const separator = payload.indexOf(':');
    const kind = payload.slice(0, separator);
    const id = payload.slice(separator + 1);
    if (kind === 'family') {
      this.entries.delete(id);
      return;
    }
    const field = kind === 'user' ? 'userId' : kind === 'seller' ? 'sellerId' : undefined;
    if (!field) {
      this.entries.clear();
      return;
    }
    for (const [familyId, entry] of this.entries) if (entry[field] === id) this.entries.delete(familyId);
  }

  private disable(): void {
    this.listening = false;
    this.generation += 1;
    this.entries.clear();
  }
}
