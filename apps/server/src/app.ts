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
import { ResultCode, message } from '@app/contract';
import type { Database } from './db/client.js';
import type { Config } from './config.js';
import { registerEndpoints } from './lib/endpoints.js';
import { requestLanguage } from './lib/language.js';
import { recordError } from './lib/error-log.js';
import { allImplementations, connectModules } from './modules/index.js';
import { installAudit } from './lib/audit.js';

export interface AppOptions {
  database: Database;
  config: Config;
  logger?: boolean;
  /** Set once demo content is written; GET /readyz answers 503 until then. */
  readiness?: { ready: boolean };
}

/** Paths that are not API calls and so carry no access rule. */
const isInfrastructure = (url: string) => url.startsWith('/docs') || url === '/*' || url === '/healthz' || url === '/readyz';

export async function buildApp({ database, config, logger = false, readiness = { ready: true } }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 6 * 1024 * 1024, trustProxy: config.trustProxy });
  app.decorate('config', config);

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
      },
    },
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Compliance portal API', version: '1.0.0' } },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, req, reply) => {
    const lang = requestLanguage(req);
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ code: ResultCode.warning, msg: message('tooManyRequests', lang) });
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE')
      return reply.status(413).send({ code: ResultCode.warning, msg: message('tooLarge', lang) });
    if (status >= 400 && status < 500)
      return reply.status(status).send({ code: ResultCode.warning, msg: message('badRequest', lang) });
    await recordError(database.db, req, error).catch(() => undefined);
    req.log.error(error);
    return reply.status(200).send({ code: ResultCode.serverError, msg: message('serverError', lang) });
  });

  app.get('/healthz', async () => ({ code: ResultCode.ok, msg: '', data: { db: database.kind, ready: readiness.ready } }));
  app.get('/readyz', async (_req, reply) =>
    reply.status(readiness.ready ? 200 : 503).send({ code: readiness.ready ? ResultCode.ok : ResultCode.warning, msg: '', data: { ready: readiness.ready } }),
  );

  // The operation log sees every declared call (lib/audit.ts, back office).
  installAudit(app, database);
  connectModules();
  registerEndpoints(app, database, allImplementations);

  // The SPA: built files when present, index.html for every other GET that is not an API call.
  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: config.webDist });
  app.setNotFoundHandler(async (req, reply) => {
    const lang = requestLanguage(req);
    const apiLike = /^\/(api|comply|cj|admin-api)\//.test(req.url);
    if (req.method === 'GET' && hasWeb && !apiLike) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ code: 404, msg: message('pageLost', lang) });
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
