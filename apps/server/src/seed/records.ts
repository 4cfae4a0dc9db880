import { asc, eq, getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Config } from '../config.js';
import { judgeClassicCases, judgeClassicLinks, judgeRecords, samplingWatchRules } from '../db/schema/index.js';
import { recordTables, type RecordTableDef } from '../modules/records/definitions.js';
import { writeRecords } from '../modules/records/writer.js';
import { importRasff } from '../modules/records/rasff-import.js';
import { rebuildSummary } from '../modules/records/summary-sql.js';
import { batches, generators } from './records-generator.js';
import { bulkInsert, createIndexes } from './records-bulk.js';
import path from 'node:path';
import { existsSync } from 'node:fs';

/** Records per module at each scale: demo (first start, seconds) and bench (the figures). */
export const scales = {
  test: { sampling: 400, penalty: 200, judge: 150, international: 150 },
  // International warnings are the real EU RASFF notifications (data/): none generated.
  demo: { sampling: 2500, penalty: 1200, judge: 800, international: 0 },
  bench: { sampling: 1_000_000, penalty: 200_000, judge: 100_000, international: 50_000 },
} as const;
export type ScaleName = keyof typeof scales;
type ModuleName = keyof typeof generators;

const def = (name: ModuleName): RecordTableDef => recordTables[name];

async function countOf(database: Database, name: ModuleName) {
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from ${def(name).table}`);
  return Number(row?.n ?? 0);
}

/**
 * Brings each module up to the scale's count: generates records [existing, target), so a re-run
 * adds nothing and a bigger scale only adds the difference.
 */
export async function seedRecords(
  database: Database,
  scale: ScaleName | Record<ModuleName, number>,
  log: (s: string) => void = () => undefined,
) {
  const target = typeof scale === 'string' ? scales[scale] : scale;
  const names = Object.keys(generators) as ModuleName[];
  const have = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await countOf(database, name)] as const)),
  ) as Record<ModuleName, number>;
  for (const name of names) await seedModule(database, name, have[name], target[name], log);
  await seedClassicCases(database);
}

async function seedModule(database: Database, name: ModuleName, have: number, want: number, log: (s: string) => void) {
  if (want <= have) return;
  const started = Date.now();
  let done = have;
  const table = getTableName(def(name).table);
  // A bulk load skips the per-statement pre-aggregate triggers and rebuilds the aggregate once
  // at the end: one GROUP BY instead of one per batch (an offline operation: no other writer).
  await database.rows(sql.raw(`alter table ${table} disable trigger user`));
  // Above 100,000 new rows, building the secondary indexes once afterwards beats maintaining them
  // row by row, and worker threads generate the rows (records-bulk.ts).
  const rebuildIndexes = want - have > 100_000;
  const indexes = rebuildIndexes ? await setIndexesAside(database, table) : [];
  const every = Math.max(50_000, Math.round((want - have) / 20 / 5000) * 5000);
  const progress = (n: number) => {
    if (Math.floor(n / every) > Math.floor(done / every))
      log(`${name}: ${n}/${want} (${Math.round((Date.now() - started) / 1000)} s)`);
    done = n;
  };
  try {
    if (rebuildIndexes) await bulkInsert(database, name, have, want, progress);
    else
      for (const batch of batches(generators[name], have, want, 5000)) {
        await writeRecords(database, def(name), batch);
        progress(done + batch.length);
      }
  } finally {
    await database.rows(sql.raw(`alter table ${table} enable trigger user`));
    const t = Date.now();
    await createIndexes(database, indexes);
    await database.rows(sql.raw(`comment on table ${table} is null`));
    if (indexes.length) log(`${name}: ${indexes.length} indexes in ${Math.round((Date.now() - t) / 1000)} s`);
  }
  await rebuildSummary(database, def(name));
  log(`${name}: ${want - have} records in ${Date.now() - started} ms`);
}

/**
 * Drops the table's secondary indexes for a bulk load and returns their definitions, first
 * noting them in the table's comment: a load stopped half-way (BENCH_KEEP runs resume) leaves
 * the note, so the next run rebuilds the indexes the stopped one dropped.
 */
async function setIndexesAside(database: Database, table: string) {
  const [noted] = await database.rows<{ note: string | null }>(
    sql`select obj_description(${table}::regclass, 'pg_class') as note`,
  );
  const present = await database.rows<{ name: string; def: string }>(
    sql`select indexname as name, indexdef as def from pg_indexes where tablename = ${table} and indexname not like '%_pkey'`,
  );
  const earlier: string[] = noted?.note?.startsWith('[') ? (JSON.parse(noted.note) as string[]) : [];
  const defs = [...new Set([...earlier, ...present.map((i) => i.def)])];
  await database.rows(sql.raw(`comment on table ${table} is ${quoteLiteral(JSON.stringify(defs))}`));
  for (const i of present) await database.rows(sql.raw(`drop index ${i.name}`));
  return defs;
}

const quoteLiteral = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** A dozen classic case analyses, each discussing judgments of one cause. */
export async function seedClassicCases(database: Database) {
  const [existing] = await database.rows<{ n: number }>(sql`select count(*)::int as n from judge_classic_cases`);
  if (Number(existing?.n ?? 0) > 0) return;
  const causes = await database.rows<{ cause: string }>(
    sql`select distinct cause from judge_records order by cause limit 8`,
  );
  for (const [k, { cause }] of causes.entries()) {
    const picked = await database.db
      .select({
        id: judgeRecords.id,
        caseName: judgeRecords.caseName,
        foodCategory: judgeRecords.foodCategory,
        keyPoints: judgeRecords.keyPoints,
        judgmentDate: judgeRecords.judgmentDate,
      })
      .from(judgeRecords)
      .where(eq(judgeRecords.cause, cause))
      .orderBy(asc(judgeRecords.id))
      .limit(3);
    if (!picked.length) continue;
    const first = picked[0]!;
    const [row] = await database.db
      .insert(judgeClassicCases)
      .values({
        title: `${cause}典型案例评析（${k + 1}）：${first.caseName}`,
        summary: first.keyPoints,
        body: [
          `【案情简介】${picked.map((p) => p.caseName).join('；')}。`,
          `【裁判要点】${first.keyPoints}`,
          `【评析】本组案例涉及${first.foodCategory}。法院在认定经营者责任时，重点审查了进货查验记录、检验报告与标准依据，明确了“明知”的认定标准及惩罚性赔偿的适用条件，对同类纠纷具有参考意义。`,
        ].join('\n\n'),
        cause,
        foodCategory: first.foodCategory,
        publishDate: first.judgmentDate,
        demo: true,
      })
      .returning({ id: judgeClassicCases.id });
    await database.db.insert(judgeClassicLinks).values(picked.map((p) => ({ caseId: row!.id, judgmentId: p.id })));
  }
}

/** A demo watch rule for the first member holding the cj right, so the warning page has content. */
async function seedDemoRule(database: Database) {
  const holders = await database.rows<{ id: number; customer_id: number }>(
    sql`select m.id, m.customer_id from members m join member_rights r on r.member_id = m.id and r.rule_name = 'cj' order by m.id limit 1`,
  );
  const member = holders[0];
  if (!member) return;
  await database.db.insert(samplingWatchRules).values({
    customerId: member.customer_id,
    memberId: member.id,
    name: '重点产品监测',
    products: ['酱油', '韭菜', '火腿肠'],
    keywords: ['黄曲霉毒素'],
    brands: [],
    producers: [],
  });
}

/** First start: a demo rule, a few thousand records of each module, and the real RASFF notifications when present. */
export async function seedDemoRecords(database: Database, config: Config) {
  await seedDemoRule(database);
  await seedRecords(database, 'demo');
  const rasff = path.join(config.publicDataDir, 'eu_rasff_notifications_2024-01_2025-08.csv');
  // Content seeding runs after the server listens, so the real notifications load here too.
  if (existsSync(rasff)) {
    const r = await importRasff(database, rasff);
    console.log(
      `RASFF import: read ${r.read}, inserted ${r.inserted}, updated ${r.updated}, unchanged ${r.unchanged}, rejected ${r.rejected.length}`,
    );
  }
}
