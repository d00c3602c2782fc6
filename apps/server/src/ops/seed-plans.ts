import type { AppContext } from '../context.js';

/**
 * The demo seed on PGlite plans each statement once (generic plans) instead of at every execution:
 * planning was about a third of the seed's time in PostgreSQL's WASM, and the seed runs the same
 * few hundred statements tens of thousands of times on one seller. The app's own mode
 * (force_custom_plan, db/client.ts: a plan per seller's values) comes back when the seed ends, failed
 * or not. On PostgreSQL nothing changes: a SET would reach one connection of the pool.
 */
export async function withGenericPlans<T>(ctx: AppContext, run: () => Promise<T>): Promise<T> {
  if (ctx.database.kind !== 'pglite') return run();
  await ctx.database.executeSql('SET plan_cache_mode = force_generic_plan');
  try {
    return await run();
  } finally {
    await ctx.database.executeSql('SET plan_cache_mode = force_custom_plan');
  }
}

/**
 * A cached generic plan keeps the table sizes it was made with: one made while the charges table
 * was empty would scan it whole once it holds thousands. The returned step refreshes the statistics
 * (ANALYZE, which also drops the cached plans) when a phase starts and each time its count of done
 * work doubles, so plans follow the tables' growth for a dozen ANALYZEs a phase.
 */
export function planRefresher(ctx: AppContext): (done: number) => Promise<void> {
  if (ctx.database.kind !== 'pglite') return async () => {};
  let next = 0;
  return async (done) => {
    if (done < next) return;
    next = Math.max(64, next * 2);
    await ctx.database.executeSql('ANALYZE');
  };
}
