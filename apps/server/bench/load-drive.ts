// The measuring side of `bench:load`: autocannon against one address, with the CPU the API processes
// and the machine's PostgreSQL spent per request, and the table the bench prints.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadPath {
  name: string;
  method?: 'GET' | 'POST';
  /** The path of the n-th request (the detail path walks many charges). */
  url: (n: number) => string;
  body?: () => string;
  read: boolean;
}

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU the API processes spent per request (user + system), robust to a busy machine. */
  cpuMs?: number;
  /** CPU every PostgreSQL process of the machine spent per request (when the server is on PostgreSQL). */
  dbCpuMs?: number;
  /** Share of the machine's CPU time (every core) that was busy during the run: 1 is saturated. */
  machineBusy?: number;
  /** The lowest and highest requests/s of the runs whose median this is (medianRun). */
  rpsLow?: number;
  rpsHigh?: number;
}

/** The machine's busy and total CPU time since boot, in jiffies (the first line of /proc/stat). */
function machineTimes(): { busy: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    const idle = fields[3]! + fields[4]!;
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/** Seconds of CPU a process and its children have used (Linux /proc). */
function cpuSeconds(pid: number): number | undefined {
  const ofProcess = (id: string) => {
    const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { parent: fields[1], seconds: (Number(fields[11]) + Number(fields[12])) / 100 };
  };
  try {
    let seconds = ofProcess(String(pid)).seconds;
    for (const id of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const child = ofProcess(id);
        if (child.parent === String(pid)) seconds += child.seconds;
      } catch {
        // gone since the listing
      }
    }
    return seconds;
  } catch {
    return undefined;
  }
}

function cpuOf(pids: number[]): number | undefined {
  const each = pids.map(cpuSeconds);
  return each.some((seconds) => seconds === undefined) ? undefined : each.reduce((sum, s) => sum! + s!, 0);
}

/**
 * Seconds of CPU of each `postgres` process now. A run's share is the sum of each process's growth,
 * so a backend that exits meanwhile (another bench's) cannot make the difference negative.
 */
function postgresCpu(): Map<string, number> {
  const seconds = new Map<string, number>();
  for (const id of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      if (!stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).startsWith('postgres')) continue;
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      seconds.set(id, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // gone since the listing
    }
  }
  return seconds;
}

function postgresCpuSince(before: Map<string, number>): number {
  let grown = 0;
  for (const [id, seconds] of postgresCpu()) grown += seconds - (before.get(id) ?? 0);
  return grown;
}

export async function drive(
  address: string,
  token: string,
  loadPath: LoadPath,
  options: { pids: number[]; onPostgres: boolean; connections: number; seconds: number },
): Promise<Measured> {
  let n = 0;
  const cpuBefore = cpuOf(options.pids);
  const dbCpuBefore = options.onPostgres ? postgresCpu() : undefined;
  const machineBefore = machineTimes();
  const result = await autocannon({
    url: address,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: loadPath.method ?? 'GET',
        setupRequest: (request) => {
          n += 1;
          const headers = { ...request.headers, authorization: `Bearer ${token}` } as Record<string, string | string[]>;
          if (loadPath.body) {
            headers['content-type'] = 'application/json';
            headers['idempotency-key'] = randomUUID();
          }
          return { ...request, path: loadPath.url(n), headers, body: loadPath.body?.() };
        },
      },
    ],
  });
  const requests = Math.max(1, result.requests.total);
  const cpuAfter = cpuOf(options.pids);
  const machineAfter = machineTimes();
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / requests,
    dbCpuMs: dbCpuBefore === undefined ? undefined : (postgresCpuSince(dbCpuBefore) * 1000) / requests,
    machineBusy:
      machineBefore && machineAfter
        ? (machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total)
        : undefined,
  };
}

/** The run with the median throughput of several (its latency and CPU come with it). */
export function medianRun(runs: Measured[]): Measured {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, rpsLow: sorted[0]!.rps, rpsHigh: sorted.at(-1)!.rps };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export interface Row extends Measured {
  name: string;
  statements?: number;
  /** pgbench -M prepared: sequences of the path's statements per second. */
  sqlRps?: number;
  /** The same path through HAProxy to one API process, and to two. */
  proxyOne?: Measured;
  proxyTwo?: Measured;
}

const cell = (value: string, width: number) => value.padStart(width);
const withRange = (measured: Measured) =>
  `${measured.rps.toFixed(0)} (${measured.rpsLow?.toFixed(0) ?? '?'}–${measured.rpsHigh?.toFixed(0) ?? '?'})`;
const percent = (share: number | undefined) => (share === undefined ? '—' : `${Math.round(share * 100)}%`);

export function printTable(title: string, rows: Row[], ratioGoal: number) {
  console.log(`\n${title}`);
  console.log(
    [
      'path'.padEnd(28),
      cell('req/s', 7),
      cell('p50 ms', 6),
      cell('p99 ms', 6),
      cell('errors', 6),
      cell('CPU ms', 6),
      cell('DB CPU', 6),
      cell('stmts', 5),
      cell('SQL/s', 6),
      cell('API÷SQL', 8),
      cell('busy', 5),
    ].join(' '),
  );
  for (const row of rows) {
    const ratio = row.sqlRps ? row.rps / row.sqlRps : undefined;
    console.log(
      [
        row.name.padEnd(28),
        cell(row.rps.toFixed(0), 7),
        cell(String(row.p50), 6),
        cell(String(row.p99), 6),
        cell(String(row.errors), 6),
        cell(row.cpuMs?.toFixed(2) ?? '—', 6),
        cell(row.dbCpuMs?.toFixed(2) ?? '—', 6),
        cell(String(row.statements ?? '—'), 5),
        cell(row.sqlRps?.toFixed(0) ?? '—', 6),
        cell(ratio === undefined ? '—' : `${ratio.toFixed(2)}${ratio >= ratioGoal ? '' : ' ✗'}`, 8),
        cell(percent(row.machineBusy), 5),
      ].join(' '),
    );
  }
  const proxied = rows.filter((row) => row.proxyOne && row.proxyTwo);
  if (proxied.length === 0) return;
  console.log(
    '\nThrough HAProxy: to one API process, and to two (CPU and DB: ms of the API processes and of PostgreSQL a request; busy: the machine)',
  );
  console.log(
    [
      'path'.padEnd(28),
      cell('→1 req/s (runs)', 17),
      cell('p99', 4),
      cell('CPU', 5),
      cell('DB', 5),
      cell('→2 req/s (runs)', 17),
      cell('p99', 4),
      cell('CPU', 5),
      cell('DB', 5),
      cell('busy →1/→2', 9),
      cell('errors', 6),
      cell('2÷1', 5),
    ].join(' '),
  );
  for (const row of proxied) {
    const one = row.proxyOne!;
    const two = row.proxyTwo!;
    console.log(
      [
        row.name.padEnd(28),
        cell(withRange(one), 17),
        cell(String(one.p99), 4),
        cell(one.cpuMs?.toFixed(2) ?? '—', 5),
        cell(one.dbCpuMs?.toFixed(2) ?? '—', 5),
        cell(withRange(two), 17),
        cell(String(two.p99), 4),
        cell(two.cpuMs?.toFixed(2) ?? '—', 5),
        cell(two.dbCpuMs?.toFixed(2) ?? '—', 5),
        cell(`${percent(one.machineBusy)}/${percent(two.machineBusy)}`, 9),
        cell(String(one.errors + two.errors), 6),
        cell(`${(two.rps / one.rps).toFixed(2)}`, 5),
      ].join(' '),
    );
  }
}
