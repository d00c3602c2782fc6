import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobDefinition<T = unknown> {
  name: string;
  handler: JobHandler<T>;
  retryLimit?: number;
}

/** pg-boss on the application database: PostgreSQL directly, or PGlite through executeSql. */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly names = new Set<string>();

  constructor(
    database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    const options = { schema: 'pgboss', supervise: true, schedule: true, migrate: true };
    this.boss = database.connectionString
      ? new PgBoss({ ...options, connectionString: database.connectionString, max: 4 })
      : new PgBoss({ ...options, db: { executeSql: database.executeSql } });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  async start(definitions: JobDefinition<never>[]): Promise<void> {
    await this.boss.start();
    for (const definition of definitions) {
      await this.boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retryLimit ?? 5,
        retryDelay: 10,
        retryBackoff: true,
      });
      this.names.add(definition.name);
    }
  }

  /** Starts consuming: in the API process by default, or in `npm run worker`. */
  async work(definitions: JobDefinition<never>[]): Promise<void> {
    for (const definition of definitions) {
      await this.boss.work<unknown>(definition.name, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await definition.handler(job.data as never);
      });
    }
  }

  async send(name: string, data: object): Promise<void> {
    if (!this.names.has(name)) throw new Error(`Unknown job ${name}`);
    await this.boss.send(name, data);
  }

  async schedule(name: string, cron: string): Promise<void> {
    await this.boss.schedule(name, cron, {}, { tz: 'America/Sao_Paulo' });
  }

  stop(): Promise<void> {
    return this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }
}
