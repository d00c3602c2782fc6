import path from 'node:path';
import { ENTRY_POINTS } from '../scripts/bundle.mjs';

/**
 * The server bundle for the tests and benches that start real server processes (kill -9, topology,
 * cluster, the operator CLI): the test run's setup builds it (scripts/bundle.mjs) and names its
 * directory in COFRE_SERVER_BUNDLE; a suite starts some forty processes, each spared tsx's imports.
 */
export { buildServerBundle } from '../scripts/bundle.mjs';

/** The environment variable that names a built bundle's directory (set by the test run's setup). */
export const SERVER_BUNDLE_ENV = 'COFRE_SERVER_BUNDLE';

/**
 * The node arguments that run `script` (a path under apps/server, e.g. 'src/main.ts'): its bundled
 * form when the run built one, else the source through tsx (a bench started by hand).
 */
export function nodeEntry(script: string): string[] {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  if (bundle && ENTRY_POINTS.includes(script)) return [path.join(bundle, `${path.basename(script, '.ts')}.mjs`)];
  return ['--import', 'tsx', script];
}
