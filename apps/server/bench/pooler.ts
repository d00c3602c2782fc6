// `npm run bench:pooler -w @cofre/server` (BENCH_DATABASE_URL, Debian's pgbouncer installed): the
// API's read paths straight to PostgreSQL with prepared statements (the default), straight without
// them, and through PgBouncer in transaction mode without them (DATABASE_PREPARED_STATEMENTS=false,
// the only way through it), so the cost of the switch and of the pooler are each seen
// (docs/operations.md, "Behind a pooler"). The server runs in this process and autocannon drives it
// with BENCH_POOLER_CONNECTIONS (20) for BENCH_POOLER_SECONDS (8) per path and mode: every mode pays
// the same client overhead, so compare the rows with each other, not with bench:load.
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { startPgBouncer } from '../test/support/pgbouncer.js';
import { benchConfig, benchToken, scratchDatabase } from './support.js';

const SECONDS = Number(process.env.BENCH_POOLER_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_POOLER_CONNECTIONS ?? 20);
const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.log('bench:pooler needs BENCH_DATABASE_URL (postgres://user@host:5432/postgres)');
  process.exit(0);
}

const database = await scratchDatabase(serverUrl, 'cofre_bench_pooler');
const base = benchConfig({ databaseUrl: database.url, dataDir: '/tmp' });
const bouncer = await startPgBouncer(database.url);
const rows: string[] = [];
try {
  // The demo data, once, straight to the database.
  {
    const { app } = await buildApp({ ...base, seedDemo: true }, { demoCharges: 300 });
    await app.close();
  }
  const modes = [
    { label: 'direct, prepared (default)', databaseUrl: database.url, preparedStatements: true },
    { label: 'direct, unprepared', databaseUrl: database.url, preparedStatements: false },
    { label: 'PgBouncer (transaction), unprepared', databaseUrl: bouncer.url, preparedStatements: false },
  ];
  for (const mode of modes) {
    const { app } = await buildApp({ ...base, ...mode, databaseDirectUrl: database.url });
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
  await database.drop();
}
console.log(
  `\n| mode | path | requests/s | p50 ms | p99 ms | failed |\n| --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}`,
);
