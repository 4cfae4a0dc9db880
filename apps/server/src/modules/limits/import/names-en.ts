import path from 'node:path';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { limFoodNodes } from '../../../db/schema/index.js';
import { searchText } from '../chinese.js';
import type { Batch } from './types.js';

/**
 * English names of the food nodes whose sources are Chinese only (GB 2762/2761 categories, GB 31650
 * tissues by species, TFDA crops and groups): the portal's translation in
 * data/limits_food_names_en.csv, keyed by scheme and the name the importer stores (footnote
 * letters and exclusions removed). Written with `name_origin` = 'portal translation', so pages mark it.
 */
export const NAMES_FILE = 'limits_food_names_en.csv';
export const PORTAL_TRANSLATION = 'portal translation';
export const translatedSchemes = ['GB2762', 'GB31650', 'TFDA'];

/** scheme + source name → English name. */
export type EnglishNames = Map<string, string>;
const nameKey = (scheme: string, nameSource: string) => `${scheme}\u0000${nameSource}`;

/** The names file beside the data files (empty when absent: the nodes keep their Chinese names). */
export async function readEnglishNames(dir: string): Promise<EnglishNames> {
  const file = path.join(dir, NAMES_FILE);
  if (!existsSync(file)) return new Map();
  const rows = parse(await readFile(file, 'utf8'), { columns: true, skip_empty_lines: true, bom: true }) as Record<
    string,
    string
  >[];
  return new Map(
    rows.filter((r) => r.name_en?.trim()).map((r) => [nameKey(r.scheme!, r.name_source!), r.name_en!.trim()]),
  );
}

/** Gives every node of a parsed batch that has no English name the portal's, when the file has one. */
export function withEnglishNames(batch: Batch, names: EnglishNames): Batch {
  for (const n of batch.nodes) {
    const en = n.nameEn ? undefined : names.get(nameKey(n.scheme, n.nameSource));
    if (en) Object.assign(n, { nameEn: en, nameOrigin: PORTAL_TRANSLATION });
  }
  return batch;
}

/**
 * Brings an installation imported before the names file existed up to date: nodes of the
 * translated schemes still without an English name get it (and a search text that holds it).
 * Runs at every start; one query when nothing is missing. Answers how many nodes it named.
 */
export async function fillEnglishNames(database: Database, dir: string): Promise<number> {
  const missing = await database.db
    .select()
    .from(limFoodNodes)
    .where(and(inArray(limFoodNodes.scheme, translatedSchemes), eq(limFoodNodes.nameEn, '')));
  if (!missing.length) return 0;
  const names = await readEnglishNames(dir);
  let filled = 0;
  for (const n of missing) {
    const en = names.get(nameKey(n.scheme, n.nameSource));
    if (!en) continue;
    await database.db
      .update(limFoodNodes)
      .set({
        nameEn: en,
        nameOrigin: PORTAL_TRANSLATION,
        searchText: searchText(n.nameSource, n.nameZh, en, n.code, n.members),
      })
      .where(eq(limFoodNodes.id, n.id));
    filled++;
  }
  return filled;
}
