import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Scenario } from '../run.js';
import { load } from '../load.js';
import { scales, seedRecords } from '../../src/seed/records.js';
import { createMember, memberSession } from '../../src/test/factories.js';

/**
 * Issue 5's measures at `--scale N` × (1,000,000 sampling, 200,000 penalties, 100,000 judgments,
 * 50,000 international warnings): filtered list pages with their pager total, each statistics
 * and visualization call, an export of 2,000 rows, and the event-loop delay of the API process
 * during the statistics calls (on PGlite queries run in a worker thread; this shows they do not
 * block the main loop).
 */
export const scenario: Scenario = {
  name: 'records',
  run: async (ctx) => {
    const counts = Object.fromEntries(
      Object.entries(scales.bench).map(([k, v]) => [k, Math.max(100, Math.round(v * ctx.scale))]),
    ) as Record<keyof (typeof scales)['bench'], number>;
    for (const kind of ctx.kinds) {
      const database = await ctx.database(kind);
      const t0 = Date.now();
      await seedRecords(database, counts, (s) => console.log(`  ${kind}: ${s}`));
      for (const t of ['sampling_records', 'penalty_records', 'judge_records', 'intl_warnings', 'record_summary'])
        await database.rows(sql.raw(`vacuum analyze ${t}`));
      const [sizes] = await database.rows<Record<string, number>>(sql`select
        (select count(*)::int from sampling_records) as sampling, (select count(*)::int from penalty_records) as penalty,
        (select count(*)::int from judge_records) as judge, (select count(*)::int from intl_warnings) as international,
        (select count(*)::int from record_summary) as "summaryRows"`);
      ctx.report(`records seed ${kind}`, { ...sizes, seconds: Math.round((Date.now() - t0) / 1000) });

      const member = await createMember(database.db, {
        rights: ['cj', 'sanction_index', 'judge_datavi', 'international'],
      });
      const { auth } = await memberSession(database.db, member);
      const server = await ctx.app(database);
      const seconds = 5;
      const connections = 10;
      // Each call twice: one user at a time (the time a user waits for the page), then 10 users
      // at once (throughput, and the wait when the two cores are shared).
      const call = async (label: string, path: string, body: Record<string, unknown>) => {
        const request = { url: `${server.url}${path}`, body: { ...auth, ...body } };
        ctx.report(`${label} ${kind} (1 client)`, await load({ ...request, connections: 1, amount: 40 }));
        ctx.report(
          `${label} ${kind} (${connections} clients)`,
          await load({ ...request, connections, duration: seconds }),
        );
      };

      // Filtered list pages, each with its pager total (estimated above 10,000).
      await call('sampling list (no filter)', '/cj/data/list', {});
      await call('sampling list province+fail+range', '/cj/data/list', {
        province: '广东',
        result: 'fail',
        startDate: '2025-01-01',
        endDate: '2025-12-31',
      });
      await call('sampling list category page 5', '/cj/data/list', { foodCategory: '调味品', page: 5 });
      await call('sampling list keyword 酱油 + province', '/cj/data/list', { keyword: '酱油', province: '浙江' });
      await call('sampling list hazard+level', '/cj/data/list', { hazard: '腐霉利', level: 'national' });
      await call('penalty list province+risk', '/comply/penalty/list', { province: '山东', riskFactor: '微生物污染' });
      await call('judge list cause', '/comply/judge/list', { cause: '网络购物合同纠纷' });
      await call('international list china origin', '/comply/international/list', { chinaOrigin: true });

      // Statistics and charts, with the main loop's delay watched meanwhile.
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      await call('sampling statistics province x month (fail)', '/cj/data/statistics', {
        rows: 'province',
        measure: 'fail',
      });
      await call('sampling statistics category x province', '/cj/data/statistics', {
        rows: 'foodCategory',
        cols: 'province',
      });
      await call('sampling statistics hazard x quarter, 2025', '/cj/data/statistics', {
        rows: 'hazard',
        period: 'quarter',
        startMonth: '2025-01',
        endMonth: '2025-12',
      });
      await call('penalty statistics top-30 risk factors x year', '/comply/penalty/statistics', {
        rows: 'riskFactor',
        period: 'year',
        limit: 30,
      });
      await call('penalty statistics authority (amount)', '/comply/penalty/statistics', {
        rows: 'authority',
        measure: 'amount',
        period: 'year',
      });
      await call('judge statistics cause x instance', '/comply/judge/statistics', { rows: 'cause', cols: 'instance' });
      await call('international statistics origin x hazard', '/comply/international/statistics', {
        rows: 'originCountry',
        cols: 'hazardCategory',
      });
      loop.disable();
      ctx.report(`event-loop delay during statistics ${kind}`, {
        p50: Math.round(loop.percentile(50) / 1e4) / 100,
        p99: Math.round(loop.percentile(99) / 1e4) / 100,
        max: Math.round(loop.max / 1e4) / 100,
      });
      for (const [name, path] of [
        ['sampling', '/cj/data/visualization'],
        ['penalty', '/comply/penalty/visualization'],
        ['judge', '/comply/judge/visualization'],
        ['international', '/comply/international/visualization'],
      ] as const)
        await call(`${name} visualization`, path, {});
      await call('sampling report (period + scope)', '/cj/report', {
        startMonth: '2025-01',
        endMonth: '2025-12',
        province: '广东',
      });

      // Export of 2,000 rows, one at a time (an export is one user's download, not a burst).
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < 5; i++) {
        const t = performance.now();
        const res = await fetch(`${server.url}/cj/data/export`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...auth, result: 'fail', quantity: 2000 }),
        });
        bytes = (await res.arrayBuffer()).byteLength;
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      ctx.report(`sampling export 2000 rows ${kind}`, {
        p50: Math.round(times[2]!),
        max: Math.round(times[4]!),
        kb: Math.round(bytes / 1024),
      });
      await server.close();
    }
  },
};
