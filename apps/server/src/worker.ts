import { buildApp } from './app.js';
import { configFromEnv } from './config.js';

/** `npm run worker`: the same jobs as the in-process worker, for running API and jobs apart. */
const config = { ...configFromEnv(), worker: true, seedDemo: false, webDist: undefined };
if (!config.databaseUrl) {
  // PGlite is a single-process database: with it, the API process runs the worker itself.
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL); with the embedded database the worker runs inside npm start.',
  );
  process.exit(1);
}
const { app } = await buildApp(config);
app.log.info('Cofre worker running');
// As the API (serve.ts): jobs in progress get pg-boss's 5 s, then the process leaves within 20 s.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setTimeout(() => process.exit(1), 20_000).unref();
    void app.close().then(() => process.exit(0));
  });
}
