import cluster from 'node:cluster';

/**
 * `API_PROCESSES=n` (PostgreSQL only): n API processes on one machine, sharing its port through
 * node:cluster, so a server with several cores uses them all (one Node process runs on one core; on
 * the 2-core bench machine it was the bottleneck, with PostgreSQL at two thirds of the other core).
 * The first process keeps the configured worker and demo seed; the others serve requests only.
 * Everything they share lives in PostgreSQL, and a principal cached by one is dropped by all on
 * NOTIFY (docs/operations.md, "Several processes on PostgreSQL").
 *
 * Returns true in the primary, which only forks, restarts a process that dies after it started
 * serving, stops them all when one fails to start, and forwards SIGINT/SIGTERM; false where the API
 * runs (a child, or the single process when n is 1).
 */
export function startCluster(env: NodeJS.ProcessEnv = process.env): boolean {
  const processes = Number.parseInt(env.API_PROCESSES ?? '1', 10);
  if (!cluster.isPrimary || !(processes > 1)) return false;
  if (!env.DATABASE_URL) {
    // PGlite's data directory belongs to one process.
    console.error('Cofre não iniciou: API_PROCESSES acima de 1 exige DATABASE_URL (PostgreSQL).');
    process.exit(1);
  }
  let stopping = false;
  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const children = Object.values(cluster.workers ?? {});
    let alive = children.length;
    if (alive === 0) process.exit(exitCode);
    for (const child of children) {
      child?.once('exit', () => {
        alive -= 1;
        if (alive === 0) process.exit(exitCode);
      });
      child?.process.kill('SIGTERM');
    }
  };
  const fork = (index: number) => {
    const child = cluster.fork(index === 0 ? {} : { WORKER: 'false', SEED_DEMO: 'false' });
    let listening = false;
    child.once('listening', () => (listening = true));
    child.once('exit', (code, signal) => {
      if (stopping) return;
      // One that never started (a refused configuration) would fail the same way again: stop, as a
      // single process would, with its exit code.
      if (!listening) return stopAll(code || 1);
      console.error(`API process ${index} exited (${signal ?? code}); starting another`);
      setTimeout(() => fork(index), 1000);
    });
  };
  for (let index = 0; index < processes; index += 1) fork(index);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAll(0));
  return true;
}
