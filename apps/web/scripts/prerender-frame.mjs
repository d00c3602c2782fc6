// After the back-office build: renders the signed-in frame (src/app/frame/SignedInFrame.tsx) of each
// kind to HTML and writes it beside the build manifest (.vite/signed-in-frames.json). The server puts
// it in index.html's #root for a signed-in address (apps/server/src/plugins/web-preload.ts), so the
// frame and the dashboard's heading paint before any script runs (docs/web-performance.md). It also
// writes Mantine's CSS variables of the theme into index.html, where the page finds them instead of
// computing them (src/app/Providers.tsx).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
/**
 * Where index.html takes the theme's CSS variables: after the stylesheets Vite links, which declare
 * Mantine's default values on the same selector (the later one wins).
 */
const THEME_SLOT = '</head>';

/** Renders the frames through Vite's module loader (TSX, the contract's sources, the brand's env). */
export async function prerenderFrames(outDir) {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderFrames, renderThemeVariables } = await server.ssrLoadModule('/src/app/frame/render.tsx');
    const dist = path.resolve(root, outDir);
    const target = path.join(dist, '.vite', 'signed-in-frames.json');
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, JSON.stringify(renderFrames()));
    const index = path.join(dist, 'index.html');
    const html = readFileSync(index, 'utf8');
    if (!html.includes(THEME_SLOT)) throw new Error(`index.html has no ${THEME_SLOT}`);
    writeFileSync(index, html.replace(THEME_SLOT, `${renderThemeVariables()}\n  ${THEME_SLOT}`));
    // The compressed copies were made from the file before: the server reads index.html itself.
    for (const copy of ['.br', '.gz']) rmSync(`${index}${copy}`, { force: true });
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await prerenderFrames(process.argv[2] ?? 'dist');
