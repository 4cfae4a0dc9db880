import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Scenario } from '../run.js';
import { scales, seedRecords } from '../../src/seed/records.js';
import { seedLibraryScale } from '../../src/seed/library.js';
import { createMember, memberSession } from '../../src/test/factories.js';

/**
 * Issue 13's measure: building one weekly report over `--scale` × 1,000,000 sampling rows (with
 * the records bench's penalties, judgments and warnings, and a library of a few thousand
 * documents) under 5 s, a monthly one under 15 s, without blocking other requests: while each
 * report builds, a light request (GET /healthz) goes out every 20 ms and the API process's
 * event-loop delay is watched. Each period is opened for the first time, so each is built.
 */
const weeks = ['2025-03-05', '2025-05-14', '2025-07-16', '2025-09-10', '2025-11-12'];
const months = ['2025-04-15', '2025-08-15', '2026-01-15'];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};

export const scenario: Scenario = {
  name: 'reports',
  run: async (ctx) => {
    const counts = Object.fromEntries(
      Object.entries(scales.bench).map(([k, v]) => [k, Math.max(100, Math.round(v * ctx.scale))]),
    ) as Record<keyof (typeof scales)['bench'], number>;
    for (const kind of ctx.kinds) {
      const database = await ctx.database(kind);
      const t0 = Date.now();
      await seedRecords(database, counts, (s) => console.log(`  ${kind}: ${s}`));
      const [docs] = await database.rows<{ n: number }>(sql`select count(*)::int as n from lib_documents`);
      // A kept database (BENCH_KEEP) already holds the library.
      if (!docs?.n) await seedLibraryScale(database, 5000);
      for (const t of ['sampling_records', 'penalty_records', 'judge_records', 'intl_warnings', 'lib_documents'])
        await database.rows(sql.raw(`vacuum analyze ${t}`));
      await database.rows(sql`delete from monitor_reports`);
      const [sizes] = await database.rows<Record<string, number>>(sql`select
        (select count(*)::int from sampling_records) as sampling, (select count(*)::int from penalty_records) as penalty,
        (select count(*)::int from judge_records) as judge, (select count(*)::int from intl_warnings) as international,
        (select count(*)::int from lib_documents) as documents`);
      ctx.report(`reports seed ${kind}`, { ...sizes, seconds: Math.round((Date.now() - t0) / 1000) });

      const member = await createMember(database.db, { rights: ['report_week', 'report_month'] });
      const { auth } = await memberSession(database.db, member);
      const server = await ctx.app(database);

      /** Opens (builds) each period's report while the pings run; answers build times and ping latencies. */
      const build = async (kindOfReport: 'week' | 'month', dates: string[]) => {
        const builds: number[] = [];
        const pings: number[] = [];
        const loop = monitorEventLoopDelay({ resolution: 10 });
        loop.enable();
        for (const date of dates) {
          let running = true;
          const pinger = (async () => {
            while (running) {
              const t = performance.now();
              await fetch(`${server.url}/healthz`).then((r) => r.arrayBuffer());
              pings.push(performance.now() - t);
              await new Promise((r) => setTimeout(r, 20));
            }
          })();
          const t = performance.now();
          const res = await fetch(`${server.url}/comply/monitor/report/${kindOfReport}/open`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...auth, date }),
          });
          const body = (await res.json()) as { code: number; msg: string };
          builds.push(performance.now() - t);
          running = false;
          await pinger;
          if (body.code !== 1) throw new Error(`${kindOfReport} ${date}: ${body.msg}`);
        }
        loop.disable();
        ctx.report(`${kindOfReport} report build ${kind}`, {
          reports: dates.length,
          p50: pct(builds, 50),
          max: Math.round(Math.max(...builds)),
          pingP99: pct(pings, 99),
          pings: pings.length,
          loopP99: Math.round(loop.percentile(99) / 1e4) / 100,
          loopMax: Math.round(loop.max / 1e4) / 100,
        });
      };
      await build('week', weeks);
      await build('month', months);
      // A stored report opens without building again.
      const t = performance.now();
      await fetch(`${server.url}/comply/monitor/report/week/open`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...auth, date: weeks[0] }),
      }).then((r) => r.json());
      ctx.report(`stored week report open ${kind}`, { ms: Math.round(performance.now() - t) });
      await server.close();
    }
  },
};
