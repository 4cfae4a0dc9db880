import { sql } from 'drizzle-orm';
import { recordModules, type Language, type RecordProvenance } from '@app/contract';
import type { Database } from '../../db/client.js';
import type { RecordTableDef } from './definitions.js';

/**
 * Where a module's records come from (issue 8): real rows name their public source and the
 * period they cover; generated rows are flagged `demo` and marked 演示数据 on every page and export.
 */
const sources: Partial<Record<RecordTableDef['name'], string>> = {
  international: 'European Commission, RASFF (Rapid Alert System for Food and Feed)',
};

export const demoMark = { 'zh-cn': '演示数据', en: 'Demo data' } as const;
export const provenanceColumn = { 'zh-cn': '数据说明', en: 'Data note' } as const;

export async function provenance(database: Database, def: RecordTableDef): Promise<RecordProvenance> {
  const date = def.cols[recordModules[def.name].spec.dateField]!;
  const [row] = await database.rows<{ demo: boolean; from: string | null; to: string | null }>(sql`select
      exists (select 1 from ${def.table} where demo) as demo,
      (select min(${date})::text from ${def.table} where not demo) as "from",
      (select max(${date})::text from ${def.table} where not demo) as "to"`);
  const source = sources[def.name] ?? null;
  return { demo: !!row?.demo, source: row?.from ? source : null, from: row?.from ?? null, to: row?.to ?? null };
}

/** The export's note of a row: 演示数据 for a generated one, the source for a real one. */
export const rowNote = (def: RecordTableDef, demo: unknown, lang: Language) =>
  demo ? demoMark[lang] : (sources[def.name] ?? '');
