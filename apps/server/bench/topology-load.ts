// `npm run bench:topology -w @cofre/server`: throughput through the whole topology on this machine
// (bench/topology.ts: HAProxy, two API processes, PgBouncer, a replica, two workers, a scheduler),
// driven by autocannon with BENCH_TOPOLOGY_CONNECTIONS (20) for BENCH_TOPOLOGY_SECONDS (10) per path:
// the charges list (read from the replica) and creating a Pix charge (written through the pooler).
// Afterwards each API process's replica counters show where the reads went.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../src/ops/seed.js';
import { startTopology } from './topology.js';

const SECONDS = Number(process.env.BENCH_TOPOLOGY_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_TOPOLOGY_CONNECTIONS ?? 20);

const topology = await startTopology({ demoCharges: 300, log: (line) => console.log(line) });
try {
  const signIn = await fetch(`${topology.url}/api/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.cofre.dev', password: DEMO_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const pix = JSON.stringify({
    title: 'Pedido do benchmark',
    value: 12_345,
    paymentMethod: 'PIX',
    expirationDate: '2027-12-30',
    customer: {
      name: 'Conceição Araújo',
      document: '529.982.247-25',
      email: 'c@exemplo.com.br',
      phone: '(11) 98765-4321',
    },
  });
  const rows: string[] = [];
  for (const [name, method, path, body] of [
    ['charges list (replica)', 'GET', '/api/charges?size=20', undefined],
    ['Pix charge creation', 'POST', '/api/charges', pix],
  ] as const) {
    const result = await autocannon({
      url: topology.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method,
          path,
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...request.headers,
              authorization: `Bearer ${token}`,
              ...(body ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
            },
            body,
          }),
        },
      ],
    });
    rows.push(
      `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors} |`,
    );
    console.log(rows.at(-1));
  }
  console.log(
    `\n| path | requests/s | p50 ms | p99 ms | failed |\n| --- | --- | --- | --- | --- |\n${rows.join('\n')}`,
  );
  for (const api of topology.processes.filter((process) => process.role === 'api')) {
    const stats = await (await fetch(`http://127.0.0.1:${api.port}/api/health/replica`)).json();
    console.log(`API :${api.port} reads: ${JSON.stringify(stats)}`);
  }
} finally {
  await topology.stop();
}
