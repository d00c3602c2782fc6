// `npm run bench:pooler -w @cofre/server` (BENCH_DATABASE_URL, Debian's pgbouncer installed): the
// API's read paths straight to PostgreSQL with prepared statements (the default), straight without
// them, and through PgBouncer in transaction mode without them (DATABASE_PREPARED_STATEMENTS=false,
// the only way through it), so the cost of the switch and of the pooler are each seen
// (docs/operations.md, "Behind a pooler"). The server runs in this process and autocannon drives it
// with BENCH_POOLER_CONNECTIONS (20) for BENCH_POOLER_SECONDS (8) per path and mode: every mode pays
// the same client overhead, so compare the rows with each other, not with bench:load.
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { configFromEnv, type Config } from '../src/config.js';
import { startPgBouncer } from '../test/support/pgbouncer.js';
import { benchToken } from './support.js';

const SECONDS = Number(process.env.BENCH_POOLER_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_POOLER_CONNECTIONS ?? 20);
const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.log('bench:pooler needs BENCH_DATABASE_URL (postgres://user@host:5432/postgres)');
  process.exit(0);
}

const name = `cofre_bench_pooler_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const direct = new URL(serverUrl);
direct.pathname = `/${name}`;
const base: Config = {
  ...configFromEnv({}),
  databaseUrl: direct.toString(),
  logLevel: 'warn',
  worker: false,
  scheduler: false,
  seedDemo: false,
  webDist: undefined,
  dataDir: '/tmp',
};
const bouncer = await startPgBouncer(direct.toString());
const rows: string[] = [];
try {
  // The demo data, once, straight to the database.
  {
    const { app } = await buildApp({ ...base, seedDemo: true }, { demoCharges: 300 });
    await app.close();
  }
  const modes = [
    { label: 'direct, prepared (default)', databaseUrl: direct.toString(), preparedStatements: true },
    { label: 'direct, unprepared', databaseUrl: direct.toString(), preparedStatements: false },
    { label: 'PgBouncer (transaction), unprepared', databaseUrl: bouncer.url, preparedStatements: false },
  ];
  for (const mode of modes) {
    const { app } = await buildApp({ ...base, ...mode, databaseDirectUrl: direct.toString() });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const token = await benchToken(address);
      const headers = { authorization: `Bearer ${token}` };
      const list = (await (await fetch(`${address}/api/charges?size=20`, { headers })).json()) as {
        content: Array<{ uuid: string }>;
      };
      const ids = list.content.map((charge) => charge.uuid);
      for (const [pathName, pathOf] of [
        ['charges list', () => '/api/charges?size=20'],
        ['charge detail', (n: number) => `/api/charges/${ids[n % ids.length]}`],
      ] as const) {
        let n = 0;
        const drive = (duration: number) =>
          autocannon({
            url: address,
            connections: CONNECTIONS,
            duration,
            requests: [
              {
                method: 'GET',
                setupRequest: (request) => ({
                  ...request,
                  path: pathOf((n += 1)),
                  headers: { ...request.headers, ...headers },
                }),
              },
            ],
          });
        // Unmeasured: the first seconds of a fresh server (JIT, caches, pools) would favour later modes.
        await drive(2);
        const result = await drive(SECONDS);
        const failed = result.non2xx + result.errors;
        rows.push(
          `| ${mode.label} | ${pathName} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${failed} |`,
        );
        console.log(rows.at(-1));
      }
    } finally {
      await app.close();
    }
  }
} finally {
  await bouncer.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
console.log(
  `\n| mode | path | requests/s | p50 ms | p99 ms | failed |\n| --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}`,
);
