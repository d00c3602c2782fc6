// HAProxy from Debian's package in front of API processes on this machine: the topology's load
// balancer (bench/topology.ts) and the load bench's one-against-two comparison (bench/load.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((candidate) => existsSync(candidate));

/** One address HAProxy listens on, balancing round-robin over these API ports. */
export interface Frontend {
  port: number;
  backends: number[];
}

export interface Haproxy {
  child: ChildProcess;
  /** http://127.0.0.1:<port> of each frontend, in order. */
  urls: string[];
  stop: () => void;
}

function config(frontends: Frontend[]): string {
  return [
    'global',
    '  maxconn 2048',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  option forwardfor',
    // A request to a process that just died is sent to another one.
    '  retries 2',
    '  option redispatch',
    ...frontends.flatMap(({ port, backends }, index) => [
      `frontend web${index + 1}`,
      `  bind 127.0.0.1:${port}`,
      `  default_backend api${index + 1}`,
      `backend api${index + 1}`,
      '  balance roundrobin',
      '  option httpchk GET /api/health/ready',
      '  default-server inter 500 fall 2 rise 2',
      ...backends.map((apiPort, server) => `  server api${index + 1}_${server + 1} 127.0.0.1:${apiPort} check`),
    ]),
    '',
  ].join('\n');
}

/** Starts HAProxy with its configuration in `dir`; resolves once every frontend answers /api/health. */
export async function startHaproxy(frontends: Frontend[], dir: string): Promise<Haproxy> {
  if (!HAPROXY) throw new Error('haproxy is not installed (apt-get install haproxy)');
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config(frontends));
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: 'ignore' });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const urls = frontends.map(({ port }) => `http://127.0.0.1:${port}`);
  const deadline = Date.now() + 10_000;
  for (const url of urls) {
    while (
      !(await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null) {
        stop();
        throw new Error('haproxy exited');
      }
      if (Date.now() > deadline) {
        stop();
        throw new Error('haproxy not answering within 10 s');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { child, urls, stop };
}
