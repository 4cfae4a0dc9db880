import { sql, type SQL } from 'drizzle-orm';
import { queryToolKeys, queryTools, type QueryToolKey, type QueryToolStat } from '@app/contract';
import type { Database } from '../../../db/client.js';
import { countColumn, dayColumn, parsedRows } from '../../../db/parsed-rows.js';
import { z } from 'zod';
import type { MemberPrincipal } from '../../../lib/context.js';
import { estimateAbove } from '../../../lib/crud.js';

/**
 * What each query tool counts: its table, the rows of the tool (a kind of a shared table) and
 * the date column whose latest value is the data's last update. A whole big table is counted
 * from the planner's statistics (estimateAbove, as the lists do); a part of one is counted.
 */
interface ToolRows {
  table: string;
  where?: SQL;
  lastUpdate?: string;
}
const toolRows: Record<QueryToolKey, ToolRows> = {
  gb2760: { table: 'lib_safe_items', where: sql`kind = 'additive'` },
  gb9685: { table: 'lib_safe_items', where: sql`kind = 'contact'` },
  foodCategories: { table: 'lib_food_categories' },
  standards: { table: 'lib_documents', where: sql`library = 'biaofa'`, lastUpdate: 'update_date' },
  sampling: { table: 'sampling_records', lastUpdate: 'sampling_date' },
  penalty: { table: 'penalty_records', lastUpdate: 'decision_date' },
  judge: { table: 'judge_records', lastUpdate: 'judgment_date' },
  international: { table: 'intl_warnings', lastUpdate: 'notice_date' },
  cosIngredients: { table: 'cos_ingredients' },
};

async function countRows(database: Database, r: ToolRows): Promise<{ count: number; estimated: boolean }> {
  if (!r.where) {
    const [stat] = await parsedRows(
      database,
      z.object({ n: countColumn }),
      sql`select reltuples::bigint as n from pg_class where oid = ${r.table}::regclass`,
    );
    const n = Number(stat?.n ?? -1);
    if (n > estimateAbove) return { count: n, estimated: true };
  }
  const [row] = await parsedRows(
    database,
    z.object({ n: countColumn }),
    sql`select count(*)::int as n from ${sql.raw(r.table)} ${r.where ? sql`where ${r.where}` : sql``}`,
  );
  return { count: Number(row?.n ?? 0), estimated: false };
}

async function lastUpdate(database: Database, r: ToolRows): Promise<string | null> {
  if (!r.lastUpdate) return null;
  // max() of an indexed date column is one index probe.
  const col = sql.raw(r.lastUpdate);
  const [row] = await parsedRows(
    database,
    z.object({ d: dayColumn }),
    sql`select max(${col})::text as d from ${sql.raw(r.table)} ${r.where ? sql`where ${r.where}` : sql``}`,
  );
  return row?.d ?? null;
}

export async function queryToolStats(database: Database, member: MemberPrincipal): Promise<QueryToolStat[]> {
  const out: QueryToolStat[] = [];
  for (const key of queryToolKeys) {
    const r = toolRows[key];
    out.push({
      key,
      ...(await countRows(database, r)),
      lastUpdate: await lastUpdate(database, r),
      allowed: member.isSuper || member.rights.has(queryTools[key].right),
    });
  }
  return out;
}
