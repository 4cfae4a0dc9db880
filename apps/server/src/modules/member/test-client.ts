import type { FastifyInstance } from 'fastify';

let n = 0;
/**
 * Calls the app as a distinct client each time (its own forwarded address), so the per-client
 * login rate limit does not trip tests that log in many times; `ip` pins one client.
 */
export function client(app: FastifyInstance) {
  const send = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    ip?: string,
    headers: Record<string, string> = {},
  ) => {
    n += 1;
    const res = await app.inject({
      method,
      url,
      payload: method === 'POST' ? (payload ?? {}) : undefined,
      query: method === 'GET' ? (payload as Record<string, string> | undefined) : undefined,
      headers: { 'x-forwarded-for': ip ?? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, ...headers },
    });
    return res;
  };
  return {
    send,
    post: async (url: string, payload: object = {}, ip?: string) => (await send('POST', url, payload, ip)).json(),
    get: async (url: string, query: Record<string, string> = {}, ip?: string) =>
      (await send('GET', url, query, ip)).json(),
  };
}
