import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ApplicableItem } from '@app/contract';
import type { Database } from '../../db/client.js';
import { limLimits } from '../../db/schema/index.js';
import { resolveInheritance, type FoodStep } from './limits.repo.js';
import { selectItems } from './limits.service.js';

/**
 * The applicable limits (with the pages' names) of each jurisdiction's food nodes, for the
 * comparison and the analysis report, in two queries whatever the number of nodes: the steps of
 * every node's path, then every row on those steps. Asked node by node (as before), a report of
 * five markets took three queries per node plus a second pass over thousands of ids to add names.
 *
 * `targets`: jurisdiction → its nodes standing for the food; the answer lists, per jurisdiction,
 * the rows of all its nodes after inheritance (see `resolveInheritance`).
 */
export async function applicableItems(
  database: Database,
  targets: Map<string, number[]>,
  substanceId?: number,
): Promise<Map<string, ApplicableItem[]>> {
  const out = new Map<string, ApplicableItem[]>([...targets.keys()].map((code) => [code, []]));
  const nodeIds = [...new Set([...targets.values()].flat())];
  if (!nodeIds.length) return out;
  const steps = await database.rows<FoodStep & { path: number[] }>(sql`
    select n.id, n.name_zh as "nameZh", n.name_source as "nameSource", n.path from lim_food_nodes n
     where n.id in (select unnest(t.path) from lim_food_nodes t where t.id in ${nodeIds})`);
  const byId = new Map(steps.map((s) => [s.id, s]));
  const rows = await selectItems(database).where(
    and(
      inArray(
        limLimits.foodNodeId,
        steps.map((s) => s.id),
      ),
      inArray(limLimits.jurisdiction, [...targets.keys()]),
      substanceId === undefined ? undefined : eq(limLimits.substanceId, substanceId),
    ),
  );
  // Rows by jurisdiction and node: each target then reads only the rows on its own path.
  const rowsAt = new Map<string, typeof rows>();
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
        return s ? [{ id: s.id, nameZh: s.nameZh, nameSource: s.nameSource }] : [];
      });
      const own = path.flatMap((s) => rowsAt.get(`${code}|${s.id}`) ?? []);
      out.get(code)!.push(...resolveInheritance(own, path));
    }
  }
  return out;
}
