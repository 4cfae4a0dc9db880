import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ResultCode,
  limits,
  message,
  messages,
  type Endpoint,
  type MessageKey,
  type OutputOf,
  type ParsedInputOf,
  type Language,
} from '@app/contract';
import type { Database } from '../db/client.js';
import { AppError, expired, forbidden, warn } from './errors.js';
import { isBlobAnswer, type BlobAnswer, type CallContext } from './context.js';
import { loadMember, loadStaff } from './principals.js';
import { requestLanguage } from './language.js';
import { enterCall, openCallLimit } from './call-guards.js';
import { countUpload } from './metrics.js';
import { trackWrites, type WriteMark } from '../db/write-tracking.js';

export type Handler<E> = (input: ParsedInputOf<E>, ctx: CallContext) => Promise<OutputOf<E> | BlobAnswer>;

export interface Implementation {
  endpoint: Endpoint;
  handler: (input: unknown, ctx: CallContext) => Promise<unknown>;
}

/**
 * A handler of a definition-driven engine (the record modules): one generic function serves
 * many calls, so the compiler cannot see each call's answer type; it answers `unknown` and the
 * call's output schema checks the answer when it is sent (`registerEndpoints` parses every answer).
 */
export type EngineHandler<E> = (input: ParsedInputOf<E>, ctx: CallContext) => Promise<unknown>;

/** Like `implement`, for engine handlers: a missing handler still fails `tsc`. */
export function implementEngine<G extends Record<string, Endpoint>>(
  group: G,
  handlers: { [K in keyof G]: EngineHandler<G[K]> },
): Implementation[] {
  return Object.keys(group).map((k) => ({
    endpoint: group[k]!,
    handler: handlers[k] as Implementation['handler'],
  }));
}

/** Binds handlers to a group of declared endpoints; a missing handler or a wrong answer type fails `tsc`. */
export function implement<G extends Record<string, Endpoint>>(
  group: G,
  handlers: { [K in keyof G]: Handler<G[K]> },
): Implementation[] {
  return implementEngine(group, handlers);
}

declare module 'fastify' {
  interface FastifyRequest {
    endpoint?: Endpoint;
    principal?: CallContext['member'] | CallContext['staff'];
    callInput?: unknown;
    /** Set when the call changed the database (the operation log records those). */
    writes?: WriteMark;
  }
}

const isMessageKey = (s: string): s is MessageKey => s in messages;

/**
 * The upper bound a range message names, for the issue of its lower bound (which carries only
 * the minimum): "每页条数需在1-{max}之间" for a page size of -5 showed the bare {max}.
 */
const rangeMaximum: Partial<Record<MessageKey, number>> = { pageSizeRange: limits.pageSizeMax };

/** Turns a validation failure into the spec's catalogue message. */
export function validationError(error: z.ZodError): AppError {
  const issue = error.issues[0]!;
  const attr = issue.path.join('.') || 'input';
  if (isMessageKey(issue.message)) {
    const max = 'maximum' in issue ? Number(issue.maximum) : rangeMaximum[issue.message];
    return warn(issue.message, { attr, ...(max !== undefined ? { max } : {}) });
  }
  const missing =
    (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) ||
    (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1);
  if (missing) return warn('required');
  return warn('formatError', { attr });
}

/** Spec 7 sends the input of GET calls, and of the few POST calls flagged `queryInput`, in the query. */
const takesQuery = (e: Endpoint) => e.method === 'GET' || e.queryInput === true;

/**
 * Where a call's input comes from: the query for the calls above, the JSON body otherwise.
 * A write that is not JSON is refused: a cross-site form can send text/plain or a urlencoded
 * body without asking first, but not application/json.
 */
function inputFields(req: FastifyRequest, endpoint: Endpoint): Record<string, unknown> {
  if (endpoint.method === 'GET') return { ...(req.query as object) };
  const type = req.headers['content-type'];
  if (type !== undefined && !/^application\/json\b/i.test(type))
    throw Object.assign(new Error('not a JSON body'), { statusCode: 415 });
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as object) : {};
  return takesQuery(endpoint) ? { ...(req.query as object), ...body } : { ...body };
}

/**
 * The session token: the `batoken` header, or the input's `batoken`, or the field the
 * endpoint names (`token`). Never a cookie:
 * the browser would send one with a forged cross-site request.
 */
const tokenOf = (req: FastifyRequest, input: Record<string, unknown>, endpoint: Endpoint) => {
  const header = req.headers.batoken;
  // Spec 7 names it `token` on a few calls ("customer_id and token"): read that as well.
  const named = endpoint.tokenField ? input[endpoint.tokenField] : undefined;
  return (
    (typeof header === 'string' && header) ||
    (typeof input.batoken === 'string' && input.batoken ? input.batoken : undefined) ||
    (typeof named === 'string' ? named : undefined) ||
    undefined
  );
};

async function readUpload(req: FastifyRequest, spec: NonNullable<Endpoint['upload']>) {
  const fields: Record<string, unknown> = {};
  let file: { filename: string; mimetype: string; buffer: Buffer } | undefined;
  for await (const part of req.parts({ limits: { fileSize: spec.maxBytes, files: 1 } })) {
    if (part.type === 'file') {
      const ext = part.filename.split('.').pop()?.toLowerCase() ?? '';
      if (!spec.extensions.includes(ext)) {
        part.file.resume();
        throw warn('onlyFormat', { format: spec.extensions.join('/') });
      }
      const buffer = await part.toBuffer().catch(() => {
        throw warn('fileTooLarge', { max: `${Math.round(spec.maxBytes / 1024 / 1024)}MB` });
      });
      file = { filename: part.filename, mimetype: part.mimetype, buffer };
    } else fields[part.fieldname] = part.value;
  }
  return { ...fields, file };
}

/** Registers every implementation as a Fastify route with validation, access and envelope. */
export function registerEndpoints(app: FastifyInstance, database: Database, impls: Implementation[]) {
  for (const { endpoint, handler } of impls) {
    if (!endpoint.access) throw new Error(`endpoint ${endpoint.method} ${endpoint.path} declares no access rule`);
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { endpoint, ...(openCallLimit(endpoint) ? { rateLimit: openCallLimit(endpoint) } : {}) },
      schema: { summary: endpoint.summary, hide: false },
      handler: async (req, reply) => {
        req.endpoint = endpoint;
        const lang: Language = requestLanguage(req);
        let msgKey: MessageKey | undefined;
        let msgVars: Record<string, string | number> | undefined;
        let release: (() => void) | undefined;
        try {
          // An upload's body is read only after its session is checked (below): the token is in the header.
          if (endpoint.upload && !req.isMultipart())
            throw Object.assign(new Error('not a multipart body'), { statusCode: 415 });
          let raw: Record<string, unknown> = endpoint.upload ? {} : inputFields(req, endpoint);
          const params = (req.params ?? {}) as Record<string, string>;
          const ctx: CallContext = {
            db: database.db,
            database,
            lang,
            params,
            req,
            reply,
            say: (key, vars) => {
              msgKey = key;
              msgVars = vars;
            },
          };
          const rule = endpoint.access;
          if (rule.kind === 'member') {
            const token = tokenOf(req, raw, endpoint);
            const member = token ? await loadMember(database.db, token) : undefined;
            if (!member) throw expired();
            const right = typeof rule.right === 'function' ? rule.right(params) : rule.right;
            if (right !== 'any' && !member.isSuper && !member.rights.has(right)) throw forbidden();
            ctx.member = member;
            req.principal = member;
          } else if (rule.kind === 'staff') {
            const token = tokenOf(req, raw, endpoint);
            const staff = token ? await loadStaff(database.db, token) : undefined;
            if (!staff) throw expired();
            if (rule.right !== 'any' && !staff.isSuper && !staff.permissions.has(rule.right)) throw forbidden();
            ctx.staff = staff;
            req.principal = staff;
          }
          release = enterCall(endpoint, req.principal && `${req.principal.kind}:${req.principal.id}`);
          if (endpoint.upload) {
            raw = await readUpload(req, endpoint.upload);
            const file = raw.file as { buffer: Buffer } | undefined;
            if (file) countUpload(endpoint.path, file.buffer.length);
          }
          const member = ctx.member;
          if (
            member &&
            raw.customer_id !== undefined &&
            raw.customer_id !== '' &&
            Number(raw.customer_id) !== member.customerId
          )
            throw expired();
          const parsed = endpoint.input.safeParse({ ...raw, ...params });
          if (!parsed.success) throw validationError(parsed.error);
          req.callInput = parsed.data;
          req.writes = { wrote: false };
          const result = await trackWrites(req.writes, () => handler(parsed.data, ctx));
          if (isBlobAnswer(result)) {
            reply.header('content-type', result.contentType);
            if (result.filename)
              reply.header(
                'content-disposition',
                `attachment; filename*=UTF-8''${encodeURIComponent(result.filename)}`,
              );
            return reply.send(result.blob);
          }
          const data = endpoint.output.parse(result);
          return { code: ResultCode.ok, msg: msgKey ? message(msgKey, lang, msgVars) : '', data };
        } catch (error) {
          if (error instanceof AppError) return { code: error.code, msg: error.text(lang) };
          throw error;
        } finally {
          release?.();
        }
      },
    });
  }
}
