// `npm test`: every suite, then one closing line 'N passed, N failed'.
// Server API tests run on PGlite, and again on PostgreSQL when DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// The e2e suite drives Debian's Chromium (never a downloaded browser). Checked first, so a missing
// browser stops the run at once instead of after every other suite.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0 && !process.env.CHROMIUM_PATH) {
    console.log(`Chromium not found at ${chromium}: installing it with apt-get (about 40 s)...`);
    const install = (args) =>
      spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (install(['install', '-y', 'chromium']).status !== 0) {
      install(['update']);
      install(['install', '-y', 'chromium']);
    }
  }
  if (!existsSync(chromium)) {
    console.error(
      `npm test needs Chromium for the e2e suite and found none at ${chromium}: run \`apt-get install -y chromium\` as root, or set CHROMIUM_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
}

const databaseUrl = process.env.DATABASE_URL;
const baseEnv = { ...process.env };
delete baseEnv.DATABASE_URL;

const suites = [
  { name: 'contract', cwd: 'packages/contract', runner: 'vitest' },
  { name: 'server (PGlite)', cwd: 'apps/server', runner: 'vitest' },
  ...(databaseUrl
    ? [{ name: 'server (PostgreSQL)', cwd: 'apps/server', runner: 'vitest', env: { DATABASE_URL: databaseUrl } }]
    : []),
  { name: 'web', cwd: 'apps/web', runner: 'vitest' },
  { name: 'e2e (Chromium)', cwd: 'e2e', runner: 'playwright' },
];

/**
 * One suite in a child process, its output kept in a file and printed whole when it ends, so two
 * suites running side by side never interleave their lines.
 */
function runSuite(suite, index) {
  const report = path.join(reports, `${index}.json`);
  const log = path.join(reports, `${index}.log`);
  const env = { ...baseEnv, ...suite.env };
  const args =
    suite.runner === 'vitest'
      ? ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
      : ['playwright', 'test'];
  if (suite.runner === 'playwright') env.PLAYWRIGHT_JSON_OUTPUT_NAME = report;
  const started = Date.now();
  const out = openSync(log, 'w');
  const child = spawn('npx', args, { cwd: path.join(root, suite.cwd), stdio: ['ignore', out, out], env });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      closeSync(out);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n=== ${suite.name} (${seconds} s) ===`);
      process.stdout.write(readFileSync(log, 'utf8'));
      const counts = existsSync(report) ? readCounts(suite.runner, report) : null;
      if (!counts) {
        // A suite that could not even report (crash, syntax error) counts as one failure.
        resolve({ line: `${suite.name}: did not run (exit ${status})`, passed: 0, failed: 1 });
        return;
      }
      if (status !== 0 && counts.failed === 0) counts.failed = 1;
      resolve({ line: `${suite.name}: ${counts.passed} passed, ${counts.failed} failed`, ...counts });
    });
  });
}

/** The suites of a lane, one after the other. */
async function runLane(lane) {
  const results = [];
  for (const index of lane) results.push([index, await runSuite(suites[index], index)]);
  return results;
}

// The server suite on PostgreSQL waits on the database much of its time (about 1.2 cores busy): it
// runs beside the PGlite one and whatever follows it; the browser suite, timing-sensitive, starts
// only when both are done. TEST_SERIAL=1 runs everything in one lane.
const postgresIndex = suites.findIndex((suite) => suite.name === 'server (PostgreSQL)');
const browserIndex = suites.findIndex((suite) => suite.runner === 'playwright');
const serial = process.env.TEST_SERIAL || postgresIndex < 0;
const mainLane = suites
  .map((_, index) => index)
  .filter((index) => index !== browserIndex && (serial || index !== postgresIndex));
const lanes = serial ? [mainLane] : [mainLane, [postgresIndex]];
const results = new Map((await Promise.all(lanes.map(runLane))).flat());
results.set(browserIndex, await runSuite(suites[browserIndex], browserIndex));

const ordered = [...results].sort(([a], [b]) => a - b).map(([, result]) => result);
const passed = ordered.reduce((sum, result) => sum + result.passed, 0);
const failed = ordered.reduce((sum, result) => sum + result.failed, 0);
const lines = ordered.map((result) => result.line);

function readCounts(runner, file) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (runner === 'vitest') return { passed: data.numPassedTests, failed: data.numFailedTests };
  return { passed: data.stats.expected + data.stats.flaky, failed: data.stats.unexpected };
}

console.log('\n' + lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
