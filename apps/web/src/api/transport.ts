import { isSessionExpiredCode, limits, message, ResultCode, type HttpMethod } from '@app/contract';
import { session } from '../stores/session';
import { pageLanguage } from '../stores/language';
import { feedback } from './feedback';
import { goTo } from './navigation';
import { checkRepeatSubmit } from './repeat-guard';

export interface RequestSpec {
  method: HttpMethod;
  url: string;
  data?: Record<string, unknown>;
  /** The answer is a file: the envelope is not looked at. */
  blob?: boolean;
  /** Do not show toasts; the caller handles the rejection (background polls). */
  silent?: boolean;
  /** Ask for the 10 ms repeat-submit check: set on form submissions. */
  repeatSubmit?: boolean;
  /** Milliseconds before the request is abandoned. */
  timeoutMs?: number;
  /** False: a 303/409 answer rejects without the expiry dialog (logout of a dead session). */
  handleExpiry?: boolean;
}

/**
 * 30 s: long enough for the heaviest list and export calls measured on PGlite, short enough
 * that a dead server is reported while the user still waits for it.
 */
export const defaultTimeoutMs = 30_000;

export type FailureKind = 'code' | 'expired' | 'network' | 'timeout' | 'http' | 'repeat';

/** A rejected call: `code` is the envelope code, or the HTTP status, or 0 for transport faults. */
export class CallError extends Error {
  constructor(
    public code: number,
    msg: string,
    public kind: FailureKind = 'code',
  ) {
    super(msg);
    this.name = 'CallError';
  }
}

export interface Answer {
  code: number;
  msg: string;
  data?: unknown;
}

/** Adds the session identity every member call carries (customer_id and batoken). */
export function withSession(data: Record<string, unknown> = {}) {
  const { token, customerId } = session.get();
  return { customer_id: customerId, batoken: token, ...data };
}

/** The session token as the `batoken` header (none when logged out). */
export const tokenHeader = (token: unknown): Record<string, string> =>
  typeof token === 'string' && token ? { batoken: token } : {};

/** GET parameters go into the URL; undefined and null are left out. */
export function queryString(data: Record<string, unknown>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((item) => q.append(k, String(item)));
    else q.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

const toastSeconds = limits.errorToastSeconds;
let expiryDialogOpen = false;

/** Spec 8, 303/409: one confirm dialog at a time; confirming ends the session. */
function showExpiryDialog() {
  if (expiryDialogOpen) return;
  expiryDialogOpen = true;
  const lang = pageLanguage;
  feedback().modal.confirm({
    title: message('sessionExpiredPrompt', lang),
    okText: message('loginAgain', lang),
    cancelText: message('cancel', lang),
    onOk: () => {
      expiryDialogOpen = false;
      void session.endAndGo('/login', goTo);
    },
    onCancel: () => {
      expiryDialogOpen = false;
    },
  });
}

/** What the user sees for an envelope code other than 1. */
function reportCode(code: number, msg: string) {
  const f = feedback();
  if (code === ResultCode.forbidden || code === ResultCode.serverError) void f.message.error(msg, toastSeconds);
  else if (code === ResultCode.warning) void f.message.warning(msg);
  else f.notification.error({ title: msg });
}

/** An envelope's outcome: resolves on code 1, else the expiry dialog or the error shown, and rejects. */
export function settleEnvelope(answer: Partial<Answer>, spec: Pick<RequestSpec, 'silent' | 'handleExpiry'>): Answer {
  const code = answer.code ?? ResultCode.ok;
  const msg = answer.msg ?? '';
  if (code === ResultCode.ok) return { ...answer, code, msg };
  if (isSessionExpiredCode(code)) {
    if (spec.handleExpiry !== false) showExpiryDialog();
    throw new CallError(code, message('sessionExpiredReject', pageLanguage), 'expired');
  }
  if (!spec.silent) reportCode(code, msg);
  throw new CallError(code, msg, 'code');
}

/**
 * Sends one request: page-path and language headers, GET params in
 * the URL, JSON utf-8, no credentials, envelope handling, the error catalogue, the repeat guard.
 * Resolves with the envelope (or the Blob); rejects with a `CallError`.
 */
export async function sendRequest(spec: RequestSpec): Promise<Answer | Blob> {
  const lang = pageLanguage;
  // The token travels in a header only, never in a URL or a logged body.
  const { batoken, ...payload } = withSession(spec.data);
  const isGet = spec.method === 'GET';
  const url = isGet ? spec.url + queryString(payload) : spec.url;
  const body = isGet ? undefined : JSON.stringify(payload);
  const headers: Record<string, string> = {
    'content-type': 'application/json;charset=utf-8',
    'page-path': window.location.pathname,
    lang,
    ...tokenHeader(batoken),
  };

  if (spec.repeatSubmit && (spec.method === 'POST' || spec.method === 'PUT')) {
    headers['repeat-submit'] = 'true';
    const verdict = checkRepeatSubmit(url, body ?? '', lang);
    if (!verdict.ok) {
      if (!spec.silent) void feedback().message.warning(verdict.error);
      throw new CallError(0, verdict.error, 'repeat');
    }
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, spec.timeoutMs ?? defaultTimeoutMs);

  let res: Response;
  try {
    res = await fetch(url, { method: spec.method, headers, body, credentials: 'omit', signal: controller.signal });
  } catch {
    clearTimeout(timer);
    const kind = timedOut ? 'timeout' : 'network';
    const msg = message(timedOut ? 'timeout' : 'networkError', lang);
    if (!spec.silent) void feedback().message.error(msg, toastSeconds);
    throw new CallError(0, msg, kind);
  }

  try {
    if (!res.ok) {
      const msg = message('httpFailure', lang, { status: String(res.status).slice(-3) });
      if (!spec.silent) void feedback().message.error(msg, toastSeconds);
      throw new CallError(res.status, msg, 'http');
    }
    if (spec.blob) {
      const type = res.headers.get('content-type') ?? '';
      // A refused file call still answers with a JSON envelope; anything else is the file.
      if (!type.includes('application/json')) return await res.blob();
    }
    const answer = (await res.json().catch(() => ({}))) as Partial<Answer>;
    if (timedOut) {
      const msg = message('timeout', lang);
      if (!spec.silent) void feedback().message.error(msg, toastSeconds);
      throw new CallError(0, msg, 'timeout');
    }
    return settleEnvelope(answer, spec);
  } finally {
    clearTimeout(timer);
  }
}
