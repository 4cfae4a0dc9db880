import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Scenario } from '../run.js';
import type { Database } from '../../src/db/client.js';
import { loadByCall } from '../load.js';
import { scales, seedRecords } from '../../src/seed/records.js';
import { loadConfig } from '../../src/config.js';
import { importLimitsData } from '../../src/modules/limits/import/index.js';
import { createMember, memberSession } from '../../src/test/factories.js';

/**
 * Many users reading at once, as a regional deployment sees: two server processes on one
 * PostgreSQL (each with its production pool, telling the other of cache changes), 50 clients
 * shared between them sending a mix of record searches by keyword, filtered lists, record
 * details, statistics and limit queries. Prints p50/p95/p99, errors, and each server's RSS
 * before and after. Records at `--scale N` × a tenth of the records bench (100,000 sampling
 * records at 1), the real limits database. PostgreSQL only (PGlite belongs to one process).
 */
const clients = 50;
const seconds = 20;

interface Server {
  url: string;
  child: ChildProcess;
  /** Sends a question (bench/mixed-server.ts lists them) and gives the answer. */
  ask<T>(question: 'rss' | 'queries' | 'start' | 'where'): Promise<T>;
}

/** BENCH_CPU_PROF=<dir>: the first server writes a CPU profile there when it stops. */
function startServer(databaseUrl: string, profile?: string): Promise<Server> {
  const child = fork(path.join(import.meta.dirname, '..', 'mixed-server.ts'), [], {
    execArgv: ['--import', 'tsx', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      child.once('message', (m) => resolve(m as T));
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
  return next<{ url: string }>().then((first) => ({
    url: first.url,
    child,
    ask: async <T>(question: string) => {
      const answer = next<T>();
      child.send(question);
      return answer;
    },
  }));
}

/** CPU ms used so far by the PostgreSQL cluster behind `database` (its postmaster's processes; Linux only). */
async function postgresCpuMs(database: Database): Promise<number | undefined> {
  const [{ pid } = { pid: 0 }] = await database.rows<{ pid: number }>(sql`select pg_backend_pid() as pid`);
  const stat = (p: string) => {
    try {
      // Fields after the command's closing bracket: state ppid … utime (14) stime (15), in ticks.
      const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return { ppid: f[1]!, ticks: Number(f[11]) + Number(f[12]) };
    } catch {
      return undefined;
    }
  };
  const postmaster = stat(String(pid))?.ppid;
  if (!postmaster) return undefined;
  let ticks = stat(postmaster)!.ticks;
  for (const p of readdirSync('/proc').filter((d) => /^\d+$/.test(d)))
    if (stat(p)?.ppid === postmaster) ticks += stat(p)!.ticks;
  return ticks * 10; // 100 ticks a second on Linux
}

const stopServer = (s: Server) =>
  new Promise<void>((resolve) => {
    s.child.once('exit', () => resolve());
    s.child.send('close');
  });

export const scenario: Scenario = {
  name: 'mixed',
  run: async (ctx) => {
    if (!ctx.kinds.includes('postgres')) {
      console.log('  mixed: PostgreSQL only (two servers share one database); skipped');
      return;
    }
    const database = await ctx.database('postgres');
    const counts = Object.fromEntries(
      Object.entries(scales.bench).map(([k, v]) => [k, Math.max(100, Math.round((v / 10) * ctx.scale))]),
    ) as Record<keyof (typeof scales)['bench'], number>;
    const t0 = Date.now();
    await seedRecords(database, counts, (s) => console.log(`  ${s}`));
    const [{ limits } = { limits: 0 }] = await database.rows<{ limits: number }>(
      sql`select count(*)::int as limits from lim_limits`,
    );
    if (!limits) await importLimitsData(database, loadConfig().publicDataDir);
    for (const t of ['sampling_records', 'penalty_records', 'judge_records', 'intl_warnings', 'lim_limits'])
      await database.rows(sql.raw(`vacuum analyze ${t}`));
    ctx.report('mixed seed', { ...counts, seconds: Math.round((Date.now() - t0) / 1000) });

    const member = await createMember(database.db, {
      rights: ['cj', 'sanction_index', 'judge_datavi', 'international', 'whwxl'],
    });
    const { auth } = await memberSession(database.db, member);
    const ids = await database.rows<{ s: number; p: number; j: number }>(sql`select
      (select id from sampling_records order by id desc limit 1) as s,
      (select id from penalty_records order by id desc limit 1) as p,
      (select id from judge_records order by id desc limit 1) as j`);
    const [{ s, p, j }] = ids as [{ s: number; p: number; j: number }];
    // What users do most: type a product, a company or a cause; narrow a list; open a record;
    // look up a limit; now and then a statistics page.
    const calls: { path: string; body: Record<string, unknown> }[] = [
      { path: '/cj/data/list', body: { keyword: '酱油' } },
      { path: '/cj/data/list', body: { keyword: '花生油', province: '广东' } },
      { path: '/cj/data/list', body: { keyword: '牛奶', result: 'fail' } },
      { path: '/cj/data/list', body: { province: '浙江', result: 'fail' } },
      { path: '/cj/data/list', body: { foodCategory: '调味品', page: 3 } },
      { path: '/cj/data/detail', body: { id: s } },
      { path: '/cj/data/detail', body: { id: s - 1000 } },
      { path: '/comply/penalty/list', body: { keyword: '有限公司' } },
      { path: '/comply/penalty/list', body: { province: '山东' } },
      { path: '/comply/penalty/detail', body: { id: p } },
      { path: '/comply/judge/list', body: { keyword: '网络购物合同纠纷' } },
      { path: '/comply/judge/detail', body: { id: j } },
      { path: '/whwxl/limits/search', body: { substance: '铅' } },
      { path: '/whwxl/limits/search', body: { food: '大米' } },
      { path: '/cj/data/statistics', body: { rows: 'province', measure: 'fail' } },
      { path: '/comply/international/list', body: { chinaOrigin: true } },
    ];
    const mix = calls.map((c) => ({ path: c.path, body: { ...auth, ...c.body } }));

    const databaseUrl = ctx.urlOf(database)!;
    const profile = process.env.BENCH_CPU_PROF;
    const servers = await Promise.all([startServer(databaseUrl, profile), startServer(databaseUrl)]);
    const rss = () => Promise.all(servers.map(async (sv) => (await sv.ask<{ rssMb: number }>('rss')).rssMb));
    try {
      const before = await rss();
      // Each call alone, untimed, twice: code compiled, pages read, caches filled as in a running
      // deployment; the second time counts the queries each call sends and times it alone.
      const queriesPerCall: number[] = [];
      const paramsPerCall: number[] = [];
      const alone: number[] = [];
      const bytes: number[] = [];
      for (const round of [0, 1])
        for (const sv of servers)
          for (const c of mix) {
            const sent = await sv.ask<{ queries: number; params: number }>('queries');
            const t = performance.now();
            const answer = await fetch(`${sv.url}${c.path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(c.body),
            }).then((r) => r.arrayBuffer());
            if (round && sv === servers[0]) alone.push(Math.round((performance.now() - t) * 10) / 10);
            if (round && sv === servers[0]) bytes.push(answer.byteLength);
            if (round && sv === servers[0]) {
              const now = await sv.ask<{ queries: number; params: number }>('queries');
              queriesPerCall.push(now.queries - sent.queries);
              paramsPerCall.push(now.params - sent.params);
            }
          }
      await Promise.all(servers.map((sv) => sv.ask('start')));
      const load1 = () => Math.round(loadavg()[0]! * 10) / 10;
      const loadBefore = load1();
      const pgCpuBefore = await postgresCpuMs(database);
      const { figures, calls: perCall } = await loadByCall({
        url: servers[0]!.url,
        urls: servers.map((sv) => sv.url),
        mix,
        connections: clients,
        duration: seconds,
      });
      const pgCpuAfter = await postgresCpuMs(database);
      const where = await Promise.all(servers.map((sv) => sv.ask<Record<string, unknown>>('where')));
      const after = await rss();
      ctx.report(`mixed ${clients} clients on 2 servers (${seconds} s)`, {
        ...figures,
        errors: figures.failures,
        rssBeforeMb: before.join('/'),
        rssAfterMb: after.join('/'),
        load: `${loadBefore}-${load1()}`,
      });
      // Where the CPU went: the cores' time is the budget the tail comes out of.
      const serverCpu = where.reduce((n, w) => n + (w.cpuMs as number), 0);
      const pgCpu = pgCpuBefore !== undefined && pgCpuAfter !== undefined ? pgCpuAfter - pgCpuBefore : undefined;
      ctx.report('  cpu ms per request', {
        servers: Math.round((serverCpu / figures.requests) * 10) / 10,
        ...(pgCpu !== undefined && { postgres: Math.round((pgCpu / figures.requests) * 10) / 10 }),
        loadClient: Math.round(((figures.clientCpuMs ?? 0) / figures.requests) * 10) / 10,
      });
      perCall.forEach((c, i) =>
        ctx.report(`  ${c.path} ${JSON.stringify(calls[i]!.body)}`, {
          requests: c.requests,
          p50: c.p50,
          p95: c.p95,
          p99: c.p99,
          queries: queriesPerCall[i]!,
          params: paramsPerCall[i]!,
          alone: alone[i]!,
          bytes: bytes[i]!,
        }),
      );
      where.forEach((w, i) =>
        ctx.report(
          `  server ${i + 1}`,
          Object.fromEntries(
            Object.entries(w).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : (v as number)]),
          ),
        ),
      );
    } finally {
      await Promise.all(servers.map(stopServer));
    }
  },
};
