// After the back-office build: renders the signed-in frame (src/app/frame/SignedInFrame.tsx) of each
// kind to HTML and writes it beside the build manifest (.vite/signed-in-frames.json). The server puts
// it in index.html's #root for a signed-in address (apps/server/src/plugins/web-preload.ts), so the
// frame and the dashboard's heading paint before any script runs (docs/web-performance.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

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
    const { renderFrames } = await server.ssrLoadModule('/src/app/frame/render.tsx');
    const target = path.join(path.resolve(root, outDir), '.vite', 'signed-in-frames.json');
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, JSON.stringify(renderFrames()));
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await prerenderFrames(process.argv[2] ?? 'dist');
