import { storageKeys } from '@app/contract';
import Cookies from 'js-cookie';

export interface RequestSpec {
  method: string;
  url: string;
  data?: Record<string, unknown>;
  blob?: boolean;
  silent?: boolean;
}

export class CallError extends Error {
  constructor(
    public code: number,
    msg: string,
  ) {
    super(msg);
  }
}

/** Adds the session identity every member call carries (spec 7: customer_id and batoken). */
export function withSession(data: Record<string, unknown> = {}) {
  const token = Cookies.get(storageKeys.authCookie);
  const customerId = Number(localStorage.getItem('customer_id') ?? '') || undefined;
  return { customer_id: customerId, batoken: token, ...data };
}

/** Minimal transport; the platform issue replaces it with the full spec 7/8 behaviour. */
export async function sendRequest(spec: RequestSpec): Promise<unknown> {
  const payload = withSession(spec.data);
  const isGet = spec.method === 'GET';
  const query = isGet
    ? `?${new URLSearchParams(Object.entries(payload).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]))}`
    : '';
  const res = await fetch(spec.url + query, {
    method: spec.method,
    headers: { 'content-type': 'application/json;charset=utf-8', 'x-page-path': location.pathname },
    body: isGet ? undefined : JSON.stringify(payload),
    credentials: 'omit',
  });
  if (spec.blob) return res.blob();
  const body = (await res.json()) as { code?: number; msg?: string; data?: unknown };
  const code = body.code ?? 1;
  if (code !== 1) throw new CallError(code, body.msg ?? '');
  return body;
}
