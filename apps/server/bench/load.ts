import { fork } from 'node:child_process';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  /** JSON body sent with every request. */
  body?: object;
  headers?: Record<string, string>;
  /** Each request from its own X-Forwarded-For address, as many real users would be (per-client rate limits). */
  distinctClients?: boolean;
  connections?: number;
  /** Requests per second at even intervals, each on its own (an open workload; `connections` is then unused); unset: each connection sends as fast as answers come. */
  rate?: number;
  /** Seconds; or `amount` requests in total. */
  duration?: number;
  amount?: number;
  /** A mix of calls each connection sends in turn (paths under `url`), instead of `body` alone. */
  mix?: { path: string; body: object }[];
  /** Several servers: `connections` are shared evenly among these base URLs (with `mix`). */
  urls?: string[];
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

/** With `mix`: the latency of each call of the mix on its own (which calls make the tail). */
export interface CallFigures {
  path: string;
  body: object;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
}

/** A new X-Forwarded-For address for each call: one client more each time. */
let clients = 0;
const nextClientAddress = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/**
 * Runs autocannon against one call and gives latency percentiles in ms (computed from every
 * response, since autocannon's own table has no p95) and requests per second.
 *
 * The load comes from a child process: run inside the server's process, the client's own work
 * (sending, parsing every answer) would share the event loop it is measuring.
 */
export async function load(opts: LoadOptions): Promise<LoadFigures> {
  return (await loadByCall(opts)).figures;
}

/** `load`, and with `mix` each call's own figures besides. */
export function loadByCall(opts: LoadOptions): Promise<{ figures: LoadFigures; calls: CallFigures[] }> {
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_LOAD_CHILD: '1' },
    });
    child.once('message', (answer) => resolve(answer as { figures: LoadFigures; calls: CallFigures[] }));
    child.once('error', reject);
    child.once('exit', (code) => (code ? reject(new Error(`load generator exited with ${code}`)) : undefined));
    child.send(opts);
  });
}

/**
 * An open load: requests leave at even intervals whatever the answers do, as independent users
 * arrive (autocannon's overallRate sends each second's share in a burst at the second's start).
 */
async function paced(opts: LoadOptions & { rate: number }): Promise<LoadFigures> {
  const times: number[] = [];
  let failures = 0;
  const total = opts.amount ?? Math.round(opts.rate * (opts.duration ?? 10));
  const started = performance.now();
  const one = async () => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
    if (opts.distinctClients) headers['x-forwarded-for'] = nextClientAddress();
    const t = performance.now();
    try {
      const res = await fetch(opts.url, {
        method: opts.method ?? 'POST',
        headers,
        body: opts.body ? JSON.stringify(opts.body) : undefined,
      });
      const text = await res.text();
      if (!res.ok || (text.startsWith('{') && !/^\{"code":1[,}]/.test(text))) failures++;
    } catch {
      failures++;
    }
    times.push(performance.now() - t);
  };
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / opts.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(one());
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: times.length / seconds,
    requests: times.length,
    failures,
  };
}

async function generate(opts: LoadOptions): Promise<{ figures: LoadFigures; calls: CallFigures[] }> {
  if (opts.rate) return { figures: await paced({ ...opts, rate: opts.rate }), calls: [] };
  const times: number[] = [];
  const byCall: number[][] = (opts.mix ?? []).map(() => []);
  // autocannon calls a request's onResponse just before it emits 'response' with the time,
  // in the same tick: the call answered last is the one timed.
  let answered = 0;
  let failures = 0;
  const headers = { 'content-type': 'application/json', ...opts.headers };
  const calls = opts.mix ?? [{ path: '', body: opts.body }];
  const targets = opts.urls ?? [opts.url];
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const results = await Promise.all(
    targets.map((url) => {
      const instance = autocannon({
        url,
        connections: Math.max(1, Math.round((opts.connections ?? 50) / targets.length)),
        ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? 10 }),
        timeout: 30,
        requests: calls.map((call, i) => ({
          method: opts.method ?? 'POST',
          ...(opts.mix ? { path: new URL(call.path, url).pathname } : {}),
          headers,
          body: call.body ? JSON.stringify(call.body) : undefined,
          setupRequest: (req) =>
            opts.distinctClients ? { ...req, headers: { ...headers, 'x-forwarded-for': nextClientAddress() } } : req,
          onResponse: (status, text) => {
            answered = i;
            if (status < 200 || status >= 300) failures++;
            // The envelope code sits at the start of every answer: no need to parse the whole body.
            else if (text.startsWith('{') && !/^\{"code":1[,}]/.test(text)) failures++;
          },
        })),
      });
      instance.on('response', (_c, _s, _b, responseTime) => {
        times.push(responseTime);
        byCall[answered]?.push(responseTime);
      });
      return instance;
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  times.sort((a, b) => a - b);
  return {
    figures: {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      rps: times.length / seconds,
      requests: times.length,
      failures: failures + results.reduce((n, r) => n + r.errors + r.timeouts, 0),
      clientCpuMs: (({ user, system }) => Math.round((user + system) / 1000))(process.cpuUsage(cpu)),
    },
    calls: (opts.mix ?? []).map(({ path, body }, i) => {
      const sorted = byCall[i]!.sort((a, b) => a - b);
      return {
        path,
        body,
        requests: sorted.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
      };
    }),
  };
}

if (process.env.BENCH_LOAD_CHILD && process.send) {
  process.once('message', (opts) => {
    void generate(opts as LoadOptions).then((answer) => process.send!(answer, () => process.exit(0)));
  });
}
