// One API process: the app, its listener and its shutdown (src/main.ts starts one or several).
import { buildApp } from './app.js';
import { configFromEnv, parseRole, SHUTDOWN_DEADLINE_MS } from './config.js';
import { MailConfigurationError } from './providers/mail/production-guard.js';
import { DEMO_USERS, demoSellerExists } from './ops/seed.js';

const started = performance.now();
const config = (() => {
  try {
    return configFromEnv();
  } catch (error) {
    // A variable refused (ROLE, DATABASE_POOL_SIZE…): one clear line, no stack.
    console.error(`Cofre não iniciou: ${(error as Error).message}`);
    process.exit(1);
  }
})();
const role = parseRole(process.env.ROLE);
if (role !== 'all' && !config.databaseUrl) {
  // PGlite's data directory belongs to one process, which then runs every role itself.
  console.error(`Cofre não iniciou: ROLE=${role} exige DATABASE_URL (PostgreSQL); sem ele, npm start roda tudo.`);
  process.exit(1);
}
// `npm start` on a fresh clone builds the web app beside this start (scripts/start.mjs) and says
// when it is done; the SPA is registered after the demo seed, so only a build slower than it waits.
const webReady =
  process.env.WEB_BUILD_SIGNAL === 'ipc' && process.send
    ? new Promise<void>((resolve) => process.once('message', () => resolve()))
    : undefined;
const { app, ctx } = await buildApp(config, { webReady }).catch((error: unknown) => {
  // A configuration refused at start-up (e.g. production without SMTP_URL): one clear line, no stack.
  if (error instanceof MailConfigurationError) {
    console.error(`Cofre não iniciou: ${error.message}`);
    process.exit(1);
  }
  throw error;
});
// A worker or the scheduler listens only where it was given a port: its probes (an orchestrator's),
// never the API's default port beside an `npm start` on the same machine.
const listens = config.api || process.env.PORT !== undefined;
if (listens) await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: ctx.database.kind, role, worker: config.worker, startupMs: Math.round(performance.now() - started) },
  config.api
    ? `Cofre em ${config.publicUrl}`
    : `Cofre ${role} running${listens ? ` (probes on port ${config.port})` : ''}`,
);
if (config.seedDemo && (await demoSellerExists(ctx))) {
  // The demo account is a public fixture (README), not a person; its password stays out of the logs.
  app.log.info(
    `Entre em ${config.publicUrl}/login com ${DEMO_USERS[0]!.email} (a senha de demonstração está no README)`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
