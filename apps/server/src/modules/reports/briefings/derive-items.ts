import { sql, type SQL } from 'drizzle-orm';
import { libraryKeys, moduleContentPath, type LibraryKey } from '@app/contract';
import type { Database } from '../../../db/client.js';
import { addDays } from '../../library/dates.js';
import { rasffSource } from '../period/figures.js';

/**
 * Monitoring items derived from rows the portal already holds, each linking to its row:
 *   library   a document of the three libraries published, abolished or coming into force (regulation)
 *   rasff     an EU RASFF notification (recall when its measures say so, else warning)
 *   sampling  a failed sampling batch (warning)
 * One INSERT … SELECT per source and event, keyed by `source_key`, so deriving a window twice
 * writes nothing new. A generated (demo) source row gives a demo item.
 */
export interface DeriveWindow {
  from: string;
  to: string;
}

/** Most items one source writes per run: a burst of data (an import) does not flood the list. */
const perSourceMax = 1000;
/** The modules whose documents have a content page (`…/content?itemid=`). */
const contentModules = ['biaozhun', 'fagui', 'standard_notify', 'draft_regulation'] as const;
const libraryEvents = [
  { key: 'publish', column: 'publish_date', label: '发布' },
  { key: 'abolish', column: 'abolish_date', label: '废止' },
  { key: 'implement', column: 'implement_date', label: '实施' },
] as const;

/** A jsonb array of the non-empty texts (categories, hazards). */
const textArray = (...cols: SQL[]) =>
  sql`(select coalesce(jsonb_agg(v), '[]'::jsonb) from unnest(array[${sql.join(cols, sql`, `)}]::text[]) as v where v is not null and v <> '')`;

/** The content page of a document: one CASE over the (library, module) pairs. */
const documentLink = () =>
  sql`case ${sql.join(
    libraryKeys.flatMap((lib) =>
      contentModules.map((m) => sql`when library = ${lib} and module = ${m} then ${moduleContentPath(lib, m)}`),
    ),
    sql` `,
  )} end || '?itemid=' || id`;
/** The source named on a document item without an issuing department (item texts are the data's language, Chinese). */
const libraryNames: Record<LibraryKey, string> = { biaofa: '标准法规库', rihua: '日化法规库', fodder: '饲料法规库' };
const libraryName = () =>
  sql`case ${sql.join(
    libraryKeys.map((lib) => sql`when library = ${lib} then ${libraryNames[lib]}`),
    sql` `,
  )} end`;

async function insertCount(database: Database, q: SQL) {
  return (await database.rows<{ id: number }>(q)).length;
}

function libraryItems(w: DeriveWindow, e: (typeof libraryEvents)[number]) {
  const col = sql.raw(e.column);
  return sql`
    insert into monitor_items (kind, title, source, item_date, categories, hazards, summary, link, origin, source_key, demo)
    select 'regulation', ${e.label} || '：' || title, coalesce(nullif(department, ''), ${libraryName()}), ${col},
      ${textArray(sql`category`, sql`industry`)}, '[]'::jsonb,
      concat_ws('；', ${libraryName()}, nullif(doc_number, ''), ${e.label} || '日期 ' || ${col}::text,
        case when implement_date is not null and ${e.key} <> 'implement' then '实施日期 ' || implement_date::text end),
      ${documentLink()}, 'library', 'library:' || id || ':' || ${e.key},
      (coalesce(doc_number, '') like 'DEMO-%' or title like '【演示】%')
    from lib_documents
    where ${col} between ${w.from} and ${w.to}
      and module in (${sql.join(
        contentModules.map((m) => sql`${m}`),
        sql`, `,
      )})
    order by ${col} desc, id desc
    limit ${perSourceMax}
    on conflict (source_key) do nothing
    returning id`;
}

const rasffItems = (w: DeriveWindow) => sql`
  insert into monitor_items (kind, title, source, item_date, categories, hazards, summary, link, origin, source_key, demo)
  select case when measures ilike '%recall%' then 'recall' else 'warning' end,
    concat_ws('：', nullif(product, ''), nullif(hazard, '')), ${rasffSource}, notice_date,
    ${textArray(sql`product_category`)}, ${textArray(sql`hazard`, sql`hazard_category`)},
    concat_ws('；', 'RASFF ' || reference, '通报国 ' || nullif(notifying_country, ''), '原产国 ' || nullif(origin_country, ''),
      nullif(classification, ''), nullif(risk_decision, ''), nullif(measures, '')),
    '/InternationalWarning/detail?id=' || id, 'rasff', 'rasff:' || id, demo
  from intl_warnings
  where source = ${rasffSource} and notice_date between ${w.from} and ${w.to}
  order by notice_date desc, id desc
  limit ${perSourceMax}
  on conflict (source_key) do nothing
  returning id`;

const samplingItems = (w: DeriveWindow) => sql`
  insert into monitor_items (kind, title, source, item_date, categories, hazards, summary, link, origin, source_key, demo)
  select 'warning', concat_ws('', product_name, '（' || nullif(producer, '') || '）', ' ', nullif(hazard, ''), '不合格'),
    coalesce(nullif(task_source, ''), '食品安全抽检'), sampling_date,
    ${textArray(sql`food_category`)}, ${textArray(sql`hazard`)},
    concat_ws('；', nullif(concat_ws(' ', nullif(sampled_province, ''), nullif(sampled_city, '')), ''),
      '检验结果 ' || measured_value || coalesce(unit, ''), '标准值 ' || limit_value || coalesce(unit, ''),
      '依据 ' || nullif(standard_basis, ''), nullif(notice_no, '')),
    '/sampleSystem/dataQuery/detail?id=' || id, 'sampling', 'sampling:' || id, demo
  from sampling_records
  where result = 'fail' and sampling_date between ${w.from} and ${w.to}
  order by sampling_date desc, id desc
  limit ${perSourceMax}
  on conflict (source_key) do nothing
  returning id`;

/** Derives the items of one window from every source; answers how many were new. */
export async function deriveItems(database: Database, w: DeriveWindow): Promise<number> {
  let created = 0;
  for (const e of libraryEvents) created += await insertCount(database, libraryItems(w, e));
  created += await insertCount(database, rasffItems(w));
  created += await insertCount(database, samplingItems(w));
  return created;
}

/** The window of `days` days ending on `to` (inclusive). */
export const windowEnding = (to: string, days: number): DeriveWindow => ({ from: addDays(to, 1 - days), to });
