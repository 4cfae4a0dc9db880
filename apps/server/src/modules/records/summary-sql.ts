import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { recordModules } from '@app/contract';
import type { RecordTableDef } from './definitions.js';

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

export const summarySelect = (def: RecordTableDef, from: string, sign: '' | '-' = '') => {
  const spec = recordModules[def.name].spec;
  const dims = Object.values(def.summary.dims as Record<string, string>).map((f) => columnName(def, f));
  while (dims.length < 4) dims.push("''");
  const date = columnName(def, spec.dateField);
  return (
    `select '${def.name}', date_trunc('month', ${date})::date, ${dims.join(', ')}, ` +
    `${sign}count(*), ${sign}coalesce(sum(${def.summary.m1 ?? '0'}), 0), ${sign}coalesce(sum(${def.summary.m2 ?? '0'}), 0) ` +
    `from ${from} group by 1, 2, 3, 4, 5, 6`
  );
};

const upsert = (select: string) =>
  `insert into record_summary (module, month, d1, d2, d3, d4, n, m1, m2) ${select} ` +
  `on conflict (module, month, d1, d2, d3, d4) do update set n = record_summary.n + excluded.n, ` +
  `m1 = record_summary.m1 + excluded.m1, m2 = record_summary.m2 + excluded.m2`;

/** The trigger function and its three statement-level triggers for one record table. */
export function summaryTriggerSql(def: RecordTableDef): string {
  const t = getTableName(def.table);
  const fn = `${t}_summary_fn`;
  return [
    `create or replace function ${fn}() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    ${upsert(summarySelect(def, 'old_rows', '-'))};
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    ${upsert(summarySelect(def, 'new_rows'))};
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    delete from record_summary where module = '${def.name}' and n = 0;
  end if;
  return null;
end $$`,
    `create trigger ${t}_summary_ins after insert on ${t} referencing new table as new_rows for each statement execute function ${fn}()`,
    `create trigger ${t}_summary_upd after update on ${t} referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`,
    `create trigger ${t}_summary_del after delete on ${t} referencing old table as old_rows for each statement execute function ${fn}()`,
  ].join(';\n--> statement-breakpoint\n') + ';\n';
}

/** Recomputes one module's pre-aggregate from its table (after a bulk load with triggers off, or to repair). */
export async function rebuildSummary(database: Database, def: RecordTableDef) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`delete from record_summary where module = ${def.name}`);
    await tx.execute(sql.raw(`insert into record_summary (module, month, d1, d2, d3, d4, n, m1, m2) ${summarySelect(def, getTableName(def.table))}`));
  });
}
