import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Scenario } from '../run.js';
import { load } from '../load.js';
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
  rss(): Promise<number>;
}

function startServer(databaseUrl: string): Promise<Server> {
  const child = fork(path.join(import.meta.dirname, '..', 'mixed-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const next = () =>
    new Promise<{ url?: string; rssMb: number }>((resolve, reject) => {
      child.once('message', (m) => resolve(m as { url?: string; rssMb: number }));
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
  return next().then((first) => ({
    url: first.url!,
    child,
    rss: async () => {
      const answer = next();
      child.send('rss');
      return (await answer).rssMb;
    },
  }));
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
    const mix: { path: string; body: Record<string, unknown> }[] = [
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
    ].map((c) => ({ path: c.path, body: { ...auth, ...c.body } }));

    const databaseUrl = ctx.urlOf(database)!;
    const servers = await Promise.all([startServer(databaseUrl), startServer(databaseUrl)]);
    try {
      const before = await Promise.all(servers.map((sv) => sv.rss()));
      // Each call once, untimed: code compiled, pages read, as in a running deployment.
      for (const sv of servers)
        for (const c of mix)
          await fetch(`${sv.url}${c.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(c.body),
          });
      const load1 = () => Math.round(loadavg()[0]! * 10) / 10;
      const loadBefore = load1();
      const figures = await load({
        url: servers[0]!.url,
        urls: servers.map((sv) => sv.url),
        mix,
        connections: clients,
        duration: seconds,
      });
      const after = await Promise.all(servers.map((sv) => sv.rss()));
      ctx.report(`mixed ${clients} clients on 2 servers (${seconds} s)`, {
        ...figures,
        errors: figures.failures,
        rssBeforeMb: before.join('/'),
        rssAfterMb: after.join('/'),
        load: `${loadBefore}-${load1()}`,
      });
    } finally {
      await Promise.all(servers.map(stopServer));
    }
  },
};
