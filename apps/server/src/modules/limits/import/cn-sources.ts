import path from 'node:path';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { parseAppendixA } from './gb2762-appendix.js';
import { cnTree, type Placement } from './gb2762-place.js';
import type { CnSource } from './gb276x.js';

/** The full texts of GB product standards; GB 2762's appendix A and its 2025 tables are read from it. */
export const FULLTEXT_FILE = 'cn_food_product_standards_fulltext.jsonl';
/** The contaminant standard whose tables and appendix A the portal reads from the full text. */
export const GB2762_IN_FORCE = 'GB 2762-2025';
/** The portal editors' placement of table names appendix A does not list. */
export const PLACEMENTS_FILE = 'limits_cn_food_placements.csv';

export interface FulltextDoc {
  standard_id: string;
  implement_date: string;
  replaces: string;
  text: string;
}

export async function readFulltext(file: string): Promise<Map<string, FulltextDoc>> {
  const out = new Map<string, FulltextDoc>();
  if (!existsSync(file)) return out;
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    if (!line.trim()) continue;
    const d = JSON.parse(line) as FulltextDoc;
    out.set(d.standard_id, d);
  }
  return out;
}

export async function readPlacements(dir: string): Promise<Placement[]> {
  const file = path.join(dir, PLACEMENTS_FILE);
  if (!existsSync(file)) return [];
  const rows = parse(await readFile(file, 'utf8'), { columns: true, skip_empty_lines: true, bom: true }) as Record<
    string,
    string
  >[];
  return rows.map((r) => ({
    name: r.name!,
    relation: r.relation === 'same' ? 'same' : 'under',
    nodeKey: r.node_key!,
    note: r.note ?? '',
  }));
}

/** The Chinese food tree every CN file places its rows in: appendix A of GB 2762-2025 and the editors' list. */
export async function cnSource(file: string, origin: string): Promise<CnSource> {
  const dir = path.dirname(file);
  const doc = (await readFulltext(path.join(dir, FULLTEXT_FILE))).get(GB2762_IN_FORCE);
  const appendix = doc ? parseAppendixA(doc.text).nodes : [];
  return { tree: cnTree(appendix, await readPlacements(dir)), origin };
}
