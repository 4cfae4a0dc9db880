import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../config.js';

/** The shipped texts of the data folder, for tests written from them. */
export const dataDir = loadConfig().publicDataDir;
export const stdFile = path.join(dataDir, 'cn_food_product_standards_fulltext.jsonl');
export const lawFile = path.join(dataDir, 'cn_food_laws_lawrefbook.jsonl');
export const hasTexts = existsSync(stdFile) && existsSync(lawFile);

export const jsonLines = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, string>)
    : [];

let standards: Map<string, string> | undefined;
/** The text of a standard of the product-standard texts, by its number (GB 2762-2025). */
export const standardText = (id: string) => {
  standards ??= new Map(jsonLines(stdFile).map((o) => [o.standard_id ?? '', o.text ?? '']));
  return standards.get(id) ?? '';
};
