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
 * The jurisdictions one page of rows spans, in the default order (jurisdiction, then id), from
 * the kept totals: the rows of the jurisdictions before them are skipped whole, so only the
 * page's own jurisdictions are read, from `skip` rows into the first of them.
 */
export function pageWindow(
  totals: { code: string; total: number }[],
  page: { offset: number; size: number; desc: boolean },
): { jurisdictions: string[]; skip: number } {
  const ordered = [...totals].sort((a, b) => (page.desc ? -1 : 1) * (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const jurisdictions: string[] = [];
  let before = 0;
  let skip = 0;
  for (const t of ordered) {
    const end = before + t.total;
    if (t.total > 0 && end > page.offset && before < page.offset + page.size) {
      if (!jurisdictions.length) skip = page.offset - before;
      jurisdictions.push(t.code);
    }
    before = end;
  }
  return { jurisdictions, skip };
}

/**
 * The condition selecting one page's ids in the default order (jurisdiction, then id): for each
 * (key, jurisdiction) pair of the page's jurisdictions (`pageWindow`) that has rows, an index
 * scan on lim_limits_*_order stops at the page's end; only those rows are merged and sorted, so
 * a page costs the same at 500,000 rows as at 5,000, and a food matched by many nodes ("rice":
 * 55 nodes in 5 jurisdictions) reads the pairs of one jurisdiction, not of all.
 */
export function pageInJurisdictionOrder(
  side: SearchSide,
  keys: number[],
  window: { jurisdictions: string[]; skip: number },
  page: { size: number; desc: boolean },
): SQL {
  const s = sides[side];
  const column = s.column;
  if (!window.jurisdictions.length) return sql`false`;
  return sql`lim_limits.id in (
    select x.id from ${s.counts} c
     cross join lateral (select l.id, l.jurisdiction from lim_limits l where l.${column} = c.${column} and l.jurisdiction = c.jurisdiction order by l.id limit ${window.skip + page.size}) x
     where c.${column} in ${keys} and c.n > 0 and c.jurisdiction in ${window.jurisdictions}
     order by x.jurisdiction ${page.desc ? sql`desc` : sql`asc`}, x.id limit ${page.size} offset ${window.skip})`;
}
