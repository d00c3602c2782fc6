// `npm run lighthouse`: Lighthouse scores (mobile defaults) of /login, the dashboard and the public
// checkout (the seller's first active payment link, as a buyer opens it) of a running Cofre
// (`npm start`, or BASE_URL), in the machine's Chromium (CHROME_PATH, /usr/bin/chromium by default). Lighthouse is installed on first use into .tmp/lighthouse at the
// pinned version below, so `npm ci` stays lean. Budgets (issue 13): performance ≥ 95 on /login and
// the dashboard, /login transferring ≤ 150 KB of JavaScript.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const LIGHTHOUSE_VERSION = '12.8.2';
const root = path.resolve(import.meta.dirname, '..');
const toolDir = path.join(root, '.tmp', 'lighthouse');
const baseUrl = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const email = process.env.LIGHTHOUSE_EMAIL ?? 'admin@demo.cofre.dev';
const password = process.env.LIGHTHOUSE_PASSWORD ?? 'cofre-demo-2026';

function tool(name) {
  const entry = path.join(toolDir, 'node_modules', name);
  if (!existsSync(entry)) {
    mkdirSync(toolDir, { recursive: true });
    writeFileSync(path.join(toolDir, 'package.json'), '{"private":true}');
    console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into .tmp/lighthouse (first run only)`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], {
      cwd: toolDir,
      stdio: 'inherit',
    });
  }
  return entry;
}

async function importFrom(name, file) {
  const dir = tool(name);
  const manifest = JSON.parse(
    await (await import('node:fs/promises')).readFile(path.join(dir, 'package.json'), 'utf8'),
  );
  const main = file ?? manifest.exports?.['.']?.import ?? manifest.exports?.['.'] ?? manifest.main ?? 'index.js';
  return import(pathToFileURL(path.join(dir, typeof main === 'string' ? main : main.default)).href);
}

const { default: lighthouse } = await importFrom('lighthouse', 'core/index.js');
const chromeLauncher = await importFrom('chrome-launcher', 'dist/index.js');
const { default: puppeteer } = await importFrom('puppeteer-core', 'lib/esm/puppeteer/puppeteer-core.js');

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/** Transferred bytes of the page's scripts, from Lighthouse's own network records. */
function scriptKilobytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

async function audit(label, url, options = {}) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: options.keepStorage ?? false,
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${label}: ${lhr.runtimeError.message}`);
  // LIGHTHOUSE_REPORT_DIR=dir keeps each page's whole report (the LCP element, the long tasks…).
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    writeFileSync(
      path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${label.replace(/\W+/g, '') || 'page'}.json`),
      result.report,
    );
  }
  const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const seconds = (key) => ((lhr.audits[key]?.numericValue ?? 0) / 1000).toFixed(1);
  console.log(
    `${label.padEnd(10)} performance ${String(score('performance')).padStart(3)}  accessibility ${String(score('accessibility')).padStart(3)}  best practices ${String(score('best-practices')).padStart(3)}  FCP ${seconds('first-contentful-paint')} s  LCP ${seconds('largest-contentful-paint')} s  TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms  JS ${scriptKilobytes(lhr).toFixed(1)} KB  total ${((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024).toFixed(0)} KB`,
  );
  return lhr;
}

/** Signs in through the login screen, so the dashboard is measured as a seller sees it after login. */
async function signIn() {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[type="email"], input[autocomplete="username"], input[autocomplete="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page
    .waitForFunction(() => location.pathname !== '/login', { timeout: 60_000 })
    .catch(() => {
      throw new Error('sign-in failed: check LIGHTHOUSE_EMAIL/PASSWORD');
    });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
  // A cold load of the dashboard: the session stays in localStorage, the HTTP cache goes.
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

/** The public address of an active one-off payment link of the signed-in seller (the buyer's checkout). */
async function activeLinkUrl() {
  const signIn = await fetch(`${baseUrl}/api/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = await signIn.json();
  const answer = await fetch(`${baseUrl}/api/payment-links?type=ORDER&page=0&size=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const links = (await answer.json()).content ?? [];
  return links.find((link) => link.status === 'ACTIVE')?.url ?? null;
}

// LIGHTHOUSE_RUNS=n measures each page n times (one line a run): one run's score moves by several
// points with whatever else the machine does in that second. LIGHTHOUSE_PAGES=dashboard,… picks pages.
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const pages = (process.env.LIGHTHOUSE_PAGES ?? 'login,dashboard,checkout').split(',').map((name) => name.trim());
try {
  const checkoutUrl = pages.includes('checkout') ? await activeLinkUrl() : null;
  for (let run = 0; run < runs; run++) {
    if (pages.includes('login')) await audit('/login', `${baseUrl}/login`);
    if (pages.includes('dashboard')) {
      await signIn();
      await audit('dashboard', `${baseUrl}/`, { keepStorage: true });
    }
    if (!pages.includes('checkout')) continue;
    if (checkoutUrl) await audit('checkout', checkoutUrl);
    else console.log('checkout   not measured: the seller has no active payment link');
  }
} finally {
  await chrome.kill();
}
