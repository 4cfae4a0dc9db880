import type { z } from 'zod';
import type { PortalRight } from './constants.js';
import type { StaffPermission } from './staff-permissions.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. Deny by default: the server refuses to start if a declared
 * endpoint has no access rule, and the route guard checks this rule before the handler runs.
 * - public: anyone, no session needed.
 * - member: a logged-in portal member; `right` names the rule name the member must hold
 *   ('any' = any logged-in member). A function derives it from the path params (library prefix).
 * - staff: a logged-in back-office user; `right` is a colon-style menu permission.
 */
export type Access =
  { kind: 'public' } | { kind: 'member'; right: MemberRightRule } | { kind: 'staff'; right: StaffPermission | 'any' };

/**
 * The portal right a member call needs: a rule name, any member, or derived from the path
 * params; a derived right for params that name nothing (an unknown library) starts with `!`,
 * which no member holds.
 */
export type MemberRightRule = PortalRight | 'any' | ((params: Record<string, string>) => PortalRight | `!${string}`);

export const access = {
  public: { kind: 'public' } as Access,
  member: (right: MemberRightRule = 'any'): Access => ({ kind: 'member', right }),
  staff: (right: StaffPermission | 'any' = 'any'): Access => ({ kind: 'staff', right }),
};

/**
 * How the answer travels: a JSON envelope, a raw blob (captcha, exports), or a stream of
 * NDJSON lines each matching `output` (the assistant); refusals are envelopes in every case.
 */
export type AnswerKind = 'json' | 'blob' | 'stream';

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** Path with `:param` segments, exactly as the spec names it where it does. */
  path: string;
  input: I;
  /** Schema of the envelope's `data`. */
  output: O;
  access: Access;
  summary: string;
  answer?: AnswerKind;
  /** Multipart upload: the file arrives as `file`, other fields as strings. */
  upload?: { maxBytes: number; extensions: readonly string[] };
  /** Spec 7 names the session token `token` on a few calls ("customer_id and token"): it is read as well as `batoken`. */
  tokenField?: 'token';
  /**
   * A POST whose input the portal sends in the query (getSpylToken, fraudSingleSign). Every other
   * POST takes its input from the JSON body only, so a cross-site form cannot fill it.
   */
  queryInput?: boolean;
  /** Per-route rate limit (login, captcha). */
  rateLimit?: { max: number; timeWindow: number };
}

export const defineEndpoint = <I extends z.ZodType, O extends z.ZodType>(e: Endpoint<I, O>) => e;

/**
 * The right a call needs, as the browser reads it to show or hide what sends the call: the
 * back-office permission of a staff call, or the portal right of a member call. Absent when
 * any session (or none) will do, or when the right is derived from the path (the libraries).
 */
export type CallRight = { staff: StaffPermission } | { member: PortalRight };

/** The browser's view of an access rule (see `CallRight`). */
export const callRightOf = (a: Access): CallRight | undefined =>
  a.kind === 'staff' && a.right !== 'any'
    ? { staff: a.right }
    : a.kind === 'member' && typeof a.right === 'string' && a.right !== 'any'
      ? { member: a.right }
      : undefined;

/**
 * A call as the web sends it: method, path, answer kind and the right it needs, without its
 * schemas (see call-routes.ts). `types` is never set; it carries the declaration's input and
 * output types.
 */
export interface CallRoute<I = unknown, O = unknown> {
  method: HttpMethod;
  path: string;
  answer?: AnswerKind;
  /** The right its access rule names (not `access`: a declaration passed as a route keeps its own). */
  right?: CallRight;
  readonly types?: { input: I; output: O };
}

/** The back-office permission a call needs (undefined: any staff session). */
export const staffRightOf = (c: CallRoute | undefined): StaffPermission | undefined =>
  c?.right && 'staff' in c.right ? c.right.staff : undefined;

export type InputOf<E> =
  E extends Endpoint<infer I, z.ZodType> ? z.input<I> : E extends CallRoute<infer I, unknown> ? I : never;
export type ParsedInputOf<E> = E extends Endpoint<infer I, z.ZodType> ? z.output<I> : never;
export type OutputOf<E> =
  E extends Endpoint<z.ZodType, infer O> ? z.output<O> : E extends CallRoute<unknown, infer O> ? O : never;

export { sessionFields } from './fields.js';

/** Fills `:param` segments of a path. */
export const fillPath = (path: string, params: Record<string, string | number>) =>
  path.replace(/:([A-Za-z_]+)/g, (_, k: string) => encodeURIComponent(String(params[k] ?? '')));
