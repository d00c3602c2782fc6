/** The server's bundled entry points (sources under apps/server), see bundle.mjs. */
export const ENTRY_POINTS: readonly string[];
export function buildServerBundle(outDir: string, options?: { sourcemap?: boolean }): Promise<void>;
