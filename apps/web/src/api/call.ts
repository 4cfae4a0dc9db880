import {
  fillPath,
  type Endpoint,
  type InputOf,
  type OutputOf,
} from '@app/contract';
import { sendRequest } from './transport';

/**
 * The web app's one way to talk to the server: builds the request from the endpoint's
 * declaration and parses the answer's data with its output schema. Envelope codes, toasts,
 * expiry and the repeat-submit guard live in `transport.ts` (spec 7 and 8).
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  opts: { params?: Record<string, string>; silent?: boolean } = {},
): Promise<OutputOf<E>> {
  const url = fillPath(endpoint.path, opts.params ?? {});
  const answer = await sendRequest({
    method: endpoint.method,
    url,
    data: input as Record<string, unknown>,
    blob: endpoint.answer === 'blob',
    silent: opts.silent,
  });
  if (endpoint.answer === 'blob') return answer as OutputOf<E>;
  return endpoint.output.parse((answer as { data?: unknown }).data) as OutputOf<E>;
}
