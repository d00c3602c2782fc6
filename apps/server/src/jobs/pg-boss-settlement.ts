import { createRequire } from 'node:module';

/**
 * pg-boss 10 settles a worker's jobs without waiting for it: after the handler, its worker loop
 * calls `complete` (or `fail`) and drops the promise. When that statement fails (the connection cut
 * by a pooler's restart, a failover), the rejection is unhandled and Node ends the process: one
 * PgBouncer restart stopped a worker for good in the topology test's chaos run. Here a settlement
 * that fails is reported on pg-boss's 'error' event (logged by the queue, its name only) and the
 * job stays active: it expires and runs again, which every job tolerates (their work is keyed to
 * happen once). A caller that awaits `complete` or `fail` still gets the rejection. pg-boss 11,
 * which awaits them, needs Node 22 (../shared/stack.md).
 */
interface Manager {
  complete(...args: unknown[]): Promise<unknown>;
  fail(...args: unknown[]): Promise<unknown>;
  emit(event: 'error', error: unknown): boolean;
}

const PATCHED = Symbol.for('cofre.pgBossSettlement');

export function reportFailedSettlements(): void {
  const require = createRequire(import.meta.url);
  const { prototype } = require('pg-boss/src/manager.js') as { prototype: Manager & { [PATCHED]?: true } };
  if (prototype[PATCHED]) return;
  prototype[PATCHED] = true;
  for (const name of ['complete', 'fail'] as const) {
    const settle = prototype[name];
    const reported = function (this: Manager, ...args: unknown[]) {
      const settled = settle.apply(this, args);
      settled.catch((error: unknown) => this.emit('error', error));
      return settled;
    };
    // PgBoss exposes the manager's functions under their names (`boss.fail`): keep this one's.
    Object.defineProperty(reported, 'name', { value: name });
    prototype[name] = reported;
  }
}
