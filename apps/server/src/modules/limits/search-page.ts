import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { limFoodCounts, limSubstanceCounts } from '../../db/schema/index.js';

/** A search by food nodes or by substances alone: the side of lim_limits its keys are on. */
export type SearchSide = 'food' | 'substance';

const sides = {
  food: { counts: limFoodCounts, key: limFoodCounts.foodNodeId, column: sql.raw('food_node_id') },
  substance: { counts: limSubstanceCounts, key: limSubstanceCounts.substanceId, column: sql.raw('substance_id') },
};

/**
 * Limits per jurisdiction for the keys, from the counts the trigger of migration 0018 keeps:
 * a search's totals no longer count thousands of rows on each request.
 */
export async function countsByJurisdiction(database: Database, side: SearchSide, keys: number[]) {
  const s = sides[side];
  if (!keys.length) return [];
  return database.db
    .select({ key: s.key, jurisdiction: s.counts.jurisdiction, n: s.counts.n })
    .from(s.counts)
    .where(inArray(s.key, keys));
}

/**
 * The condition selecting one page's ids in the default order (jurisdiction, then id): for each
 * (key, jurisdiction) pair that has rows (from the kept counts), an index scan on
 * lim_limits_*_order stops at the page's end; only those rows are merged and sorted, so a page
 * costs the same at 500,000 rows as at 5,000. The caller orders the selected rows again.
 */
export function pageInJurisdictionOrder(
  side: SearchSide,
  keys: number[],
  jurisdictions: string[] | undefined,
  page: { offset: number; size: number; desc: boolean },
): SQL {
  const s = sides[side];
  const column = s.column;
  const only = jurisdictions?.length ? sql`and c.jurisdiction in ${jurisdictions}` : sql``;
  return sql`lim_limits.id in (
    select x.id from ${s.counts} c
     cross join lateral (select l.id, l.jurisdiction from lim_limits l where l.${column} = c.${column} and l.jurisdiction = c.jurisdiction order by l.id limit ${page.offset + page.size}) x
     where c.${column} in ${keys} and c.n > 0 ${only}
     order by x.jurisdiction ${page.desc ? sql`desc` : sql`asc`}, x.id limit ${page.size} offset ${page.offset})`;
}
