// After `vite build` (the `precompress` plugin below, in vite.config.ts, on the build's outDir): a
// brotli (.br) and a gzip (.gz) copy beside every text file, made once at the highest levels, so the
// server sends the smallest encoding the browser accepts without compressing anything per request
// (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Whether both compressed copies of `file` exist and were written after it. */
function compressedSince(file: string): boolean {
  const written = statSync(file).mtimeMs;
  return ['br', 'gz'].every((extension) => {
    const copy = statSync(`${file}.${extension}`, { throwIfNoEntry: false });
    return copy !== undefined && copy.mtimeMs >= written;
  });
}

/**
 * Writes the compressed copies of every text file under `dist` that lacks fresh ones; returns the
 * bytes before and after brotli of the files it compressed.
 */
export function compressDirectory(dist: string): { before: number; after: number } {
  let before = 0;
  let after = 0;
  for (const file of files(dist)) {
    if (!TEXT.test(file)) continue;
    // The checkout's build writes into the back-office's folder and compresses it again: a copy
    // made after its file was last written is kept (brotli at its highest level is ~1 MB/s of CPU,
    // 3 s of a first `npm start`'s build); a file rewritten since (the prerendered index.html) is not.
    if (compressedSince(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    before += content.length;
    after += brotli.length;
  }
  return { before, after };
}

/** Vite plugin: the compressed copies, written into whatever outDir this build used. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let write = true;
  return {
    name: 'cofre-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      write = config.build.write;
    },
    closeBundle() {
      if (!write) return;
      const { before, after } = compressDirectory(outDir);
      console.log(`precompressed: ${(before / 1024).toFixed(0)} KB of text → ${(after / 1024).toFixed(0)} KB brotli`);
    },
  };
}
