import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'cofre-web-compressed-'));
const html = `<!doctype html><title>Cofre</title>${'<!-- padding -->'.repeat(100)}`;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A file and the two compressed copies the web build writes beside it. */
function writeWithCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeWithCopies(path.join(webDist, 'index.html'), html);
  writeWithCopies(path.join(webDist, 'assets', 'index-abc123.js'), script);
  t = await startTestApp({ config: { webDist } });
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app', () => {
  it('sends a hashed asset as brotli when accepted, cached for a year as immutable', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    // Only what a script obeys: no document policies, no validators for an immutable file.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    for (const name of ['content-security-policy', 'x-frame-options', 'etag', 'last-modified'])
      expect(response.headers[name], name).toBeUndefined();
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends every screen the compressed index.html, always revalidated', async () => {
    for (const url of ['/', '/cobrancas', '/clientes/123']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(html);
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});

describe('index.html with the build manifest', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'cofre-web-manifest-'));
  let withManifest: TestApp;
  beforeAll(async () => {
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>',
    );
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], css: ['assets/index-1.css'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_input-1.js': { file: 'assets/input-1.js', imports: ['_react-1.js'] },
      'src/features/auth/routes/LoginPage.tsx': {
        file: 'assets/LoginPage-1.js',
        imports: ['index.html', '_input-1.js'],
      },
      'src/features/shell/routes/ShellLayout.tsx': {
        file: 'assets/ShellLayout-1.js',
        css: ['assets/ShellLayout-1.css'],
      },
      'src/app/RouteGate.tsx': { file: 'assets/RouteGate-1.js' },
      'src/features/home/routes/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_input-1.js'] },
    };
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(dist, 'checkout.html'), '<!doctype html><title>Pagamento</title>');
    withManifest = await startTestApp({ config: { webDist: dist } });
  });
  afterAll(() => withManifest.close());

  const page = async (url: string) => {
    const response = await withManifest.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    return gunzipSync(response.rawPayload).toString();
  };
  const preloads = (html: string) =>
    [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

  it("asks for the login screen's chunks with /login, not for what the entry already loads", async () => {
    expect(preloads(await page('/login?next=%2F'))).toEqual(['/assets/LoginPage-1.js', '/assets/input-1.js']);
  });

  it('sends the other screens the plain index.html (their chunks would compete with the entry)', async () => {
    for (const url of ['/', '/cobrancas']) expect(preloads(await page(url)), url).toEqual([]);
  });

  it("sends the buyers' checkout page under /pagar/, with its stricter policy", async () => {
    for (const url of [
      '/pagar/loja-demo/6f1c2a9e-4b7d-4e2a-9c3f-1d8e5b7a2c40',
      '/pagar/6f1c2a9e-4b7d-4e2a-9c3f-1d8e5b7a2c40?pagamento=x',
    ]) {
      expect(await page(url), url).toBe('<!doctype html><title>Pagamento</title>');
      const response = await withManifest.app.inject({ method: 'GET', url });
      const policy = response.headers['content-security-policy'];
      expect(policy, url).toContain("default-src 'none'");
      expect(policy, url).toContain("style-src 'self'");
      expect(policy, url).not.toContain('unsafe-inline');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
    expect(await page('/pagamentos')).not.toContain('Pagamento</title>');
  });

  it("sends the buyer's 3-D Secure page (/3ds) as a checkout page too, with the same policy", async () => {
    for (const url of [
      '/3ds?challenge=ch_0123456789&volta=%2Fpagar%2Floja-demo%2Fabc%3Fpagamento%3Ddef',
      '/3ds?challenge=ch_0123456789',
      '/3ds',
    ]) {
      expect(await page(url), url).toBe('<!doctype html><title>Pagamento</title>');
      const response = await withManifest.app.inject({ method: 'GET', url });
      const policy = response.headers['content-security-policy'];
      expect(policy, url).toContain("default-src 'none'");
      expect(policy, url).toContain("script-src 'self'");
      expect(policy, url).toContain("connect-src 'self'");
      expect(policy, url).not.toContain('unsafe-inline');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
    // Only that path: the back-office's screens keep index.html and its policy.
    for (const url of ['/3dsx', '/cobrancas/3ds', '/login?next=%2F3ds']) {
      expect(await page(url), url).not.toContain('Pagamento</title>');
      const response = await withManifest.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).not.toContain("default-src 'none'");
    }
  });
});

describe('a web build running beside the start (npm start on a fresh clone)', () => {
  it('registers the SPA only once the build says it is done, so the files it serves are the finished ones', async () => {
    const lateDist = mkdtempSync(path.join(os.tmpdir(), 'cofre-web-late-'));
    let buildDone = () => {};
    const webReady = new Promise<void>((resolve) => (buildDone = resolve));
    let routesDone = () => {};
    const routesRegistered = new Promise<void>((resolve) => (routesDone = resolve));
    let started = false;
    // extraRoutes runs just before the SPA's plugin: from there, only the build holds the start.
    const starting = startTestApp({ config: { webDist: lateDist }, webReady, extraRoutes: () => routesDone() });
    void starting.then(() => (started = true));
    await routesRegistered;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(started).toBe(false);
    // The build writes its files, then says so: the plugin sees index.html when it registers.
    writeFileSync(path.join(lateDist, 'index.html'), html);
    buildDone();
    const late = await starting;
    try {
      const response = await late.app.inject({ method: 'GET', url: '/charges' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Cofre</title>');
    } finally {
      await late.close();
    }
  });
});
