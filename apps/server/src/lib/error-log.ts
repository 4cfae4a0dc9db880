import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { errorLogs } from '../db/schema/index.js';
import { maskSecrets, maskUrl } from './mask.js';

/** Writes a server fault to the error log; the caller sees only a catalogue message. */
export async function recordError(db: Db, req: FastifyRequest, error: Error) {
  await db.insert(errorLogs).values({
    requestUri: maskUrl(req.url).slice(0, 2000),
    requestMethod: req.method,
    requestParams: JSON.stringify(maskSecrets(req.callInput ?? req.body ?? {})).slice(0, 4000),
    ip: req.ip ?? '',
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
    errorInfo: `${error.name}: ${error.message}\n${error.stack ?? ''}`.slice(0, 8000),
  });
}
