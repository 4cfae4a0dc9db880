import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { additiveAliases } from './additive-aliases.js';
import { upsertPassages, type PassageInput } from './passages.js';

interface SafeRow {
  id: number;
  kind: 'additive' | 'contact';
  name: string;
  name_en: string | null;
  code: string | null;
  ins: string | null;
  cas: string | null;
  func: string | null;
  food_category_code: string | null;
  food_category: string | null;
  max_use: string | null;
  remark: string | null;
  source: string;
  source_key: string;
}

interface SourceDoc {
  id: number;
  version: number;
  validity: number;
  doc_number: string;
  title: string;
}

/** The library document a table comes from (GB 2760-2024, GB 9685-2016), when it is in the library. */
async function sourceDoc(database: Database, numberKey: string): Promise<SourceDoc | undefined> {
  const [doc] = await database.rows<SourceDoc>(sql`
    select id, version, validity, doc_number, title from lib_documents
    where library = 'biaofa' and number_key = ${numberKey} order by id limit 1`);
  return doc;
}

// GB 2760's table gives numbers in g/kg unless the row says otherwise (data/README).
const withUnit = (maxUse: string | null) => (maxUse && /^[\d.]+$/.test(maxUse) ? `${maxUse} g/kg` : (maxUse ?? ''));

function additiveText(r: SafeRow): string {
  const names = [r.name, ...additiveAliases(r.name)].join('、');
  return [
    `${names}${r.name_en ? `（${r.name_en}）` : ''}`,
    [r.code && `CNS ${r.code}`, r.ins && `INS ${r.ins}`, r.func && `功能 ${r.func}`].filter(Boolean).join(' '),
    `食品分类号 ${r.food_category_code ?? '—'} ${r.food_category ?? ''}`.trim(),
    `最大使用量 ${withUnit(r.max_use)}`,
    r.remark ? `备注 ${r.remark}` : '',
  ]
    .filter(Boolean)
    .join('；');
}

function contactText(r: SafeRow): string {
  return [
    `${r.name}${r.name_en ? `（${r.name_en}）` : ''}`,
    [r.code && `FCA ${r.code}`, r.cas && `CAS ${r.cas}`].filter(Boolean).join(' '),
    r.func ? `使用范围 ${r.func}` : '',
    r.max_use ? `最大使用量 ${r.max_use}` : '',
    r.remark ? `SML/QM ${r.remark}` : '',
  ]
    .filter(Boolean)
    .join('；');
}

/** Indexes every GB 2760 use and GB 9685 entry as a passage citing its table. */
export async function indexSafeItems(database: Database): Promise<number> {
  const rows = await database.rows<SafeRow>(sql`select * from lib_safe_items order by id`);
  const gb2760 = await sourceDoc(database, 'GB2760-2024');
  const gb9685 = await sourceDoc(database, 'GB9685-2016');
  const passages: PassageInput[] = rows.map((r) => {
    const doc = r.kind === 'additive' ? gb2760 : gb9685;
    const number = r.kind === 'additive' ? 'GB 2760-2024' : 'GB 9685-2016';
    return {
      sourceKey: `safe:${r.source_key}`,
      kind: r.kind,
      docId: doc?.id ?? null,
      docVersion: doc?.version ?? null,
      library: 'biaofa',
      rightName: 'biaofa',
      validity: doc?.validity ?? 2,
      anchor: `safe-${r.id}`,
      label:
        r.kind === 'additive'
          ? `${r.source} ${r.name} / ${r.food_category ?? ''}`.trim()
          : `${r.source} ${r.code ?? ''} ${r.name}`.trim(),
      sourceTitle: doc ? `${doc.doc_number} ${doc.title}` : number,
      docNumber: number,
      text: r.kind === 'additive' ? additiveText(r) : contactText(r),
    };
  });
  return upsertPassages(database, passages);
}
