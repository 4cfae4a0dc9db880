import { fillPath, type CallRoute, type InputOf, type OutputOf } from '@app/contract';
import { sendRequest, type Answer } from './transport';

export interface CallOptions {
  /** Values of the path's `:param` segments. */
  params?: Record<string, string | number>;
  /** No toasts; the caller handles the rejection. */
  silent?: boolean;
  /** Refuse the same submission repeated within 10 ms. */
  repeatSubmit?: boolean;
  timeoutMs?: number;
  /** False: no expiry dialog on 303/409. */
  handleExpiry?: boolean;
}

/**
 * The web app's one way to talk to the server: builds the request from the call's method and
 * path (its schema-free view, see packages/contract call-routes.ts); the server has already
 * built the answer's data with the call's output schema, so it is not parsed again here. Envelope codes, toasts,
 * expiry and the repeat-submit guard live in `transport.ts`.
 */
export async function call<E extends CallRoute>(
  endpoint: E,
  input: InputOf<E>,
  opts: CallOptions = {},
): Promise<OutputOf<E>> {
  const answer = await callAnswer(endpoint, input, opts);
  return answer.data;
}

/** Like `call`, but also gives the envelope's `msg` (for calls whose message is shown). */
export async function callAnswer<E extends CallRoute>(
  endpoint: E,
  input: InputOf<E>,
  opts: CallOptions = {},
): Promise<{ code: number; msg: string; data: OutputOf<E> }> {
  const answer = await sendRequest({
    method: endpoint.method,
    url: fillPath(endpoint.path, opts.params ?? {}),
    data: input as Record<string, unknown>,
    silent: opts.silent,
    repeatSubmit: opts.repeatSubmit,
    timeoutMs: opts.timeoutMs,
    handleExpiry: opts.handleExpiry,
  });
  const { code, msg, data } = answer as Answer;
  return { code, msg, data: data as OutputOf<E> };
}

/** Fetches a file answer (captcha image, exports): the envelope is skipped. */
export async function callBlob<E extends CallRoute>(
  endpoint: E,
  input: InputOf<E>,
  opts: CallOptions = {},
): Promise<Blob> {
  const answer = await sendRequest({
    method: endpoint.method,
    url: fillPath(endpoint.path, opts.params ?? {}),
    data: input as Record<string, unknown>,
    blob: true,
    silent: opts.silent,
    timeoutMs: opts.timeoutMs,
  });
  return answer as Blob;
}
