import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDirectory } from './precompress';

describe('compressDirectory', () => {
  let dist: string;
  const text = (seed: string) => `${seed} `.repeat(400);
  const write = (name: string, content: string, secondsAgo = 0) => {
    const file = path.join(dist, name);
    writeFileSync(file, content);
    const at = Date.now() / 1000 - secondsAgo;
    utimesSync(file, at, at);
    return file;
  };

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'cofre-precompress-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of each text file of 1 KB or more, and none of a small or binary one', () => {
    const app = write('app.js', text('const a = 1;'));
    write('tiny.css', 'a{}');
    write('logo.png', text('png'));
    const { before } = compressDirectory(dist);
    expect(before).toBe(statSync(app).size);
    expect(brotliDecompressSync(readFileSync(`${app}.br`)).toString()).toBe(text('const a = 1;'));
    expect(gunzipSync(readFileSync(`${app}.gz`)).toString()).toBe(text('const a = 1;'));
    expect(() => statSync(path.join(dist, 'tiny.css.br'))).toThrow();
    expect(() => statSync(path.join(dist, 'logo.png.br'))).toThrow();
  });

  it('leaves a copy made after its file alone, and compresses again a file rewritten since', () => {
    const kept = write('kept.js', text('kept'), 60);
    const rewritten = write('index.html', text('before'), 60);
    compressDirectory(dist);
    // A second build (the checkout's) rewrites one file and adds one; the first build's copies stay.
    writeFileSync(`${kept}.br`, 'the first build wrote this');
    write('index.html', text('after'));
    const added = write('checkout.js', text('checkout'));
    const { before } = compressDirectory(dist);
    expect(before).toBe(statSync(rewritten).size + statSync(added).size);
    expect(readFileSync(`${kept}.br`, 'utf8')).toBe('the first build wrote this');
    expect(brotliDecompressSync(readFileSync(`${rewritten}.br`)).toString()).toBe(text('after'));
    expect(gunzipSync(readFileSync(`${rewritten}.gz`)).toString()).toBe(text('after'));
  });
});
