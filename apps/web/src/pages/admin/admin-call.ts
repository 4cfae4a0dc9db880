import type { CallRoute, InputOf, OutputOf } from '@app/contract';
import { message as say } from '@app/contract';
import { call, callBlob } from '../../api/call';
import { CallError, tokenHeader } from '../../api/transport';
import { feedback } from '../../api/feedback';
import { goTo } from '../../api/navigation';
import { pageLanguage } from '../../stores/language';
import { staffSession } from './staff-session';

/** Path params (`:id`) are filled from the input of the same name. */
const paramsOf = (endpoint: CallRoute, input: Record<string, unknown>) =>
  Object.fromEntries([...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map(([, k]) => [k!, String(input[k!] ?? '')]));

/** A dead staff session goes back to the back-office login, keeping where the user was. */
function expired() {
  staffSession.clear();
  const here = window.location.pathname + window.location.search;
  if (!window.location.pathname.startsWith('/admin/login'))
    void goTo(`/admin/login?redirect=${encodeURIComponent(here)}`, { replace: true });
}

/**
 * Every back-office call: the shared request layer (toasts, catalogue, timeouts) with the
 * staff token as `batoken`, and the back office's own expiry handling instead of the portal's.
 */
export async function adminCall<E extends CallRoute>(endpoint: E, input: InputOf<E>): Promise<OutputOf<E>> {
  const data = { ...(input as Record<string, unknown>), batoken: staffSession.token() ?? '' };
  const opts = { params: paramsOf(endpoint, data), handleExpiry: false, repeatSubmit: endpoint.method !== 'GET' };
  try {
    if (endpoint.answer === 'blob') return (await callBlob(endpoint, data as InputOf<E>, opts)) as OutputOf<E>;
    return await call(endpoint, data as InputOf<E>, opts);
  } catch (error) {
    if (error instanceof CallError && error.kind === 'expired') expired();
    throw error;
  }
}

/** Multipart upload (xlsx import, files): the file as `file`, the token as the header. */
export async function adminUpload<E extends CallRoute>(
  endpoint: E,
  file: File,
  fields: Record<string, string> = {},
): Promise<OutputOf<E>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file);
  const lang = pageLanguage;
  let body: { code?: number; msg?: string; data?: unknown };
  try {
    const res = await fetch(endpoint.path, {
      method: endpoint.method,
      body: form,
      // The server checks the session (header) before it reads the file.
      headers: { lang, 'page-path': window.location.pathname, ...tokenHeader(staffSession.token()) },
      credentials: 'omit',
    });
    body = (await res.json()) as typeof body;
  } catch {
    const msg = say('networkError', lang);
    void feedback().message.error(msg);
    throw new CallError(0, msg, 'network');
  }
  const code = body.code ?? 1;
  if (code === 303 || code === 409) {
    expired();
    throw new CallError(code, say('sessionExpiredReject', lang), 'expired');
  }
  if (code !== 1) {
    void (code === 601 ? feedback().message.warning(body.msg ?? '') : feedback().message.error(body.msg ?? ''));
    throw new CallError(code, body.msg ?? '', 'code');
  }
  return body.data as OutputOf<E>;
}
