import { fillPath, message, type CallRoute, type InputOf, type OutputOf } from '@app/contract';
import { pageLanguage } from '../stores/language';
import { CallError, settleEnvelope, withSession } from './transport';
import { feedback } from './feedback';

/**
 * A call whose answer streams as NDJSON lines (the assistant): each line is handed to `onLine`
 * as it arrives. A refusal is an ordinary envelope and is treated as every other call's.
 */
export async function streamCall<E extends CallRoute>(
  endpoint: E,
  input: InputOf<E>,
  onLine: (line: OutputOf<E>) => void,
  signal?: AbortSignal,
): Promise<void> {
  const lang = pageLanguage;
  let res: Response;
  try {
    res = await fetch(fillPath(endpoint.path, {}), {
      method: endpoint.method,
      headers: { 'content-type': 'application/json;charset=utf-8', 'page-path': window.location.pathname, lang },
      body: JSON.stringify(withSession(input as Record<string, unknown>)),
      credentials: 'omit',
      signal,
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    const msg = message('networkError', lang);
    void feedback().message.error(msg);
    throw new CallError(0, msg, 'network');
  }
  if (!res.ok || !res.body) {
    const msg = message('httpFailure', lang, { status: String(res.status).slice(-3) });
    void feedback().message.error(msg);
    throw new CallError(res.status, msg, 'http');
  }
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    settleEnvelope((await res.json()) as object, {});
    return;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 1);
      if (line) onLine(JSON.parse(line) as OutputOf<E>);
    }
    if (done) break;
  }
  if (buffer.trim()) onLine(JSON.parse(buffer) as OutputOf<E>);
}
