// The server's entry points as plain JavaScript, for `npm start` (scripts/start.mjs at the root) and
// for the tests and benches that start real server processes (bench/server-bundle.ts). Through tsx
// a process imports the app file by file, transforming each (3.6 s warm, 5.1 s with tsx's cache
// cold, on a slow day); from a bundle about 1 s, and the bundle builds in about half a second.
// Only our own code is bundled (the server's and the contract's): every package stays an import that
// Node resolves from apps/server, as it does for `src/main.ts`.
//
// The source finds its files through `import.meta.dirname` and `import.meta.url` (the migrations, the
// web build, a package's JSON); a bundle would move them, so each of our files has them replaced by
// its own original location. A bundle therefore belongs to the checkout that built it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

export const ENTRY_POINTS = ['src/main.ts', 'src/ops/cli.ts', 'src/ops/migrate-cli.ts', 'src/ops/seed-cli.ts'];

/** @type {import('esbuild').Plugin} */
const ownLocations = {
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

/**
 * Builds the entry points into `outDir`, each as `<name>.mjs` (main, cli, migrate-cli, seed-cli).
 * `sourcemap`: linked maps, for a process run with --enable-source-maps (stack traces name the
 * TypeScript sources).
 * @param {string} outDir
 * @param {{ sourcemap?: boolean }} [options]
 * @returns {Promise<void>}
 */
export async function buildServerBundle(outDir, { sourcemap = false } = {}) {
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
    sourcemap: sourcemap ? 'linked' : false,
    logLevel: 'error',
    plugins: [ownLocations],
  });
}
