import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  /** JSON body; a function builds one per request (e.g. a different client address). */
  body?: object;
  headers?: Record<string, string>;
  /** Per-request extra headers (e.g. a distinct X-Forwarded-For so per-client rate limits see many clients). */
  headersPerRequest?: () => Record<string, string>;
  connections?: number;
  /** Seconds; or `amount` requests in total. */
  duration?: number;
  amount?: number;
}

export interface LoadFigures {
  [k: string]: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  /** Requests whose HTTP status was not 2xx or whose envelope code was not 1. */
  failures: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/**
 * Runs autocannon against one call and gives latency percentiles in ms (computed from every
 * response, since autocannon's own table has no p95) and requests per second.
 */
export async function load(opts: LoadOptions): Promise<LoadFigures> {
  const times: number[] = [];
  let failures = 0;
  const headers = { 'content-type': 'application/json', ...opts.headers };
  const body = opts.body ? JSON.stringify(opts.body) : undefined;
  const started = process.hrtime.bigint();
  const instance = autocannon({
    url: opts.url,
    connections: opts.connections ?? 50,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? 10 }),
    timeout: 30,
    requests: [
      {
        method: opts.method ?? 'POST',
        headers,
        body,
        setupRequest: (req) => (opts.headersPerRequest ? { ...req, headers: { ...headers, ...opts.headersPerRequest() } } : req),
        onResponse: (status, text) => {
          if (status < 200 || status >= 300) failures++;
          else if (text.startsWith('{') && (JSON.parse(text) as { code?: number }).code !== 1) failures++;
        },
      },
    ],
  });
  instance.on('response', (_c, _s, _b, responseTime) => times.push(responseTime));
  const result = await instance;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: times.length / seconds,
    requests: times.length,
    failures: failures + result.errors + result.timeouts,
  };
}
