import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlVariants, isAppPath } from '../src/plugins/web-preload.js';

// A build as apps/web writes it: index.html with its frame slot, the manifest, the rendered frames.
const root = mkdtempSync(path.join(os.tmpdir(), 'cofre-frame-'));
const BOOT = '<div class="boot" role="status">spinner</div>';
writeFileSync(
  path.join(root, 'index.html'),
  `<!doctype html><html><head></head><body><div id="root"><!--app-frame-->${BOOT}<!--/app-frame--></div></body></html>`,
);
writeFileSync(path.join(root, 'checkout.html'), '<!doctype html><title>checkout</title>');
mkdirSync(path.join(root, '.vite'));
writeFileSync(
  path.join(root, '.vite', 'manifest.json'),
  JSON.stringify({ 'index.html': { file: 'assets/boot.js', isEntry: true } }),
);
const frames = {
  dashboard: '<div class="cf-frame"><h1>Olá, Bem-vindo!</h1></div>',
  page: '<div class="cf-frame"></div>',
};
writeFileSync(path.join(root, '.vite', 'signed-in-frames.json'), JSON.stringify(frames));

afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = (url: string) => htmlVariants(root)!(url).identity.toString('utf8');

describe('the signed-in frame in index.html', () => {
  it("paints the dashboard's frame at '/', in place of the loading indicator", () => {
    const html = page('/');
    expect(html).toContain(frames.dashboard);
    expect(html).not.toContain(BOOT);
  });

  it("paints a page's frame at every other address of the route table, query and all", () => {
    for (const url of ['/cobrancas', '/cobrancas/7f3c?aba=historico', '/cartao/limites', '/clientes/']) {
      expect(page(url), url).toContain(frames.page);
    }
  });

  it('keeps the loading indicator for sign-in, password links and unknown addresses, and the checkout its page', () => {
    for (const url of ['/login', '/redefinir-senha', '/redefinir-senha/abc', '/nada-aqui', '/cobrancas/1/2']) {
      expect(page(url), url).toContain(BOOT);
      expect(page(url), url).not.toContain('cf-frame');
    }
    expect(page('/pagar/abc')).toContain('<title>checkout</title>');
  });

  it('serves the plain page when the build wrote no frames', () => {
    rmSync(path.join(root, '.vite', 'signed-in-frames.json'));
    expect(page('/')).toContain(BOOT);
    writeFileSync(path.join(root, '.vite', 'signed-in-frames.json'), JSON.stringify(frames));
  });

  it('knows the route table: parameters are one segment, public pages are not in it', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/recorrencias/abc')).toBe(true);
    expect(isAppPath('/recorrencias/abc/def')).toBe(false);
    expect(isAppPath('/login')).toBe(false);
    expect(isAppPath('//cobrancas')).toBe(true);
    expect(isAppPath('/3ds')).toBe(false);
  });
});
