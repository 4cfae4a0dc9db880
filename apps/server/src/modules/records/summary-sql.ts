import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { recordModules } from '@app/contract';
import type { RecordTableDef } from './definitions.js';
import { generationCache } from '../../lib/generation-cache.js';
import { recordsGeneration } from './records-cache.js';

/**
 * SQL of the monthly pre-aggregate of one record table. The same text builds the statement-level
 * triggers (migration records_summary, generated from the definitions) and the rebuild, so the
 * two cannot disagree.
 */
const columnName = (def: RecordTableDef, field: string) => {
  const col = getTableColumns(def.table)[field];
  if (!col) throw new Error(`${def.name}: no column for field ${field}`);
  return col.name;
};

/**
 * Generated (demo) rows are summed apart from real ones, under `<module>#demo`: no figure adds
 * the two. A module's answers read its real sums once it holds real rows, its demo sums (and
 * say so) until then.
 */
export const demoKey = (name: string) => `${name}#demo`;

export interface SummarySide {
  /** The `module` value of record_summary to read. */
  key: string;
  demo: boolean;
}
// Read by every list, chart and statistic: kept until a record table is written.
const sides = generationCache<SummarySide>(recordsGeneration, 60_000, 50);

/** Which side of a module the answers read: real rows when there are any, else the demo rows. */
export const summarySide = (database: Database, name: string): Promise<SummarySide> =>
  sides.get(database, name, async () => {
    const [row] = await database.rows<{ real: boolean; demo: boolean }>(
      sql`select exists (select 1 from record_summary where module = ${name}) as real,
               exists (select 1 from record_summary where module = ${demoKey(name)}) as demo`,
    );
    return !row?.real && row?.demo ? { key: demoKey(name), demo: true } : { key: name, demo: false };
  });

/** The grains kept: all four dimensions, each one alone, and each pair (for two-way cross-tabs). */
const groupingSets = [
  '(d1, d2, d3, d4)',
  '(d1)',
  '(d2)',
  '(d3)',
  '(d4)',
  '(d1, d2)',
  '(d1, d3)',
  '(d1, d4)',
  '(d2, d3)',
  '(d2, d4)',
  '(d3, d4)',
];

/** GROUPING(d1, d2, d3, d4) of a set of kept dimension indexes (0..3): a bit is set for each dimension summed away. */
export const grainOf = (kept: number[]) =>
  [0, 1, 2, 3].reduce((g, i) => (kept.includes(i) ? g : g | (1 << (3 - i))), 0);

/** The smallest kept grain holding these dimension indexes (the full grain when more than two). */
export const grainFor = (kept: number[]) => {
  const uniq = [...new Set(kept)].sort();
  if (uniq.length === 0) return grainOf([0]);
  return uniq.length <= 2 ? grainOf(uniq) : 0;
};

export const summarySelect = (def: RecordTableDef, from: string, sign: '' | '-' = '') => {
  const spec = recordModules[def.name].spec;
  const dims = Object.values(def.summary.dims as Record<string, string>).map((f) => columnName(def, f));
  if (dims.length !== 4) throw new Error(`${def.name}: the pre-aggregate needs exactly four dimensions`);
  const date = columnName(def, spec.dateField);
  return (
    `select case when demo then '${demoKey(def.name)}' else '${def.name}' end, grouping(d1, d2, d3, d4), month, coalesce(d1, ''), coalesce(d2, ''), coalesce(d3, ''), coalesce(d4, ''), ` +
    `${sign}count(*), ${sign}coalesce(sum(m1), 0), ${sign}coalesce(sum(m2), 0) ` +
    `from (select demo, date_trunc('month', ${date})::date as month, ${dims.map((d, i) => `${d} as d${i + 1}`).join(', ')}, ` +
    `${def.summary.m1 ?? '0'} as m1, ${def.summary.m2 ?? '0'} as m2 from ${from}) r ` +
    `group by demo, month, grouping sets (${groupingSets.join(', ')})`
  );
};

const upsert = (select: string) =>
  `insert into record_summary (module, grain, month, d1, d2, d3, d4, n, m1, m2) ${select} ` +
  `on conflict (module, grain, month, d1, d2, d3, d4) do update set n = record_summary.n + excluded.n, ` +
  `m1 = record_summary.m1 + excluded.m1, m2 = record_summary.m2 + excluded.m2`;

/** The trigger function of one record table (its triggers call it after each statement). */
export function summaryFunctionSql(def: RecordTableDef): string {
  const fn = `${getTableName(def.table)}_summary_fn`;
  return `create or replace function ${fn}() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    ${upsert(summarySelect(def, 'old_rows', '-'))};
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    ${upsert(summarySelect(def, 'new_rows'))};
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    delete from record_summary where module in ('${def.name}', '${demoKey(def.name)}') and n = 0;
  end if;
  return null;
end $$`;
}

/** The trigger function and its three statement-level triggers for one record table. */
export function summaryTriggerSql(def: RecordTableDef): string {
  const t = getTableName(def.table);
  const fn = `${t}_summary_fn`;
  return (
    [
      summaryFunctionSql(def),
      `create trigger ${t}_summary_ins after insert on ${t} referencing new table as new_rows for each statement execute function ${fn}()`,
      `create trigger ${t}_summary_upd after update on ${t} referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`,
      `create trigger ${t}_summary_del after delete on ${t} referencing old table as old_rows for each statement execute function ${fn}()`,
    ].join(';\n--> statement-breakpoint\n') + ';\n'
  );
}

/** The statement that refills one module's pre-aggregate from its table. */
export const rebuildSql = (def: RecordTableDef) =>
  `insert into record_summary (module, grain, month, d1, d2, d3, d4, n, m1, m2) ${summarySelect(def, getTableName(def.table))}`;

/** Recomputes one module's pre-aggregate from its table (after a bulk load with triggers off, or to repair). */
export async function rebuildSummary(database: Database, def: RecordTableDef) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`delete from record_summary where module in (${def.name}, ${demoKey(def.name)})`);
    await tx.execute(sql.raw(rebuildSql(def)));
  });
}
