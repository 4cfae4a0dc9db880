import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ApplicableItem } from '@app/contract';
import type { Database } from '../../db/client.js';
import { limLimits } from '../../db/schema/index.js';
import {
  inForce,
  resolveInheritance,
  type ApplicableLimit,
  type FoodStep,
  type InheritableRow,
} from './limits.repo.js';
import { selectItems } from './limits.service.js';

type Resolved<R> = R & Pick<ApplicableItem, 'path' | 'inherited' | 'effective'>;

/**
 * The applicable limits of each jurisdiction's food nodes, for the comparison and the analysis
 * report, in two queries whatever the number of nodes: the steps of every node's path, then
 * every row on those steps (`load` chooses the columns). Asked node by node (as before), a report
 * of five markets took three queries per node plus a second pass over thousands of ids to add names.
 *
 * `targets`: jurisdiction → its nodes standing for the food; the answer lists, per jurisdiction,
 * the rows of all its nodes after inheritance (see `resolveInheritance`).
 */
async function applicable<R extends InheritableRow>(
  database: Database,
  targets: Map<string, number[]>,
  load: (where: SQL) => Promise<R[]>,
  substanceId?: number,
): Promise<Map<string, Resolved<R>[]>> {
  const out = new Map<string, Resolved<R>[]>([...targets.keys()].map((code) => [code, []]));
  const nodeIds = [...new Set([...targets.values()].flat())];
  if (!nodeIds.length) return out;
  const steps = await database.rows<FoodStep & { path: number[] }>(sql`
    select n.id, n.name_zh as "nameZh", n.name_en as "nameEn", n.name_source as "nameSource", n.path from lim_food_nodes n
     where n.id in (select unnest(t.path) from lim_food_nodes t where t.id in ${nodeIds})`);
  const byId = new Map(steps.map((s) => [s.id, s]));
  const rows = await load(
    and(
      inArray(
        limLimits.foodNodeId,
        steps.map((s) => s.id),
      ),
      inArray(limLimits.jurisdiction, [...targets.keys()]),
      inForce(),
      substanceId === undefined ? undefined : eq(limLimits.substanceId, substanceId),
    )!,
  );
  // Rows by jurisdiction and node: each target then reads only the rows on its own path.
  const rowsAt = new Map<string, R[]>();
  for (const r of rows) {
    const key = `${r.jurisdiction}|${r.foodNodeId}`;
    const list = rowsAt.get(key);
    if (list) list.push(r);
    else rowsAt.set(key, [r]);
  }
  for (const [code, ids] of targets) {
    for (const id of ids) {
      const node = byId.get(id);
      if (!node) continue;
      const path = node.path.flatMap((p) => {
        const s = byId.get(p);
        return s ? [{ id: s.id, nameZh: s.nameZh, nameEn: s.nameEn, nameSource: s.nameSource }] : [];
      });
      const own = path.flatMap((s) => rowsAt.get(`${code}|${s.id}`) ?? []);
      out.get(code)!.push(...resolveInheritance(own, path));
    }
  }
  return out;
}

/** Full rows with the pages' names (the comparison shows each governing row). */
export const applicableItems = (database: Database, targets: Map<string, number[]>, substanceId?: number) =>
  applicable(database, targets, (where) => selectItems(database).where(where), substanceId);

/** The columns the analysis report reads (field → SQL name): no names, no joins. */
const reportColumns = {
  id: 'id',
  substanceId: 'substance_id',
  foodNodeId: 'food_node_id',
  jurisdiction: 'jurisdiction',
  limitType: 'limit_type',
  limitFor: 'limit_for',
  valueRaw: 'value_raw',
  unit: 'unit',
  valueMgKg: 'value_mg_kg',
  excludes: 'excludes',
  sourceDoc: 'source_doc',
  sourceTable: 'source_table',
  flagged: 'flagged',
} as const satisfies Partial<Record<keyof ApplicableLimit, string>>;
type ReportRow = Pick<ApplicableLimit, keyof typeof reportColumns>;
const reportFields = Object.keys(reportColumns) as (keyof ReportRow)[];

/**
 * Every substance's rows for the analysis report. A category in five markets reads some 7,000
 * rows at 500,000; PGlite runs that scan in 25 ms but handed the rows over one value at a time
 * from its worker in ten times that, so they travel as one JSON text of arrays (JSON.parse is
 * native), without the joins and the twenty columns `applicableItems` adds for the pages.
 */
export const applicableReportRows = (database: Database, targets: Map<string, number[]>) =>
  applicable(database, targets, async (where): Promise<ReportRow[]> => {
    const columns = sql.raw(Object.values(reportColumns).join(', '));
    const [answer] = await database.rows<{ rows: string | null }>(
      sql`select json_agg(json_build_array(${columns}))::text as rows from lim_limits where ${where}`,
    );
    return (JSON.parse(answer?.rows ?? '[]') as unknown[][]).map((values) => {
      const row: Record<string, unknown> = {};
      reportFields.forEach((field, i) => (row[field] = values[i]));
      return row as ReportRow;
    });
  });
