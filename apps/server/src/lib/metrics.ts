import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.js';
import type { Config } from '../config.js';

/**
 * What an operator alerts on, in Prometheus text at GET /metrics (METRICS=on). Every call
 * answers HTTP 200 with the spec's envelope, faults included (`code: 500`), so calls are
 * counted by the envelope's code, not the HTTP status. One registry per process; the
 * process's own figures (event-loop delay, heap, CPU) come from prom-client's defaults.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

const calls = new Counter({
  name: 'portal_calls_total',
  help: "Calls answered, by route and outcome code (the envelope's code: 1 ok, 601 warning, 403, 303, 500 fault; else the HTTP status)",
  labelNames: ['call', 'code'] as const,
  registers: [metricsRegistry],
});
const latency = new Histogram({
  name: 'portal_call_duration_seconds',
  help: 'Time to answer a call, by route',
  labelNames: ['call'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});
const uploads = new Histogram({
  name: 'portal_upload_bytes',
  help: 'Size of uploaded files, by route',
  labelNames: ['call'] as const,
  buckets: [1e3, 1e4, 1e5, 5e5, 1e6, 2e6, 5e6, 1e7],
  registers: [metricsRegistry],
});
const jobs = new Counter({
  name: 'portal_job_runs_total',
  help: 'Scheduled job runs, by bean and outcome (ok | failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});
const pool = new Gauge({
  name: 'portal_db_pool_connections',
  help: 'PostgreSQL pool connections: total, idle and requests waiting for one (PostgreSQL only)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

export const countUpload = (call: string, bytes: number) => uploads.observe({ call }, bytes);
export const countJobRun = (job: string, ok: boolean) => jobs.inc({ job, outcome: ok ? 'ok' : 'failed' });

declare module 'fastify' {
  interface FastifyRequest {
    /** The envelope's code of the answer, read when it is sent (metrics). */
    outcomeCode?: string;
  }
}

const envelopeCode = /^\{"code":(-?\d+)/;
const routeOf = (req: FastifyRequest) => req.routeOptions?.url ?? 'unmatched';

/** Only with a token (Authorization: Bearer …) when METRICS_TOKEN is set, else only from the machine itself. */
function allowed(req: FastifyRequest, config: Config) {
  if (config.metricsToken) {
    const sent = Buffer.from(String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, ''));
    const want = Buffer.from(config.metricsToken);
    return sent.length === want.length && timingSafeEqual(sent, want);
  }
  // The socket's address, not X-Forwarded-For: a proxy in front would otherwise let anyone in.
  const ip = req.socket.remoteAddress ?? '';
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

/** Counts every answer and serves GET /metrics when `config.metrics` is on. */
export function installMetrics(app: FastifyInstance, database: Database, config: Config) {
  app.addHook('onSend', async (req, reply: FastifyReply, payload) => {
    const m = typeof payload === 'string' ? envelopeCode.exec(payload) : null;
    req.outcomeCode = m ? m[1]! : String(reply.statusCode === 200 ? 1 : reply.statusCode);
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    const call = routeOf(req);
    if (call === '/metrics') return;
    calls.inc({ call, code: req.outcomeCode ?? String(reply.statusCode) });
    latency.observe({ call }, reply.elapsedTime / 1000);
  });
  if (!config.metrics) return;
  app.get('/metrics', async (req, reply) => {
    if (!allowed(req, config)) return reply.status(403).send('forbidden\n');
    const stats = database.poolStats?.();
    if (stats) for (const [state, n] of Object.entries(stats)) pool.set({ state }, n);
    return reply.header('content-type', metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}
