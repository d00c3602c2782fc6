import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.js';

/** What a listener is told: each payload, and when the connection that hears them comes and goes. */
export interface ChannelHandlers {
  payload(payload: string): void;
  /** Listening (again): anything announced while it was down was missed. */
  up(): void;
  /** Not listening: announcements are being missed until `up`. */
  down(): void;
}

const RECONNECT_MS = 1_000;

/**
 * LISTEN on `channel` (NOTIFY is delivered on commit). PGlite hears its own notifications in this
 * process. On PostgreSQL the listener holds a connection of its own, outside the pool, to the
 * database itself (`DATABASE_DIRECT_URL` behind a transaction-mode pooler, which keeps no LISTEN).
 * Whatever ends that connection calls `down` and a new one is tried every second until it listens.
 * Returns the function that stops listening.
 */
export async function listenChannel(
  database: Database,
  channel: string,
  handlers: ChannelHandlers,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(channel, handlers.payload);
    handlers.up();
    return unlisten;
  }
  const connectionString = database.directConnectionString ?? database.connectionString;
  if (!connectionString) return async () => {};
  const { default: pg } = await import('pg');
  let closed = false;
  let current: InstanceType<typeof pg.Client> | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    current = client;
    let gone = false;
    const lost = (error?: Error) => {
      if (gone) return;
      gone = true;
      handlers.down();
      client.removeAllListeners();
      client.on('error', () => {});
      client.end().catch(() => {});
      if (closed) return;
      // The error's name only: a connection error can carry the address and the user.
      if (error) log.warn({ err: { name: error.name }, channel }, 'listening connection lost');
      setTimeout(() => {
        if (!closed) void connect();
      }, RECONNECT_MS).unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.payload(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    if (closed) return lost();
    handlers.up();
  };

  await connect();
  return async () => {
    closed = true;
    const client = current;
    if (!client) return;
    client.removeAllListeners();
    client.on('error', () => {});
    await client.end().catch(() => {});
  };
}
