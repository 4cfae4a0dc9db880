import { sql } from 'drizzle-orm';
import { recordModules, type Language, type RecordProvenance } from '@app/contract';
import type { Database } from '../../db/client.js';
import type { RecordTableDef } from './definitions.js';
import { summarySide } from './summary-sql.js';

/**
 * Where a module's records come from: real rows name their public source and the
 * period they cover; generated rows are flagged `demo` and marked 演示数据 on every page and export.
 */
const sources: Partial<Record<RecordTableDef['name'], string>> = {
  international: 'European Commission, RASFF (Rapid Alert System for Food and Feed)',
  sampling: '市场监督管理部门食品安全监督抽检信息公告 / SAMR food-safety sampling notices',
  penalty: '市场监督管理部门行政处罚决定书公示 / published administrative penalty decisions',
  judge: '人民法院裁判文书 / court judgments',
};

export const demoMark = { 'zh-cn': '演示数据', en: 'Demo data' } as const;
export const provenanceColumn = { 'zh-cn': '数据说明', en: 'Data note' } as const;

export async function provenance(database: Database, def: RecordTableDef): Promise<RecordProvenance> {
  const date = def.cols[recordModules[def.name].spec.dateField]!;
  const side = await summarySide(database, def.name);
  const [row] = await database.rows<{ from: string | null; to: string | null }>(sql`select
      (select min(${date})::text from ${def.table} where not demo) as "from",
      (select max(${date})::text from ${def.table} where not demo) as "to"`);
  const source = sources[def.name] ?? null;
  return { demo: side.demo, source: row?.from ? source : null, from: row?.from ?? null, to: row?.to ?? null };
}

/** The export's note of a row: 演示数据 for a generated one, the source for a real one. */
export const rowNote = (def: RecordTableDef, demo: unknown, lang: Language) =>
  demo ? demoMark[lang] : (sources[def.name] ?? '');
