import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { operationLogs } from '../db/schema/index.js';
import { maskSecrets, maskUrl } from './mask.js';

/**
 * The operation log: every non-GET call of a declared endpoint that changed the database (back office
 * and portal writes alike: creates, updates, deletes, actions; see db/write-tracking.ts) leaves
 * one row, and so does every refused or failed call (status 0), with who, what (uri, method,
 * params with secrets masked), how long, ip and agent. Successful reads leave none: the portal
 * asks for user info, lists and searches all day, and a row each would double their cost.
 * It is written before the answer leaves, so a caller that sees the answer finds the row.
 */
let enabled = true;
/** For the benchmark that measures what logging costs. */
export const setAuditEnabled = (on: boolean) => {
  enabled = on;
};

const started = Symbol('auditStarted');
type Timed = FastifyRequest & { [started]?: number };

const envelopeCode = (payload: unknown): number | undefined => {
  if (typeof payload !== 'string') return undefined;
  const m = /^\{"code":(\d+)/.exec(payload);
  return m ? Number(m[1]) : undefined;
};

function operator(req: FastifyRequest) {
  const p = req.principal;
  if (p?.kind === 'staff')
    return { operatorKind: 'staff', operatorId: p.id, operatorName: p.username, customerId: null };
  if (p?.kind === 'member')
    return { operatorKind: 'member', operatorId: p.id, operatorName: p.username, customerId: p.customerId };
  // A login names who tries it.
  const input = (req.callInput ?? req.body) as { username?: unknown } | undefined;
  const name = typeof input?.username === 'string' ? input.username.slice(0, 100) : '';
  return { operatorKind: 'anonymous', operatorId: null, operatorName: name, customerId: null };
}

export function installAudit(app: FastifyInstance, database: Database) {
  app.addHook('onRequest', async (req) => {
    (req as Timed)[started] = performance.now();
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const endpoint = req.endpoint;
    if (!enabled || !endpoint || endpoint.method === 'GET') return payload;
    const code = envelopeCode(payload);
    const succeeded = code === 1 || (code === undefined && reply.statusCode < 400);
    if (succeeded && !req.writes?.wrote) return payload;
    const params = JSON.stringify(maskSecrets(req.callInput ?? req.body ?? {})) ?? '';
    await database.db
      .insert(operationLogs)
      .values({
        ...operator(req),
        summary: endpoint.summary.slice(0, 200),
        status: succeeded ? 1 : 0,
        requestUri: maskUrl(req.url).slice(0, 2000),
        requestMethod: req.method,
        requestParams: params.slice(0, 4000),
        requestTime: Math.round(performance.now() - ((req as Timed)[started] ?? performance.now())),
        ip: req.ip ?? '',
        userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
      })
      .catch((e: unknown) => req.log.error(e));
    return payload;
  });
}
