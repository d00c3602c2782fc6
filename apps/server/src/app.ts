import { rewritePublicApiUrl } from './plugins/public-api.js';
import { integrationRoutes } from './modules/integrations/index.js';
import { WebhookDispatcher, webhookRoutes } from './modules/webhooks/index.js';
import { subSellerRoutes } from './modules/sub-sellers/index.js';
import { noticeRoutes } from './modules/notices/index.js';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { QUEUE_CLASSES, type Config } from './config.js';
import type { AppContext } from './context.js';
import { createContext, type ContextOptions } from './context-factory.js';
import { jobDefinitions } from './jobs/definitions.js';
import { ofQueueClasses } from './jobs/payloads.js';
import { Scheduler } from './jobs/scheduler.js';
import { authRoutes, twoFactorRoutes } from './modules/auth/index.js';
import { sellerClientRoutes } from './modules/seller-clients/index.js';
import {
  boletoTermsRoutes,
  chargeActivity,
  type ChargeDetailReaders,
  chargeRoutes,
  threeDSecureRoutes,
} from './modules/charges/index.js';
import { checkoutRoutes } from './modules/checkouts/index.js';
import { bankingRoutes } from './modules/banking/index.js';
import { paymentBatchRoutes } from './modules/payment-batches/index.js';
import { cardRoutes } from './modules/cards/index.js';
import { paymentRoutes } from './modules/payments/index.js';
import { isSellerLink, paymentLinkRoutes } from './modules/payment-links/index.js';
import { planRoutes } from './modules/plans/index.js';
import { clientSubscriptions, subscriptionRoutes } from './modules/subscriptions/index.js';
import { hostedCheckoutRoutes } from './modules/hosted-checkout/index.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { statementRoutes } from './modules/statement/index.js';
import { financeRoutes } from './modules/finance/index.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { refundRoutes, refundsOfCharge } from './modules/refunds/index.js';
import { disputeEvidenceRoutes, disputeOfCharge, disputeRoutes } from './modules/disputes/index.js';
import { invoiceRoutes, invoicesActivePart, invoiceSettingsRoutes } from './modules/invoices/index.js';
import { chargeExportRoutes } from './modules/charge-exports/index.js';
import { reportRoutes } from './modules/reports/index.js';
import { lookupRoutes } from './modules/lookups/index.js';
import { notificationRoutes } from './modules/notifications/index.js';
import { sellerRoutes } from './modules/sellers/index.js';
import { invitationRoutes, teamRoutes } from './modules/team/index.js';
import { seedDemoIfEmpty } from './ops/seed.js';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './plugins/errors.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { openapiPlugin } from './plugins/openapi.js';
import { publicApiDocsRoute } from './plugins/public-api-docs.js';
import { permissionsPlugin, requireRoutePermission } from './plugins/permissions.js';
import { sessionPlugin } from './plugins/session.js';
import { staticWebPlugin } from './plugins/static-web.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { healthRoutes } from './plugins/health.js';
import { readReplicaPlugin } from './plugins/read-replica.js';
import { refuseUndeclaredBody, refuseUndeclaredQuery, safeValidatorCompiler } from './plugins/validation.js';
import type { App } from './lib/route-types.js';
import { createLogger, OneLinePerRequest } from './lib/logger.js';
import './plugins/types.js';

export interface BuildOptions extends ContextOptions {
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Sees every route as it is registered (tests walk the route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Extra routes, registered before the app is ready (tests of cross-cutting plugins). */
  extraRoutes?: (app: App, ctx: AppContext) => void;
  /** Settles when the web build running beside this start has written `webDist` (scripts/start.mjs). */
  webReady?: Promise<void>;
  /** The first start's demo charges (`seedDemo`'s `charges`): a test of the start seeds none. */
  demoCharges?: boolean | number;
  /** The first start's demo subscriptions (`seedDemo`'s `subscriptions`). */
  demoSubscriptions?: number;
}

/** Builds the whole server. Tests call it with a config of their own; main.ts with the env's. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    loggerInstance: createLogger(config, options.logStream),
    logController: new OneLinePerRequest(),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Answers fastify and Node would write in English ({error, message, statusCode}) get the contract's shape.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // The public API (/api/v1) is served by the back-office's own routes (plugins/public-api.ts).
    rewriteUrl: (request) => rewritePublicApiUrl(request.method, request.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();
  // zod's messages are the contract's pt-BR ones (installed by importing @cofre/contract).
  app.setValidatorCompiler(safeValidatorCompiler);
  app.addHook('onRoute', requireRoutePermission);
  app.addHook('onRoute', refuseUndeclaredQuery);
  app.addHook('onRoute', refuseUndeclaredBody);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const ctx = await createContext(config, app.log, options);
  const { jobs, database } = ctx;
  // Only the API caches sessions, so only it hears that one changed.
  if (config.api) await ctx.principals.listen(database, app.log);

  const definitions = jobDefinitions(ctx);
  // The queues exist before the demo is seeded: seeding goes through the same rules as the API, and
  // some of them queue work (a batch's approval queues its payment), consumed once the worker starts.
  await jobs.start(definitions);
  if (config.seedDemo)
    await seedDemoIfEmpty(ctx, { charges: options.demoCharges, subscriptions: options.demoSubscriptions });
  let webhooks: WebhookDispatcher | null = null;
  const classes = config.workerQueues ?? QUEUE_CLASSES;
  if (config.worker) {
    // Before the workers: they rest until work is announced, and hear it from here on.
    await ctx.workSignal.listen(database, app.log);
    await jobs.work(ofQueueClasses(definitions, classes));
    if (classes.includes('webhooks')) {
      // Webhooks have their own loop (a job per event would be thousands of jobs a minute).
      webhooks = new WebhookDispatcher(ctx);
      webhooks.start();
    }
  }
  const sweeps = definitions.filter((definition) => definition.cron);
  const scheduler = config.scheduler ? new Scheduler(database, jobs, sweeps, app.log) : null;
  await scheduler?.start();

  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin);
  await app.register(openapiPlugin);
  await app.register(sessionPlugin, { ctx });
  await app.register(readReplicaPlugin, { ctx });
  await app.register(permissionsPlugin);
  await app.register(idempotencyPlugin, { ctx });

  healthRoutes(app, database, ctx.reads, scheduler ?? undefined);
  // A worker or a scheduler answers its probes and nothing else.
  if (config.api) {
    registerApi(app, ctx, options);
    ctx.reads.start();
    await options.webReady;
    await app.register(staticWebPlugin, { root: config.webDist });
  }

  app.addHook('onClose', async () => {
    await scheduler?.stop();
    await webhooks?.stop();
    await ctx.workSignal.close();
    await jobs.stop();
    await ctx.mail.close();
    await ctx.principals.close();
    await ctx.reads.stop();
    await database.close();
  });
  await app.ready();
  return { app, ctx };
}

/** Every route of the back-office, the public API and the buyers' pages. */
function registerApi(app: App, ctx: AppContext, options: BuildOptions): void {
  authRoutes(app, ctx);
  twoFactorRoutes(app, ctx);
  sellerRoutes(app, ctx);
  teamRoutes(app, ctx);
  invitationRoutes(app, ctx);
  noticeRoutes(app, ctx);
  integrationRoutes(app, ctx);
  webhookRoutes(app, ctx);
  subSellerRoutes(app, ctx);
  publicApiDocsRoute(app);
  notificationRoutes(app, ctx);
  sellerClientRoutes(app, ctx, { ...chargeActivity, subscriptions: clientSubscriptions });
  // The charge detail's parts held by modules above charges (charges/view.ts).
  const chargeDetail: ChargeDetailReaders = {
    refunds: refundsOfCharge,
    dispute: disputeOfCharge,
    invoicesActive: invoicesActivePart,
  };
  chargeRoutes(app, ctx, chargeDetail, isSellerLink);
  threeDSecureRoutes(app, ctx);
  boletoTermsRoutes(app, ctx);
  statementRoutes(app, ctx);
  financeRoutes(app, ctx);
  dashboardRoutes(app);
  refundRoutes(app, ctx);
  disputeRoutes(app, ctx, chargeDetail);
  disputeEvidenceRoutes(app, ctx, chargeDetail);
  invoiceRoutes(app, ctx);
  invoiceSettingsRoutes(app, ctx);
  chargeExportRoutes(app, ctx);
  reportRoutes(app, ctx);
  lookupRoutes(app, ctx);
  checkoutRoutes(app, ctx);
  bankingRoutes(app, ctx);
  paymentRoutes(app, ctx);
  paymentBatchRoutes(app, ctx);
  cardRoutes(app, ctx);
  planRoutes(app, ctx);
  subscriptionRoutes(app, ctx);
  paymentLinkRoutes(app, ctx);
  hostedCheckoutRoutes(app, ctx);
  options.extraRoutes?.(app, ctx);
}

/** A hop count as proxy-addr reads it: the socket (hop 0) and the N - 1 entries before it are our proxies. */
function trustProxyOption(
  value: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
