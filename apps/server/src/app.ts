import fs from 'node:fs';
import type { Socket } from 'node:net';
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
import { ensureFirstTexts } from './modules/policies/policies.service.js';
import { embeddedFramePlugin } from './modules/stores/embedded.js';
import { marketReads } from './modules/market/market-reads.js';
import { LiveHub } from './modules/live/live-hub.js';
import { ServerMetrics } from './modules/system/metrics.js';
import { modules } from './modules/index.js';
import { registerRoutes } from './modules/module.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const API_PREFIXES = ['/v1/', '/api/', '/files/', '/docs', '/openapi.json', '/healthz', '/readyz', '/metrics'];
/** Probes and scrapes come every few seconds from the operator's own tools: no rate limit applies to them. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * A request Node cannot even parse (headers past their size limit, a malformed request line) is answered and its
 * connection closed, as Fastify does by default, but saying so: without `Connection: close` a keep-alive client may
 * send its next request down the closing connection and lose it.
 */
function closingClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : [400, 'Bad Request'];
  const body = JSON.stringify({ error: text, statusCode: status });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: ${body.length}\r\nContent-Type: application/json\r\n\r\n${body}`,
    );
  socket.destroy(err);
}

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
    clientErrorHandler: closingClientError,
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

  // The server's clock: the machine's, moved forward by an admin only with TEST_CLOCK.
  let clockOffsetMs = 0;
  const now = () => Date.now() + clockOffsetMs;
  const metrics = new ServerMetrics();
  const jobs = new JobQueue(handle.db, app.log, {
    pollMs: config.JOBS_POLL_MS,
    concurrency: config.JOBS_CONCURRENCY,
    visibilityTimeoutMs: config.JOBS_STUCK_MS,
    now,
    onFinished: (type, outcome, ms) => metrics.jobFinished(type, outcome, ms),
  });
  const mail = new Mailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, jobs);
  const ctx: Ctx = {
    db: handle.db,
    engine: handle.engine,
    dbStats: handle.stats,
    config,
    log: app.log,
    mail,
    jobs,
    storage: new LocalDiskStorage(config.UPLOAD_DIR),
    now,
    ...(config.TEST_CLOCK ? { testClock: { advance: (ms: number) => (clockOffsetMs += Math.max(0, ms)) } } : {}),
    marketReads: marketReads(config.MARKET_CACHE_MS, () => ctx.now()),
    live: new LiveHub(handle.db, {
      engine: handle.engine,
      databaseUrl: config.DATABASE_URL,
      pollMs: config.LIVE_POLL_MS,
      log: app.log,
    }),
    metrics,
  };
  for (const m of modules) m.jobs?.(ctx);

  let closing = false;
  app.addHook('onRequest', async (req, reply) => {
    void reply.header('x-request-id', req.id);
  });
  // Counted by the route's pattern; what no route matched (a console page, an unknown path) counts as one series.
  app.addHook('onResponse', async (req, reply) => {
    metrics.request(req.method, req.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });
  app.addHook('preClose', async () => {
    closing = true;
    await ctx.live.stop();
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
    allowList: (req) => PROBES.has(req.url.split('?')[0] ?? '') || !API_PREFIXES.some((p) => req.url.startsWith(p)),
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
    // Each operation says who may call it (`x-access`) and what a team member needs (`x-permission`: a permission,
    // `member`, or `{ read, write }`), from the rules its route plugin declares.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const config = input.route.config;
      if (!config?.access) return out;
      return {
        ...out,
        schema: { ...out.schema, 'x-access': config.access, ...(config.need ? { 'x-permission': config.need } : {}) },
      };
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  await app.register(authPlugin, { ctx });

  // Each module's route plugins, each checking who may call its routes before their input is read.
  await registerRoutes(app, modules, { ctx, isClosing: () => closing });

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
    // Browsers ask for /favicon.ico on any page without an icon of its own (an API answer, a file): the console's icon.
    app.get('/favicon.ico', { schema: { hide: true } }, (_req, reply) => reply.redirect('/favicon.svg', 301));
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
