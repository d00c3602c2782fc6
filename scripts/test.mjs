// `npm test`: every suite, then one closing line 'N passed, N failed'.
// Server API tests run on PGlite, and again on PostgreSQL (side by side) when DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// The e2e suite drives Debian's Chromium headless shell (package chromium-headless-shell; never a
// downloaded browser), or CHROMIUM_PATH (e2e/support/browser.ts decides the same way). Checked
// first, so a missing browser stops the run at once instead of after every other suite.
const headlessShell = '/usr/bin/chromium-headless-shell';
const fullChromium = '/usr/bin/chromium';
const chromium = process.env.CHROMIUM_PATH;
if (chromium && !existsSync(chromium)) {
  console.error(`CHROMIUM_PATH is ${chromium}, and there is no file there.`);
  process.exit(1);
}
if (!chromium && !existsSync(headlessShell)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium headless shell not found: installing it with apt-get (about 30 s)...');
    const install = (args) =>
      spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (install(['install', '-y', 'chromium-headless-shell']).status !== 0) {
      install(['update']);
      install(['install', '-y', 'chromium-headless-shell']);
    }
  }
  if (!existsSync(headlessShell)) {
    if (!existsSync(fullChromium)) {
      console.error(
        `npm test needs Chromium for the e2e suite and found none at ${headlessShell} or ${fullChromium}: run \`apt-get install -y chromium-headless-shell\` as root, or set CHROMIUM_PATH to a Chromium binary.`,
      );
      process.exit(1);
    }
    console.log(`No Chromium headless shell: the e2e suite runs in ${fullChromium} (about a third more CPU).`);
  }
}

const databaseUrl = process.env.DATABASE_URL;
const baseEnv = { ...process.env };
delete baseEnv.DATABASE_URL;

// Each step's suites run side by side. The two server suites do: each alone left the CPU idle while
// its files waited on their server processes, and ended on one long file while its other workers had
// nothing left (2026-11-30: 123 s + 139 s one after the other, 224 s side by side with two workers
// each instead of three). The rest run one at a time: the e2e suite needs the whole machine.
const serverSuites = [
  { name: 'server (PGlite)', cwd: 'apps/server', runner: 'vitest' },
  ...(databaseUrl
    ? [{ name: 'server (PostgreSQL)', cwd: 'apps/server', runner: 'vitest', env: { DATABASE_URL: databaseUrl } }]
    : []),
];
const steps = [
  [{ name: 'contract', cwd: 'packages/contract', runner: 'vitest' }],
  serverSuites.length > 1 ? serverSuites.map((suite) => ({ ...suite, args: ['--maxWorkers=2'] })) : serverSuites,
  [{ name: 'web', cwd: 'apps/web', runner: 'vitest' }],
  [{ name: 'e2e (Chromium)', cwd: 'e2e', runner: 'playwright' }],
];

let passed = 0;
let failed = 0;
const lines = [];
const slowest = [];
const failures = [];
const runStarted = Date.now();
let reportIndex = 0;
for (const step of steps) {
  const started = Date.now();
  if (step.length > 1)
    console.log(
      `\n=== ${step.map((suite) => suite.name).join(' and ')}, side by side: each one's output as it ends ===`,
    );
  await Promise.all(step.map((suite) => runSuite(suite, reportIndex++, step.length > 1)));
  if (step.length > 1)
    lines.push(
      `${step.map((suite) => suite.name).join(' and ')} together: ${Math.round((Date.now() - started) / 1000)} s`,
    );
}

/**
 * Runs one suite (its output straight through, or kept in a file and printed at its end when it
 * shares the step) and adds its counts, slowest tests and failures.
 */
async function runSuite(suite, index, shared) {
  const report = path.join(reports, `${index}.json`);
  const env = { ...baseEnv, ...suite.env };
  const args =
    suite.runner === 'vitest'
      ? ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...(suite.args ?? [])]
      : ['playwright', 'test'];
  if (suite.runner === 'playwright') env.PLAYWRIGHT_JSON_OUTPUT_NAME = report;
  if (!shared) console.log(`\n=== ${suite.name} ===`);
  const logFile = path.join(reports, `${index}.log`);
  const output = shared ? openSync(logFile, 'w') : 'inherit';
  const started = Date.now();
  const child = spawn('npx', args, { cwd: path.join(root, suite.cwd), stdio: ['ignore', output, output], env });
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code)));
  const seconds = `${Math.round((Date.now() - started) / 1000)} s`;
  if (shared) {
    closeSync(output);
    console.log(`\n=== ${suite.name} (${seconds}) ===`);
    console.log(readFileSync(logFile, 'utf8'));
  }
  const data = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  const counts = data ? readCounts(suite.runner, data) : null;
  if (!counts) {
    // A suite that could not even report (crash, syntax error) counts as one failure.
    failed += 1;
    lines.push(`${suite.name}: did not run (exit ${status}) in ${seconds}`);
    return;
  }
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  lines.push(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed in ${seconds}`);
  slowest.push({ suite: suite.name, tests: slowestTests(suite.runner, data) });
  failures.push(...failedTests(suite.runner, data).map((test) => ({ suite: suite.name, ...test })));
}

function readCounts(runner, data) {
  if (runner === 'vitest') return { passed: data.numPassedTests, failed: data.numFailedTests };
  return { passed: data.stats.expected + data.stats.flaky, failed: data.stats.unexpected };
}

/** The suite's slowest tests (seconds, file, title), so the next slowdown is seen the day it happens. */
function slowestTests(runner, data, count = 20) {
  const tests = [];
  if (runner === 'vitest') {
    for (const result of data.testResults)
      for (const test of result.assertionResults)
        tests.push({ ms: test.duration ?? 0, where: path.relative(root, result.name), title: test.title });
  } else {
    const walk = (suite) => {
      for (const child of suite.suites ?? []) walk(child);
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          for (const result of test.results) tests.push({ ms: result.duration, where: spec.file, title: spec.title });
    };
    for (const suite of data.suites) walk(suite);
  }
  return tests.sort((a, b) => b.ms - a.ms).slice(0, count);
}

/**
 * The suite's failed tests with the head of their error (its first dozen lines: an assertion's
 * expected and received values, e.g. the axe rule and element), so a CI log names what broke.
 */
function failedTests(runner, data) {
  const firstLine = (text) =>
    String(text ?? '')
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 12)
      .join('\n      ');
  const tests = [];
  if (runner === 'vitest') {
    for (const result of data.testResults) {
      for (const test of result.assertionResults)
        if (test.status === 'failed')
          tests.push({
            where: path.relative(root, result.name),
            title: test.title,
            error: firstLine(test.failureMessages?.[0]),
          });
      if (result.status === 'failed' && result.assertionResults.length === 0)
        tests.push({ where: path.relative(root, result.name), title: '(the file)', error: firstLine(result.message) });
    }
  } else {
    const walk = (suite) => {
      for (const child of suite.suites ?? []) walk(child);
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          if (test.status === 'unexpected') {
            const result = test.results.at(-1);
            tests.push({
              where: spec.file,
              title: spec.title,
              error: firstLine(result?.error?.message ?? result?.status),
            });
          }
    };
    for (const suite of data.suites) walk(suite);
  }
  return tests;
}

for (const { suite, tests } of slowest) {
  console.log(`\nSlowest tests of ${suite}:`);
  for (const test of tests) console.log(`${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.where} › ${test.title}`);
}
if (failures.length > 0) {
  console.log('\nFailed tests:');
  for (const test of failures) console.log(`  ${test.suite}: ${test.where} › ${test.title}\n      ${test.error}`);
}
console.log(`\nEach suite's wall time (the whole run: ${Math.round((Date.now() - runStarted) / 1000)} s):`);
console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
