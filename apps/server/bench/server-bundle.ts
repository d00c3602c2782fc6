import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * The server's entry points as plain JavaScript, for the tests and benches that start real server
 * processes (kill -9, topology, cluster, the operator CLI). Through tsx a process spends about 2.1 s
 * importing the app, file by file; from this bundle 0.9 s, and a suite starts some forty of them.
 * Only our own code is bundled (the server's and the contract's): every package stays an import that
 * Node resolves from apps/server, as it does for `src/main.ts`.
 *
 * The source finds its files through `import.meta.dirname` and `import.meta.url` (the migrations, the
 * web build, a package's JSON); a bundle would move them, so each of our files has them replaced by
 * its own original location.
 */

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** The environment variable that names a built bundle's directory (set by the test run's setup). */
export const SERVER_BUNDLE_ENV = 'COFRE_SERVER_BUNDLE';

const ENTRY_POINTS = ['src/main.ts', 'src/ops/cli.ts', 'src/ops/migrate-cli.ts', 'src/ops/seed-cli.ts'];

const ownLocations: Plugin = {
  name: 'own-locations',
  setup(context) {
    // Packages stay imports; our workspace packages (TypeScript sources) are bundled.
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@cofre/') ? undefined : { path: args.path, external: true },
    );
    context.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: 'ts' };
    });
  },
};

/** Builds the entry points into `outDir` (about a second). */
export async function buildServerBundle(outDir: string): Promise<void> {
  await build({
    absWorkingDir: SERVER_DIR,
    entryPoints: ENTRY_POINTS.map((entry) => ({ in: entry, out: path.basename(entry, '.ts') })),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: false,
    logLevel: 'error',
    plugins: [ownLocations],
  });
}

/**
 * The node arguments that run `script` (a path under apps/server, e.g. 'src/main.ts'): its bundled
 * form when the run built one, else the source through tsx (a bench started by hand).
 */
export function nodeEntry(script: string): string[] {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  if (bundle && ENTRY_POINTS.includes(script)) return [path.join(bundle, `${path.basename(script, '.ts')}.mjs`)];
  return ['--import', 'tsx', script];
}
