import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Ctx } from './context.js';
import { migrate, openDatabase } from './db/database.js';
import { refreshPlannerStatistics } from './db/planner-statistics.js';
import { AppError } from './lib/app-error.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin, localeOf, sendError } from './plugins/errors.js';
import { validationIssueText } from '@dropport/contracts';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { serverTimingPlugin } from './plugins/server-timing.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { compiledSerializer } from './plugins/serializer.js';
import { JobQueue } from './modules/jobs/job-queue.js';
import { Mailer } from './modules/mail/mailer.js';
import { LocalDiskStorage } from './modules/uploads/storage.js';
import { registerNotificationJobs } from './modules/notifications/notifications.service.js';
import { registerEventEmails } from './modules/email-prefs/event-email.js';
import { purgeExpired } from './modules/users/sessions.repo.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { sessionsRoutes } from './modules/users/sessions.routes.js';
import { twoFactorRoutes } from './modules/users/two-factor.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { policiesRoutes } from './modules/policies/policies.routes.js';
import { ensureFirstTexts } from './modules/policies/policies.service.js';
import { shippingRoutes } from './modules/shipping/shipping.routes.js';
import { praiseCardRoutes } from './modules/praise-card/praise-card.routes.js';
import { emailPrefsRoutes } from './modules/email-prefs/email-prefs.routes.js';
import { regionsRoutes } from './modules/regions/regions.routes.js';
import { marketRoutes } from './modules/market/market.routes.js';
import { importListRoutes } from './modules/import-list/import-list.routes.js';
import { sourcingRoutes } from './modules/sourcing/sourcing.routes.js';
import { catalogueAdminRoutes } from './modules/catalogue/catalogue-admin.routes.js';
import { catalogueSetupRoutes } from './modules/catalogue-setup/catalogue-setup.routes.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { rechargeRoutes } from './modules/recharge/recharge.routes.js';
import { pricingRoutes } from './modules/pricing/pricing.routes.js';
import { registerRechargeJobs } from './modules/recharge/recharge-flow.js';
import { storesRoutes } from './modules/stores/stores.routes.js';
import { registerStoreJobs } from './modules/stores/webhooks.service.js';
import { embeddedFramePlugin } from './modules/stores/embedded.js';
import { listingsRoutes } from './modules/listings/listings.routes.js';
import { registerListingJobs } from './modules/listings/listings.jobs.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { adminOrdersRoutes } from './modules/orders/admin-orders.routes.js';
import { registerOrderJobs } from './modules/orders/orders.jobs.js';
import { registerPopularityDecay } from './modules/market/popularity.js';
import { marketReads } from './modules/market/market-reads.js';
import { DAY } from './lib/time.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const API_PREFIXES = ['/v1/', '/api/', '/files/', '/docs', '/openapi.json', '/healthz', '/readyz'];

export interface Server {
  app: FastifyInstance;
  ctx: Ctx;
}

/** Opens the database, migrates it, wires the services and builds the Fastify instance (it does not listen). */
export async function createServer(config: Config, opts: { logger?: boolean } = {}): Promise<Server> {
  // The logger comes with the Fastify instance, made after the database opens.
  const late: { log?: FastifyBaseLogger } = {};
  const handle = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: config.SQLITE_FILE,
    poolSize: config.DATABASE_POOL_SIZE,
    onPoolError: (err) => late.log?.warn({ err }, 'PostgreSQL connection lost; the pool will reconnect'),
  });
  try {
    await migrate(handle.db);
    await ensureFirstTexts(handle.db);
    await refreshPlannerStatistics(handle.db, handle.engine);
  } catch (err) {
    await handle.close();
    throw err;
  }

  const app = Fastify({
    logger:
      opts.logger === false ? false : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // genReqId reads x-request-id itself: with requestIdHeader set, Fastify would take any given value unchecked.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{8,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot read (bad percent-encoding, a parameter past its length) gets the catalogue's body too.
    frameworkErrors: (err, req, reply) => {
      const reason = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'tooLong' : 'format';
      void sendError(req, reply, 'VALIDATION_FAILED', {
        field: 'url',
        reason,
        issue: validationIssueText(reason, localeOf(req), { max: 100 }),
      });
    },
  }).withTypeProvider<ZodTypeProvider>();
  late.log = app.log;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer({ verify: config.NODE_ENV === 'test' }));

  const jobs = new JobQueue(handle.db, app.log, {
    pollMs: config.JOBS_POLL_MS,
    concurrency: config.JOBS_CONCURRENCY,
  });
  const mail = new Mailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, jobs);
  const ctx: Ctx = {
    db: handle.db,
    engine: handle.engine,
    config,
    log: app.log,
    mail,
    jobs,
    storage: new LocalDiskStorage(config.UPLOAD_DIR),
    now: () => Date.now(),
    marketReads: marketReads(config.MARKET_CACHE_MS, () => ctx.now()),
  };
  registerNotificationJobs(jobs);
  registerEventEmails(ctx);
  const maxIdle = config.SESSION_REMEMBER_DAYS * DAY;
  jobs.register('sessions.purge', async (_p, job) => {
    const removed = await purgeExpired(job.db, Date.now(), maxIdle);
    job.log.info({ removed }, 'purged expired sessions, codes and rate-limit windows');
  });
  jobs.every('sessions.purge', config.PURGE_EVERY_MS, 'sessions.purge');
  // Orders, ledger and catalogue keep growing between starts and imports; their plans follow only fresh statistics.
  jobs.register('db.statistics', () => refreshPlannerStatistics(ctx.db, ctx.engine));
  jobs.every('db.statistics', config.STATISTICS_EVERY_MS, 'db.statistics');
  registerPopularityDecay(jobs);
  registerRechargeJobs(ctx, jobs);
  registerStoreJobs(ctx, jobs);
  registerListingJobs(ctx, jobs);
  registerOrderJobs(ctx, jobs);

  let closing = false;
  app.addHook('onRequest', async (req, reply) => {
    void reply.header('x-request-id', req.id);
  });
  app.addHook('preClose', async () => {
    closing = true;
    await jobs.stop();
  });
  app.addHook('onClose', async () => {
    mail.close();
    await handle.close();
  });

  await app.register(serverTimingPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time (CSS-in-JS), which needs inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.APP_URL.startsWith('https:'),
  });
  // Embedded console pages may be framed by their own shop's admin (per-shop frame-ancestors).
  await app.register(embeddedFramePlugin, { ctx });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    // The limit guards the API; the console's own files (a page load fetches dozens) and health checks are free.
    allowList: (req) => req.url === '/healthz' || req.url === '/readyz' || !API_PREFIXES.some((p) => req.url.startsWith(p)),
    errorResponseBuilder: (_req, c) => new AppError('TOO_MANY_REQUESTS', { retryAfter: Math.ceil(c.ttl / 1000) }),
  });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Dropport API',
        version: '1',
        description: 'The API of the Dropport seller console. Errors are `{ code, message, params }`.',
      },
      components: {
        securitySchemes: { basic: { type: 'http', scheme: 'basic', description: 'base64(userId:token) after sign-in' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  await app.register(authPlugin, { ctx });

  await app.register(systemRoutes, { ctx, isClosing: () => closing });
  await app.register(usersRoutes, { ctx });
  await app.register(sessionsRoutes, { ctx });
  await app.register(twoFactorRoutes, { ctx });
  await app.register(notificationsRoutes, { ctx });
  await app.register(uploadsRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(dashboardRoutes, { ctx });
  await app.register(settingsRoutes, { ctx });
  await app.register(policiesRoutes, { ctx });
  await app.register(shippingRoutes, { ctx });
  await app.register(praiseCardRoutes, { ctx });
  await app.register(emailPrefsRoutes, { ctx });
  await app.register(regionsRoutes);
  await app.register(marketRoutes, { ctx });
  await app.register(importListRoutes, { ctx });
  await app.register(sourcingRoutes, { ctx });
  await app.register(catalogueAdminRoutes, { ctx });
  await app.register(catalogueSetupRoutes, { ctx });
  await app.register(rechargeRoutes, { ctx });
  await app.register(invoicesRoutes, { ctx });
  await app.register(walletRoutes, { ctx });
  await app.register(storesRoutes, { ctx });
  await app.register(pricingRoutes, { ctx });
  await app.register(listingsRoutes, { ctx });
  await app.register(ordersRoutes, { ctx });
  await app.register(adminOrdersRoutes, { ctx });

  const webDist = config.WEB_DIST ? path.resolve(config.WEB_DIST) : path.resolve(here, '../../web/dist');
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    // Hashed assets never change; the page itself is checked on each visit so a new release is picked up.
    const cacheFor = (file: string) =>
      file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : path.basename(file) === 'index.html'
          ? 'no-cache'
          : 'public, max-age=3600';
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', cacheFor(file)),
    });
    // Files the start-up listing did not see (a build written while the server runs).
    app.get('/assets/*', { schema: { hide: true } }, (req, reply) => reply.sendFile(req.url.split('?')[0]?.slice(1) ?? ''));
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (hasWeb && req.method === 'GET' && !isApi && !path.extname(req.url.split('?')[0] ?? '')) {
      // The console routes in the browser: every page path gets index.html.
      return reply.sendFile('index.html');
    }
    return sendError(req, reply, 'NOT_FOUND');
  });

  await app.ready();
  return { app, ctx };
}
