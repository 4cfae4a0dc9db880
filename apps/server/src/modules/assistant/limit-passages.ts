import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { today } from '../library/dates.js';
import { upsertPassages, type PassageInput } from './passages.js';

interface LimitRow {
  id: number;
  source_key: string;
  limit_type: string;
  limit_for: string | null;
  value_raw: string | null;
  unit: string | null;
  basis: string | null;
  footnotes: string | null;
  food_label: string | null;
  source_doc: string;
  source_table: string | null;
  doc_id: number | null;
  valid_to: string | null;
  caveat: string | null;
  flagged: boolean;
  substance_zh: string | null;
  substance_en: string | null;
  cas: string | null;
  food_zh: string | null;
  food_en: string | null;
  food_source: string;
  jurisdiction_zh: string;
  doc_version: number | null;
}

const typeLabel: Record<string, string> = {
  ML: '限量',
  MRL: '最大残留限量',
  SML: '特定迁移限量',
  QM: '最大残留量',
  ND: '不得检出',
  exempt: '免订限量',
};

function limitText(r: LimitRow): string {
  const food = [
    r.food_label,
    r.food_zh && r.food_zh !== r.food_label ? r.food_zh : null,
    r.food_en,
    r.food_source !== r.food_label ? r.food_source : null,
  ]
    .filter(Boolean)
    .join(' / ');
  return [
    `${r.substance_zh ?? r.substance_en ?? ''}${r.substance_en && r.substance_zh ? `（${r.substance_en}）` : ''}${r.cas ? ` CAS ${r.cas}` : ''}`,
    `${r.jurisdiction_zh}`,
    `食品 ${food}`,
    `${typeLabel[r.limit_type] ?? r.limit_type} ${r.value_raw ?? ''} ${r.unit ?? ''}`.trim() +
      (r.limit_for ? `（${r.limit_for}）` : ''),
    r.basis ? `以 ${r.basis}` : '',
    r.footnotes ? `注 ${r.footnotes}` : '',
    r.caveat ? `说明 ${r.caveat}` : '',
    r.flagged ? '该行数据提取存疑，仅供参考' : '',
  ]
    .filter(Boolean)
    .join('；');
}

/**
 * Indexes the limits database's rows (contaminants, mycotoxins, residues, EU and TFDA limits)
 * as passages citing their source table. GB 2760 maximum uses are indexed from safeDb already;
 * demo rows are left out (the assistant cites real sources only).
 */
export async function indexLimits(database: Database): Promise<number> {
  const exists = await database.rows<{ t: string | null }>(sql`select to_regclass('lim_limits')::text as t`);
  if (!exists[0]?.t) return 0;
  const rows = await database.rows<LimitRow>(sql`
    select l.id, l.source_key, l.limit_type, l.limit_for, l.value_raw, l.unit, l.basis, l.footnotes, l.food_label, l.source_doc,
      l.source_table, l.doc_id, l.valid_to::text, l.caveat, l.flagged, s.name_zh as substance_zh, s.name_en as substance_en, s.cas,
      f.name_zh as food_zh, f.name_en as food_en, f.name_source as food_source, j.name_zh as jurisdiction_zh, d.version as doc_version
    from lim_limits l
    join lim_substances s on s.id = l.substance_id
    join lim_food_nodes f on f.id = l.food_node_id
    join lim_jurisdictions j on j.code = l.jurisdiction
    left join lib_documents d on d.id = l.doc_id
    where not l.demo and l.limit_type <> 'max_use'
    order by l.id`);
  const day = today();
  const passages: PassageInput[] = rows.map((r) => ({
    sourceKey: `limit:${r.source_key}`,
    kind: 'limit',
    docId: r.doc_id,
    docVersion: r.doc_version,
    library: '',
    rightName: 'whwxl',
    validity: r.valid_to && r.valid_to < day ? 3 : 2,
    anchor: `limit-${r.id}`,
    label: [r.source_table, r.food_label].filter(Boolean).join(' '),
    sourceTitle: r.source_doc,
    docNumber: r.source_doc,
    text: limitText(r),
  }));
  return upsertPassages(database, passages);
}
