import path from 'node:path';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { limFoodMappings, limFoodNodes } from '../../../db/schema/index.js';

/**
 * The mapping between schemes (data/limits_food_mappings.csv): only pairs with a real
 * equivalence, each with its relation (exact / broader / narrower: what the target is, seen
 * from the source node) and who decided it. A node is named by its key or by its Chinese name.
 */
export const MAPPINGS_FILE = 'limits_food_mappings.csv';

export async function writeMappings(
  database: Database,
  dir: string,
): Promise<{ written: number; unresolved: string[] }> {
  const file = path.join(dir, MAPPINGS_FILE);
  if (!existsSync(file)) return { written: 0, unresolved: [] };
  const rows = parse(await readFile(file, 'utf8'), { columns: true, skip_empty_lines: true, bom: true }) as Record<
    string,
    string
  >[];
  const nodes = await database.db
    .select({ id: limFoodNodes.id, scheme: limFoodNodes.scheme, key: limFoodNodes.key, nameZh: limFoodNodes.nameZh })
    .from(limFoodNodes);
  const find = (scheme: string, ref: string) =>
    nodes.find((n) => n.scheme === scheme && n.key === ref) ??
    nodes.find((n) => n.scheme === scheme && n.nameZh === ref);
  const unresolved: string[] = [];
  let written = 0;
  for (const r of rows) {
    const from = find(r.from_scheme!, r.from!);
    const to = find(r.to_scheme!, r.to!);
    if (!from || !to) {
      unresolved.push(`${r.from_scheme}:${r.from} → ${r.to_scheme}:${r.to}`);
      continue;
    }
    await database.db
      .insert(limFoodMappings)
      .values({
        fromId: from.id,
        toId: to.id,
        relation: r.relation!,
        decidedBy: r.decided_by || 'portal editors',
        note: r.note ?? '',
      })
      .onConflictDoUpdate({
        target: [limFoodMappings.fromId, limFoodMappings.toId],
        set: { relation: sql`excluded.relation`, decidedBy: sql`excluded.decided_by`, note: sql`excluded.note` },
      });
    written++;
  }
  return { written, unresolved };
}
