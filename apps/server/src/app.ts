import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ResultCode, message, type Endpoint } from '@app/contract';
import { endpointDocSchema } from './lib/api-docs.js';
import type { Database } from './db/client.js';
import type { Config } from './config.js';
import { registerEndpoints } from './lib/endpoints.js';
import { requestLanguage } from './lib/language.js';
import { recordError } from './lib/error-log.js';
import { allImplementations } from './modules/index.js';
import { connectModules } from './modules/connect.js';
import { installAudit } from './lib/audit.js';
import { maskUrl } from './lib/mask.js';
import { hasEncodedNul, jsonProblem } from './lib/json-guard.js';
import { sql } from 'drizzle-orm';
import { installMetrics } from './lib/metrics.js';
import { docsLimit } from './lib/call-guards.js';

export interface AppOptions {
  database: Database;
  config: Config;
  /**
   * The structured log (pino, JSON lines with request ids) goes to stdout at `config.logLevel`;
   * tests pass a stream to read it, or false.
   */
  logger?: boolean | { level?: string; stream?: { write(line: string): void } };
  /**
   * Set once demo content is written; GET /readyz answers 503 until then, with the step under
   * way (`step`, e.g. "library 1/9") so a first start shows its progress.
   */
  readiness?: Readiness;
}

/**
 * Start-up state: `ready` once demo content is written (and the web app built); `step` is the
 * seeding step under way; `webPending` while `npm start` builds the web app beside the server.
 */
export interface Readiness {
  ready: boolean;
  step?: string;
  webPending?: boolean;
}

/** Paths that are not API calls and so carry no access rule. */
const isInfrastructure = (url: string) =>
  url.startsWith('/docs') || url === '/*' || url === '/healthz' || url === '/readyz' || url === '/metrics';

export async function buildApp({
  database,
  config,
  logger,
  readiness = { ready: true },
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 6 * 1024 * 1024,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
  });
  app.decorate('config', config);
  guardRequestBodies(app);
  installMetrics(app, database, config);

  // Deny by default: a route that is neither infrastructure nor a declared endpoint stops start-up.
  app.addHook('onRoute', (route) => {
    const cfg = route.config as { endpoint?: unknown } | undefined;
    if (!cfg?.endpoint && !isInfrastructure(route.url) && route.method !== 'HEAD')
      throw new Error(`route ${String(route.method)} ${route.url} has no declared endpoint and access rule`);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        // Only behind TLS: on a plain-HTTP LAN address the browser would upgrade every request and fail.
        upgradeInsecureRequests: config.tls ? [] : null,
      },
    },
    hsts: config.tls,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  // The API description is open too: per-address limited like the open calls (lib/call-guards.ts).
  const limitDocs = app.rateLimit(docsLimit);
  app.addHook('onRequest', async function (req, reply) {
    if (req.url.startsWith('/docs')) await limitDocs.call(this, req, reply);
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Compliance portal API', version: '1.0.0' } },
    // Request and response schemas of every call come from the contract's zod schemas (lib/api-docs.ts).
    transform: ({ schema, url, route }) => {
      const endpoint = (route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
      return { schema: endpoint ? ({ ...schema, ...endpointDocSchema(endpoint) } as typeof schema) : schema, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, req, reply) => {
    const lang = requestLanguage(req);
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send({ code: ResultCode.warning, msg: message('tooManyRequests', lang) });
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE')
      return reply.status(413).send({ code: ResultCode.warning, msg: message('tooLarge', lang) });
    if (status >= 400 && status < 500) {
      // A refused request is recorded in the structured log (the error log keeps server faults).
      req.log.warn({ err: { message: error.message, code: error.code }, url: maskUrl(req.url) }, 'request refused');
      return reply.status(status).send({ code: ResultCode.warning, msg: message('badRequest', lang) });
    }
    req.log.error({ err: error, url: maskUrl(req.url) }, 'server fault');
    // A fault that cannot reach the error log table still reaches stdout.
    await recordError(database.db, req, error).catch((logError: unknown) =>
      req.log.error({ err: logError }, 'error log not written'),
    );
    return reply.status(200).send({ code: ResultCode.serverError, msg: message('serverError', lang) });
  });

  // Healthy means the database answers, not only that the process runs.
  app.get('/healthz', async (req, reply) => {
    try {
      await database.rows(sql`select 1`);
      return { code: ResultCode.ok, msg: '', data: { db: database.kind, ready: readiness.ready } };
    } catch (error) {
      req.log.error({ err: error }, 'health check: database not answering');
      return reply.status(503).send({
        code: ResultCode.serverError,
        msg: message('serverError', requestLanguage(req)),
        data: { db: database.kind, ready: false },
      });
    }
  });
  app.get('/readyz', async (_req, reply) =>
    reply.status(readiness.ready ? 200 : 503).send({
      code: readiness.ready ? ResultCode.ok : ResultCode.warning,
      msg: '',
      data: { ready: readiness.ready, step: readiness.step ?? null },
    }),
  );

  // The operation log sees every declared call (lib/audit.ts, back office).
  installAudit(app, database);
  connectModules();
  registerEndpoints(app, database, allImplementations);

  // The SPA: built files when present, index.html for every other GET that is not an API call.
  // On a fresh clone `npm start` builds the web while the server already answers (readiness.webPending):
  // until index.html is there, pages get a short "starting" page that reloads itself.
  const hasWeb = () => existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb() || readiness.webPending) await app.register(fastifyStatic, { root: config.webDist });
  app.setNotFoundHandler(async (req, reply) => {
    const lang = requestLanguage(req);
    const apiLike = /^\/(api|comply|cj|admin-api)\//.test(req.url);
    if (req.method === 'GET' && !apiLike && hasWeb()) return reply.type('text/html').sendFile('index.html');
    if (req.method === 'GET' && !apiLike && readiness.webPending)
      return reply.status(503).header('retry-after', '5').type('text/html').send(startingPage(readiness.step));
    return reply.status(404).send({ code: 404, msg: message('pageLost', lang) });
  });
  return app;
}

/**
 * What a request body may be: JSON checked for depth and NUL before
 * it is parsed, or a multipart upload; text/plain (which a cross-site form can send) is not
 * parsed at all, so it is refused with 415. A URL carrying %00 is refused too.
 */
function guardRequestBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const problem = jsonProblem(String(body));
    if (problem)
      return done(Object.assign(new Error(`request body refused: ${problem}`), { statusCode: 400 }), undefined);
    void parseJson(req, String(body), done);
  });
  app.addHook('onRequest', async (req) => {
    if (hasEncodedNul(req.url))
      throw Object.assign(new Error('request URL refused: nulCharacter'), { statusCode: 400 });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** While the first start builds the web app: a page in both languages that reloads every 5 s. */
const startingPage = (step?: string) =>
  `<!doctype html><html lang="zh-cn"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>正在启动 · Starting</title></head>` +
  `<body style="font-family:sans-serif;margin:15vh auto;max-width:36em;text-align:center"><h1>正在启动…</h1><p>首次启动：正在构建网页并导入公开数据，页面将自动刷新。</p>` +
  `<p>First start: building the web app and importing the public data; this page reloads itself.</p>${step ? `<p><code>${step.replace(/[<>&]/g, '')}</code></p>` : ''}</body></html>`;
