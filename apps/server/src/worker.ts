import { buildApp } from './app.js';
import { configFromEnv, SHUTDOWN_DEADLINE_MS } from './config.js';

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
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    void app.close().then(() => process.exit(0));
  });
}
