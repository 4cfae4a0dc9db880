import path from 'node:path';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { limLimits, limReferenceValues, limSubstances } from '../../../db/schema/index.js';
import { searchText } from '../chinese.js';
import { PORTAL_EDITORS } from './gb2762-place.js';

/**
 * Substances by the names mainland users know (data/limits_substance_names_cn.csv): no public list
 * of mainland common names was found, so the portal's editors wrote one (GB 4839 style for
 * pesticides, the GB 31650 names for veterinary drugs), each entry checked by CAS against the EFSA
 * and TFDA records or by name against GB 31650. The mainland name is shown first and marked as the
 * editors'; the source's own name (TFDA 益達胺) stays a synonym.
 */
export const SUBSTANCE_NAMES_FILE = 'limits_substance_names_cn.csv';

export interface NameRow {
  cas: string;
  name_zh: string;
  name_en: string;
  substance_class: string;
  source_names: string;
}

export async function readSubstanceNames(dir: string): Promise<NameRow[]> {
  const file = path.join(dir, SUBSTANCE_NAMES_FILE);
  if (!existsSync(file)) return [];
  return parse(await readFile(file, 'utf8'), { columns: true, skip_empty_lines: true, bom: true }) as NameRow[];
}

/** English names as the sources write them → CAS, so GB 31650 rows join the same record. */
export async function casOfSourceNames(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const r of await readSubstanceNames(dir))
    for (const n of [r.name_en, ...r.source_names.split('|')]) if (n.trim()) out.set(n.trim().toLowerCase(), r.cas);
  return out;
}

/** Gives each listed substance its mainland name (creating it when no source names it yet). */
export async function writeSubstanceNames(database: Database, dir: string): Promise<number> {
  const rows = await readSubstanceNames(dir);
  for (const r of rows) {
    const key = `cas:${r.cas}`;
    const [old] = await database.db.select().from(limSubstances).where(eq(limSubstances.key, key));
    const synonyms = [
      ...new Set([...(old?.synonyms ?? []), ...(old && old.nameZh !== r.name_zh ? [old.nameZh] : [])]),
    ].filter((s) => s && s !== r.name_zh);
    const values = {
      nameZh: r.name_zh,
      nameEn: old?.nameEn || r.name_en,
      synonyms,
      nameZhOrigin: PORTAL_EDITORS,
      searchText: searchText(r.name_zh, old?.nameZhTw, old?.nameEn || r.name_en, r.cas, ...synonyms),
    };
    if (old) await database.db.update(limSubstances).set(values).where(eq(limSubstances.id, old.id));
    else
      await database.db.insert(limSubstances).values({ key, cas: r.cas, substanceClass: r.substance_class, ...values });
  }
  return rows.length;
}

/**
 * One record per substance: rows of another key with the same CAS (an earlier import that did not
 * know it) move their limits and reference values to the CAS-keyed record and are removed.
 */
export async function mergeByCas(database: Database): Promise<number> {
  const dupes = await database.rows<{ keep: number; drop: number }>(sql`
    select k.id as keep, d.id as drop from lim_substances k join lim_substances d on d.cas = k.cas and d.id <> k.id
     where k.key = 'cas:' || k.cas and d.key <> k.key`);
  for (const { keep, drop } of dupes) {
    await database.db.update(limLimits).set({ substanceId: keep }).where(eq(limLimits.substanceId, drop));
    await database.db
      .update(limReferenceValues)
      .set({ substanceId: keep })
      .where(eq(limReferenceValues.substanceId, drop));
  }
  if (dupes.length)
    await database.db.delete(limSubstances).where(
      inArray(
        limSubstances.id,
        dupes.map((d) => d.drop),
      ),
    );
  return dupes.length;
}
