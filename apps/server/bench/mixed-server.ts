import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { openPostgres } from '../src/db/client.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { startCacheSync } from '../src/lib/cache-sync.js';
import { warmSegmenter } from '../src/lib/search/segment.js';

/**
 * One server process of the mixed bench (scenarios/mixed.ts): the real app on the PostgreSQL
 * of DATABASE_URL with its production pool and the cache sync between servers, as `npm start`
 * runs it there, without the start-up seeding (the scenario seeds once). It tells the parent its
 * address, its RSS when asked, and where its time went: the event loop's delay, the time queries
 * waited for a pooled connection and ran, and how many queries it has sent (the scenario sends
 * each call alone once and takes the difference, so N+1 queries show).
 */
const ms = (ns: number) => Math.round(ns / 1e5) / 10;
const quantiles = (sorted: number[]) => {
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { p50: Math.round(at(0.5) * 10) / 10, p99: Math.round(at(0.99) * 10) / 10, max: Math.round(at(1) * 10) / 10 };
};

let queries = 0;
let params = 0;
const waits: number[] = [];
const runs: number[] = [];
// Timed around the pool's own methods: the wait for a pooled connection, and each query from
// asking the pool to having its rows (that wait included).
const Pool = pg.Pool.prototype as unknown as {
  query: (...args: unknown[]) => Promise<unknown>;
  connect: (cb?: (...a: unknown[]) => void) => unknown;
};
const { query, connect } = Pool;
Pool.connect = function (this: unknown, cb) {
  if (typeof cb !== 'function') return connect.call(this);
  const asked = performance.now();
  return connect.call(this, (...a: unknown[]) => {
    waits.push(performance.now() - asked);
    cb(...a);
  });
};
Pool.query = function (this: unknown, ...args: unknown[]) {
  queries++;
  const first = args[0] as { values?: unknown[] } | undefined;
  params += (Array.isArray(args[1]) ? args[1] : (first?.values ?? [])).length;
  const started = performance.now();
  const done = () => runs.push(performance.now() - started);
  const answer = query.apply(this, args);
  if (answer instanceof Promise) void answer.then(done, done);
  return answer;
};

const dir = mkdtempSync(path.join(tmpdir(), 'bench-mixed-'));
const database = await openPostgres(process.env.DATABASE_URL!);
const stopSync = await startCacheSync(database);
const app = await buildApp({
  database,
  config: {
    ...loadConfig({ ...process.env, CAPTCHA: 'off' }),
    trustProxy: true,
    dataDir: dir,
    mailDir: path.join(dir, 'mail'),
    filesDir: path.join(dir, 'files'),
    jobs: false,
    logLevel: 'warn',
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
warmSegmenter();
let cpu = process.cpuUsage();
const loop = monitorEventLoopDelay({ resolution: 10 });
const { port } = app.server.address() as { port: number };
const rssMb = () => Math.round(process.memoryUsage().rss / 1048576);
process.send!({ url: `http://127.0.0.1:${port}`, rssMb: rssMb() });
process.on('message', (m) => {
  if (m === 'rss') process.send!({ rssMb: rssMb() });
  if (m === 'queries') process.send!({ queries, params });
  if (m === 'start') {
    cpu = process.cpuUsage();
    waits.length = 0;
    runs.length = 0;
    loop.reset();
    loop.enable();
    process.send!({});
  }
  if (m === 'where') {
    loop.disable();
    const used = process.cpuUsage(cpu);
    process.send!({
      cpuMs: Math.round((used.user + used.system) / 1000),
      loopDelayP50: ms(loop.percentile(50)),
      loopDelayP99: ms(loop.percentile(99)),
      loopDelayMax: ms(loop.max),
      poolWait: quantiles(waits.sort((a, b) => a - b)),
      query: quantiles(runs.sort((a, b) => a - b)),
      queries: runs.length,
    });
  }
  if (m === 'close')
    void (async () => {
      await app.close();
      await stopSync();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    })();
});
