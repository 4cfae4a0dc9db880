/**
 * A client of any OpenAI-compatible chat endpoint (the optional model path). It streams
 * the completion and yields the model's answer one line at a time: the prompt asks for one JSON
 * sentence per line, so each sentence can be checked and shown while the rest is written.
 * The API key is sent only to the endpoint and never leaves the server otherwise.
 */

export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Whole-request limit; the extractive answer is shown when it passes. */
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export class LlmError extends Error {
  constructor(
    readonly reason: 'timeout' | 'http' | 'network' | 'malformed',
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/** The delta texts of an SSE stream of chat-completion chunks. */
async function* sseDeltas(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 1);
      if (!line.startsWith('data:')) continue;
      const payload = line.slice(5).trim();
      if (payload === '[DONE]') return;
      let chunk: { choices?: { delta?: { content?: string } }[] };
      try {
        chunk = JSON.parse(payload) as typeof chunk;
      } catch {
        throw new LlmError('malformed', 'a stream event is not JSON');
      }
      const delta = chunk.choices?.[0]?.delta?.content;
      if (typeof delta === 'string') yield delta;
    }
  }
}

/** Streams the model's answer as complete lines (the last one even without a newline). */
export async function* streamCompletionLines(settings: LlmSettings, messages: ChatMessage[]): AsyncGenerator<string> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), settings.timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: settings.model, messages, stream: true, temperature: 0 }),
        signal: abort.signal,
      });
    } catch (e) {
      throw abort.signal.aborted
        ? new LlmError('timeout', `${settings.timeoutMs} ms`)
        : new LlmError('network', String(e));
    }
    if (!response.ok || !response.body) throw new LlmError('http', `status ${response.status}`);
    let pending = '';
    try {
      for await (const delta of sseDeltas(response.body)) {
        pending += delta;
        let end: number;
        while ((end = pending.indexOf('\n')) >= 0) {
          const line = pending.slice(0, end).trim();
          pending = pending.slice(end + 1);
          if (line) yield line;
        }
      }
    } catch (e) {
      if (e instanceof LlmError) throw e;
      throw abort.signal.aborted
        ? new LlmError('timeout', `${settings.timeoutMs} ms`)
        : new LlmError('network', String(e));
    }
    if (pending.trim()) yield pending.trim();
  } finally {
    clearTimeout(timer);
  }
}
