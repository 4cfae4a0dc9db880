import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Scenario } from '../run.js';
import { load } from '../load.js';
import { loadConfig } from '../../src/config.js';
import { importLimitsData } from '../../src/modules/limits/import/index.js';
import { createMember, memberSession } from '../../src/test/factories.js';

/**
 * Issue 10's measures: the real limits database (data/) plus generated rows up to 500,000
 * limits × --scale (marked demo, origin 'bench generated'), and two generated jurisdictions
 * (X1, X2: copies of the GB 2762 tree mapped exact to it) so that a comparison spans five.
 * Targets: a substance or food query p95 < 30 ms, a comparison of 5 jurisdictions < 50 ms,
 * an analysis report of one category < 2 s.
 */
const TARGET = 500_000;

async function generate(database: Parameters<typeof importLimitsData>[0], target: number) {
  await database.rows(sql`insert into lim_jurisdictions (code, name_zh, name_en, no_limit_rule, no_limit_zh, no_limit_en, sort)
    values ('X1', '演示法域一', 'Generated jurisdiction 1', 'listed_only', '演示数据', 'demo data', 8), ('X2', '演示法域二', 'Generated jurisdiction 2', 'positive_list', '演示数据', 'demo data', 9) on conflict do nothing`);
  for (const x of ['X1', 'X2']) {
    await database.rows(
      sql`insert into lim_food_schemes (code, jurisdiction, name_zh, name_en, sort) values (${`BENCH_${x}`}, ${x}, '演示分类', 'generated scheme', 9) on conflict do nothing`,
    );
    await database.rows(sql`insert into lim_food_nodes (scheme, key, name_source, name_zh, name_en, demo)
      select ${`BENCH_${x}`}, key, name_source, name_zh, name_en, true from lim_food_nodes where scheme = 'GB2762' on conflict do nothing`);
    // Same tree shape: parent and path through the GB 2762 originals.
    await database.rows(sql`update lim_food_nodes b set parent_id = bp.id from lim_food_nodes o join lim_food_nodes op on op.id = o.parent_id
      join lim_food_nodes bp on bp.scheme = ${`BENCH_${x}`} and bp.key = op.key where b.scheme = ${`BENCH_${x}`} and o.scheme = 'GB2762' and o.key = b.key`);
    await database.rows(sql`with recursive p as (select id, array[id] as path from lim_food_nodes where scheme = ${`BENCH_${x}`} and parent_id is null
      union all select n.id, p.path || n.id from lim_food_nodes n join p on n.parent_id = p.id) update lim_food_nodes n set path = p.path, depth = cardinality(p.path) - 1 from p where n.id = p.id`);
    await database.rows(sql`insert into lim_food_mappings (from_id, to_id, relation, decided_by) select o.id, b.id, 'exact', 'bench generated'
      from lim_food_nodes o join lim_food_nodes b on b.key = o.key and b.scheme = ${`BENCH_${x}`} where o.scheme = 'GB2762' on conflict do nothing`);
    // Each generated jurisdiction repeats the Chinese limits with other values.
    await database.rows(sql`insert into lim_limits (source_key, substance_id, food_node_id, jurisdiction, limit_type, value_raw, value, unit, value_mg_kg, food_label, source_doc, origin, demo)
      select 'bench:' || ${x} || ':' || l.id, l.substance_id, b.id, ${x}, l.limit_type, l.value_raw, l.value, l.unit, l.value_mg_kg * (0.5 + random()), l.food_label, 'bench generated', 'bench generated', true
        from lim_limits l join lim_food_nodes o on o.id = l.food_node_id and o.scheme = 'GB2762' join lim_food_nodes b on b.scheme = ${`BENCH_${x}`} and b.key = o.key
       where not l.demo on conflict do nothing`);
  }
  const [{ n }] = (await database.rows<{ n: number }>(sql`select count(*)::int as n from lim_limits`)) as [
    { n: number },
  ];
  const missing = Math.max(0, target - n);
  // The rest: random substance × random node of the node's jurisdiction, in batches.
  for (let done = 0; done < missing; done += 50_000) {
    const batch = Math.min(50_000, missing - done);
    await database.rows(sql`with s as (select array_agg(id) as a from lim_substances), n as (select array_agg(id) as a from lim_food_nodes),
      picks as (select g, s.a[1 + floor(random() * cardinality(s.a))::int] as sid, n.a[1 + floor(random() * cardinality(n.a))::int] as nid from generate_series(1, ${batch}) g, s, n)
      insert into lim_limits (source_key, substance_id, food_node_id, jurisdiction, limit_type, value_raw, value, unit, value_mg_kg, food_label, source_doc, origin, demo)
      select 'bench:g:' || (${done} + p.g), p.sid, p.nid, sc.jurisdiction, 'MRL', '0.01', 0.01 + (p.g % 100) / 100.0, 'mg/kg', 0.01 + (p.g % 100) / 100.0, fn.name_zh, 'bench generated', 'bench generated', true
        from picks p join lim_food_nodes fn on fn.id = p.nid join lim_food_schemes sc on sc.code = fn.scheme`);
  }
  await database.rows(sql`analyze lim_limits`);
  await database.rows(sql`analyze lim_food_nodes`);
}

export const scenario: Scenario = {
  name: 'limits',
  run: async (ctx) => {
    const target = Math.round(TARGET * ctx.scale);
    for (const kind of ctx.kinds) {
      const database = await ctx.database(kind);
      const t0 = Date.now();
      await importLimitsData(database, loadConfig().publicDataDir);
      const t1 = Date.now();
      await generate(database, target);
      const [sizes] = await database.rows<
        Record<string, number>
      >(sql`select (select count(*)::int from lim_limits) as limits, (select count(*)::int from lim_limits where not demo) as real,
        (select count(*)::int from lim_substances) as substances, (select count(*)::int from lim_food_nodes) as nodes`);
      ctx.report(`limits seed ${kind}`, {
        ...sizes,
        importSeconds: Math.round((t1 - t0) / 1000),
        generateSeconds: Math.round((Date.now() - t1) / 1000),
      });

      const member = await createMember(database.db, { rights: ['whwxl'] });
      const { auth } = await memberSession(database.db, member);
      const server = await ctx.app(database);
      const [ids] = await database.rows<{ rice: number; tea: number; pb: number }>(sql`select
        (select id from lim_food_nodes where scheme = 'GB2762' and name_zh = '大米(粉)' limit 1) as rice,
        (select id from lim_food_nodes where scheme = 'GB2762' and name_zh = '茶叶' limit 1) as tea,
        (select id from lim_substances where cas = '7439-92-1') as pb`);
      // One client at a time (the single-client case). The machine is shared: each line carries the
      // load average, and the server process's CPU time per request (PGlite's worker included,
      // PostgreSQL's own processes not), which the other users' load does not inflate.
      const call = async (label: string, path: string, body: Record<string, unknown>, amount = 60) => {
        const cpu = process.cpuUsage();
        const figures = await load({ url: `${server.url}${path}`, body: { ...auth, ...body }, connections: 1, amount });
        const used = process.cpuUsage(cpu);
        ctx.report(`${label} ${kind}`, {
          ...figures,
          cpuMsPerRequest: (used.user + used.system) / 1000 / figures.requests,
          load1: os.loadavg()[0]!,
        });
      };
      await call('substance query 铅', '/whwxl/limits/search', { substance: '铅' });
      await call('substance query by CAS', '/whwxl/limits/search', { substance: '7440-43-9' });
      await call('substance query 鎘 (traditional)', '/whwxl/limits/search', { substance: '鎘' });
      await call('food query 大米', '/whwxl/limits/search', { food: '大米' });
      await call('food query rice', '/whwxl/limits/search', { food: 'rice' });
      await call('substance + food 铅 茶叶', '/whwxl/limits/search', { substance: '铅', food: '茶叶' });
      await call('compare 5 jurisdictions (Pb, rice)', '/whwxl/limits/compare', {
        substanceId: ids!.pb,
        foodNodeId: ids!.rice,
        jurisdictions: ['CN', 'EU', 'TW', 'X1', 'X2'],
      });
      await call(
        'analysis report 大米(粉), 5 markets',
        '/whwxl/limits/analysis',
        { foodNodeId: ids!.rice, jurisdictions: ['CN', 'EU', 'TW', 'X1', 'X2'] },
        20,
      );
      await call(
        'analysis xlsx 茶叶, 5 markets',
        '/whwxl/limits/analysis/xlsx',
        { foodNodeId: ids!.tea, jurisdictions: ['CN', 'EU', 'TW', 'X1', 'X2'] },
        10,
      );
      await server.close();
    }
  },
};
