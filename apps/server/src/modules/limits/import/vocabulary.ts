import path from 'node:path';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { limFoodMappings, limFoodNodes } from '../../../db/schema/index.js';
import { CN_SCHEME, PORTAL_EDITORS } from './gb2762-place.js';
import { emptyBatch, type NodeIn } from './types.js';
import { writeNodes } from './writer.js';

/**
 * The everyday food vocabulary (data/limits_food_vocabulary.csv): the words users type (大米, 花生,
 * 菠菜, 苹果 …), each placed by the portal's editors in the Chinese food tree ('same': another name
 * of a category the standard names; 'under': a food below the category that contains it) and
 * mapped to the TFDA crop and the EU 2023/915 entries it belongs to. Every placement is theirs,
 * marked so on the node (`placed_by`) and on the mapping (`decided_by`).
 */
export const VOCABULARY_FILE = 'limits_food_vocabulary.csv';
export const VOCABULARY_DECIDED_BY = `${PORTAL_EDITORS} (food vocabulary)`;

export interface WordRow {
  name_zh: string;
  name_en: string;
  synonyms: string;
  relation: string;
  cn: string;
  tw: string;
  eu: string;
  note: string;
}

export async function readVocabulary(dir: string): Promise<WordRow[]> {
  const file = path.join(dir, VOCABULARY_FILE);
  if (!existsSync(file)) return [];
  return parse(await readFile(file, 'utf8'), { columns: true, skip_empty_lines: true, bom: true }) as WordRow[];
}

const parentOf = (key: string) => (key.includes('/') ? key.slice(0, key.lastIndexOf('/')) : null);
const list = (s: string) =>
  s
    .split('|')
    .map((x) => x.trim())
    .filter(Boolean);

/** The CN node key each word stands for (its own node, or the category it is another name of). */
export const wordKey = (w: WordRow) => (w.relation === 'same' ? w.cn : `${w.cn}/${w.name_zh}`);

/**
 * Chinese nodes an earlier model wrote that the tree no longer has ("鱼类、甲壳类" before a combined
 * label was placed on each food): removed once no limit rests on them or below them, so an
 * installation imported before reads like a fresh one. Leaves go first, then their emptied parents.
 */
export async function dropStaleCnNodes(database: Database, keep: Set<string>): Promise<number> {
  let dropped = 0;
  for (let round = 0; round < 10; round++) {
    const stale = await database.rows<{ id: number; key: string }>(sql`
      select n.id, n.key from lim_food_nodes n
       where n.scheme = ${CN_SCHEME}
         and not exists (select 1 from lim_limits l where l.food_node_id = n.id)
         and not exists (select 1 from lim_food_nodes c where c.parent_id = n.id)`);
    const ids = stale.filter((n) => !keep.has(n.key)).map((n) => n.id);
    if (!ids.length) break;
    await database.db.delete(limFoodNodes).where(inArray(limFoodNodes.id, ids));
    dropped += ids.length;
  }
  return dropped;
}

export async function writeVocabulary(
  database: Database,
  dir: string,
): Promise<{ words: number; mappings: number; unresolved: string[] }> {
  const words = await readVocabulary(dir);
  if (!words.length) return { words: 0, mappings: 0, unresolved: [] };
  const cn = await database.db
    .select()
    .from(limFoodNodes)
    .where(sql`${limFoodNodes.scheme} = ${CN_SCHEME}`);
  const cnByKey = new Map(cn.map((n) => [n.key, n]));
  const unresolved: string[] = [];
  const batch = emptyBatch();
  for (const w of words) {
    const at = cnByKey.get(w.cn);
    if (!at) {
      unresolved.push(`${w.name_zh}: no GB 2762 node ${w.cn}`);
      continue;
    }
    const names = [w.name_zh, w.name_en, ...list(w.synonyms)].filter(Boolean);
    const node: NodeIn =
      w.relation === 'same'
        ? {
            scheme: CN_SCHEME,
            key: at.key,
            parentKey: parentOf(at.key),
            nameSource: at.nameSource,
            nameOrigin: at.nameOrigin,
            synonyms: names.filter((n) => n !== at.nameZh),
            placedBy: at.placedBy,
          }
        : {
            scheme: CN_SCHEME,
            key: wordKey(w),
            parentKey: at.key,
            nameSource: w.name_zh,
            nameZh: w.name_zh,
            nameEn: w.name_en,
            nameOrigin: PORTAL_EDITORS,
            synonyms: list(w.synonyms),
            placedBy: PORTAL_EDITORS,
          };
    batch.nodes.push(node);
  }
  const ids = await writeNodes(database, batch);
  // The other schemes' nodes a word is mapped to: TFDA by its (traditional or simplified) name, EU by entry code.
  const targets = await database.db
    .select({
      id: limFoodNodes.id,
      scheme: limFoodNodes.scheme,
      key: limFoodNodes.key,
      nameSource: limFoodNodes.nameSource,
      nameZh: limFoodNodes.nameZh,
      parentId: limFoodNodes.parentId,
    })
    .from(limFoodNodes)
    .where(inArray(limFoodNodes.scheme, ['TFDA', 'EU2023_915']));
  const parents = new Set(targets.map((t) => t.parentId));
  let mappings = 0;
  for (const w of words) {
    const fromId = ids.get(`${CN_SCHEME}\u0000${wordKey(w)}`);
    if (!fromId) continue;
    const wanted = [
      ...list(w.tw).map((name) => ({
        name,
        node: targets.find(
          (t) => t.scheme === 'TFDA' && (t.nameSource === name || t.key === name || t.nameZh === name),
        ),
      })),
      ...list(w.eu).map((code) => ({
        name: code,
        node: targets.find((t) => t.scheme === 'EU2023_915' && t.key === code),
      })),
    ];
    for (const { name, node } of wanted) {
      if (!node) {
        unresolved.push(`${w.name_zh}: no node ${name}`);
        continue;
      }
      // A TFDA crop is the same food; a TFDA group or an EU entry is broader than it.
      const relation = node.scheme === 'TFDA' && !parents.has(node.id) ? 'exact' : 'broader';
      await database.db
        .insert(limFoodMappings)
        .values({ fromId, toId: node.id, relation, decidedBy: VOCABULARY_DECIDED_BY, note: w.note })
        .onConflictDoUpdate({
          target: [limFoodMappings.fromId, limFoodMappings.toId],
          set: { relation: sql`excluded.relation`, decidedBy: sql`excluded.decided_by`, note: sql`excluded.note` },
        });
      mappings++;
    }
  }
  return { words: words.length, mappings, unresolved };
}
