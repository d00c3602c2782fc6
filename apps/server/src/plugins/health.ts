import { z } from 'zod';
import { errorBodySchema } from '@cofre/contract';
import type { Database } from '../db/client.js';
import type { ReadRouter } from '../db/read-router.js';
import { migrationsCurrent } from '../db/migration-status.js';
import { AppError } from '../lib/app-error.js';
import { operation } from '../lib/openapi-docs.js';
import type { App } from '../lib/route-types.js';

/**
 * `/api/health`: the process is alive (a liveness probe: restart it if not). `/api/health/ready`:
 * it can serve (a readiness probe: send it traffic): the database answers and has every migration
 * this build knows. Neither needs a session, and neither says more than its status.
 */
export function healthRoutes(
  app: App,
  database: Database,
  reads?: ReadRouter,
  scheduler?: { readonly leading: boolean },
): void {
  app.get(
    '/api/health',
    {
      config: { permission: 'public' },
      schema: {
        ...operation('getHealth', 'Diz se o servidor está no ar'),
        tags: ['platform'],
        security: [],
        response: {
          200: z.object({ status: z.string() }).meta({ examples: [{ status: 'ok' }] }),
          400: errorBodySchema,
        },
      },
    },
    async () => ({ status: 'ok' }),
  );

  // Migrations never go backwards: once current, only the database's answer is asked again.
  let migrated = false;
  app.get(
    '/api/health/ready',
    {
      config: { permission: 'public' },
      schema: {
        ...operation('getReadiness', 'Diz se o servidor pode atender: banco de dados no ar e atualizado'),
        tags: ['platform'],
        security: [],
        response: {
          200: z.object({ status: z.string() }).meta({ examples: [{ status: 'ready' }] }),
          400: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async () => {
      if (!migrated) migrated = await migrationsCurrent(database);
      else await database.executeSql('select 1').catch(() => (migrated = false));
      if (!migrated) throw new AppError('GEN-503');
      return { status: 'ready' };
    },
  );

  if (scheduler) {
    // Which of the scheduler processes leads now (an operator's question; the chaos run's too).
    app.get(
      '/api/health/scheduler',
      {
        config: { permission: 'public' },
        schema: {
          ...operation('getSchedulerHealth', 'Diz se este processo é o agendador que lidera agora'),
          tags: ['platform'],
          security: [],
          response: {
            200: z.object({ leading: z.boolean() }).meta({ examples: [{ leading: true }] }),
            400: errorBodySchema,
          },
        },
      },
      async () => ({ leading: scheduler.leading }),
    );
  }

  if (!reads) return;
  // For an operator's dashboard and alerts: whether reads go to the replica, and why not.
  app.get(
    '/api/health/replica',
    {
      config: { permission: 'public' },
      schema: {
        ...operation(
          'getReplicaHealth',
          'Diz se as leituras vão à réplica, o atraso dela e quantas voltaram ao primário',
        ),
        tags: ['platform'],
        security: [],
        response: {
          200: z
            .object({
              configured: z.boolean(),
              healthy: z.boolean(),
              lagMs: z.number().nullable(),
              replicaReads: z.number(),
              primaryReads: z.number(),
              fallbacks: z.number(),
              ownWrites: z.number(),
            })
            .meta({
              examples: [
                {
                  configured: true,
                  healthy: true,
                  lagMs: 0,
                  replicaReads: 10,
                  primaryReads: 2,
                  fallbacks: 0,
                  ownWrites: 2,
                },
              ],
            }),
          400: errorBodySchema,
        },
      },
    },
    async () => reads.stats(),
  );
}
