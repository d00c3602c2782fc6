import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { matchAppRoute } from '@cofre/contract';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The screen whose code a first visit needs at once, by the source of its lazy module. Only /login:
 * measured with Lighthouse (mobile), preloading the shell's and the dashboard's ~40 chunks from the
 * HTML made them compete with the entry for a phone's bandwidth and delayed the dashboard's first
 * paint (2.7 s → 3.4 s), while the login screen's few chunks brought its largest paint forward.
 */
const LOGIN = ['src/features/auth/routes/LoginPage.tsx'];

/** A variant of index.html, with its compressed copies made once at start-up. */
export interface HtmlVariant {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Every file a chunk loads before it runs: itself, its static imports (recursively) and their CSS. */
function closure(manifest: Manifest, keys: string[]): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { scripts, styles };
}

function variant(html: string): HtmlVariant {
  const identity = Buffer.from(html);
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
}

/**
 * index.html as each kind of first visit needs it. The entry loads a screen's code only once it has
 * run and matched the route, a second round trip on a phone; the server knows the path, so the HTML
 * for /login already asks for the login screen's chunks (modulepreload); every other path gets the
 * plain file. Without a build manifest, the file is sent from disk as it is.
 */
export function htmlVariants(root: string): ((url: string) => HtmlVariant) | undefined {
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(manifestFile) || !existsSync(indexFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const html = readFileSync(indexFile, 'utf8');
  const entry = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = closure(manifest, entry);
  const build = (keys: string[]) => {
    const { scripts, styles } = closure(manifest, keys);
    const links = [
      ...[...styles]
        .filter((file) => !loaded.styles.has(file))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...scripts]
        .filter((file) => !loaded.scripts.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    return variant(links.length > 0 ? html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) : html);
  };
  const login = build(LOGIN);
  const plain = variant(html);
  const checkoutFile = path.join(root, 'checkout.html');
  const checkout = existsSync(checkoutFile) ? variant(readFileSync(checkoutFile, 'utf8')) : plain;
  const frames = signedInFrames(root, html);
  return (url) => {
    const pathname = url.split(/[?#]/, 1)[0] ?? url;
    if (isCheckoutPath(pathname)) return checkout;
    if (pathname === '/login') return login;
    if (frames && isAppPath(pathname)) return pathname === '/' ? frames.dashboard : frames.page;
    return plain;
  };
}

/** Where index.html marks the loading indicator that a signed-in address gets the frame instead of. */
const FRAME_SLOT = /<!--app-frame-->[\s\S]*<!--\/app-frame-->/;

/**
 * index.html with the signed-in frame in #root (the build renders it: apps/web/scripts/
 * prerender-frame.mjs): the top bar, the menu's outline and the page's heading paint before any
 * script runs, and React's first render puts the same outline in their place. The server cannot
 * tell a signed-in visit (the session is in the browser's storage); a signed-out one sees the
 * frame for the moment the script takes to send it to /login.
 */
function signedInFrames(root: string, html: string): { dashboard: HtmlVariant; page: HtmlVariant } | undefined {
  const file = path.join(root, '.vite', 'signed-in-frames.json');
  if (!existsSync(file) || !FRAME_SLOT.test(html)) return undefined;
  const markup = JSON.parse(readFileSync(file, 'utf8')) as { dashboard: string; page: string };
  return {
    dashboard: variant(html.replace(FRAME_SLOT, markup.dashboard)),
    page: variant(html.replace(FRAME_SLOT, markup.page)),
  };
}

/** An address of the signed-in back-office (the route table), not a public or unknown one. */
export function isAppPath(pathname: string): boolean {
  return matchAppRoute(pathname) !== undefined;
}

/**
 * The buyers' pages (hosted checkout, a charge's page, the 3-D Secure challenge at `/3ds?challenge=`):
 * their own page (checkout.html), not the back-office. Takes a path or a URL with its query.
 */
export function isCheckoutPath(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? url;
  return (
    pathname.startsWith('/pagar/') || pathname.startsWith('/cobranca/') || pathname === '/3ds' || pathname === '/3ds/'
  );
}

/**
 * The hosted checkout's policy, stricter than the back-office's: no inline style (the page has no
 * framework that injects any), nothing framed, forms and requests to this origin only.
 */
export const CHECKOUT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The encoding of an HTML variant to send, from the request's Accept-Encoding. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}
