import { fillPath, message, type CallRoute, type OutputOf } from '@app/contract';
import { CallError, tokenHeader, withSession } from '../../../api/transport';
import { pageLanguage } from '../../../stores/language';

/**
 * Sends a file to an endpoint declared with `upload` (multipart: the file as `file`, the other
 * fields, session included, as strings), then reads the envelope like every call.
 * The request layer's `call` sends JSON only, hence this small sibling.
 */
export async function uploadFile<E extends CallRoute>(
  endpoint: E,
  file: File,
  fields: Record<string, string>,
  params: Record<string, string>,
): Promise<OutputOf<E>> {
  const form = new FormData();
  const { batoken, ...values } = withSession(fields);
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null) form.append(k, String(v));
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch(fillPath(endpoint.path, params), {
      method: endpoint.method,
      body: form,
      // The server checks the session (header) before it reads the file.
      headers: { 'page-path': window.location.pathname, lang: pageLanguage, ...tokenHeader(batoken) },
      credentials: 'omit',
    });
  } catch {
    throw new CallError(0, message('networkError', pageLanguage), 'network');
  }
  if (!res.ok)
    throw new CallError(
      res.status,
      message('httpFailure', pageLanguage, { status: String(res.status).slice(-3) }),
      'http',
    );
  const answer = (await res.json().catch(() => ({}))) as { code?: number; msg?: string; data?: unknown };
  const code = answer.code ?? 1;
  if (code !== 1) throw new CallError(code, answer.msg ?? '', 'code');
  return answer.data as OutputOf<E>;
}
