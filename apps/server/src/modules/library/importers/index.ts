import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Database } from '../../../db/client.js';
import { importStandardsCsv } from './standards-csv.js';
import { importLawsJsonl } from './laws-jsonl.js';
import { importGb2760, importGb9685 } from './safe-db.js';
import { importProductTexts } from './product-texts.js';
import { importRegulationsJsonl } from './regulations-jsonl.js';
import { importFoodregJsonl } from './foodreg-jsonl.js';
import { importCosmeticsIngredients, importCosmeticsRestricted } from '../../cosmetics/ingredients.import.js';
import type { ImportReport } from './upsert.js';

export type { ImportReport };

/** Which importer reads a file, by its name (the files of the repository's data/ folder). */
const importers: { match: RegExp; run: (db: Database, file: string) => Promise<ImportReport> }[] = [
  { match: /food_safety_standards.*\.csv$/, run: importStandardsCsv },
  { match: /laws.*\.jsonl$/, run: importLawsJsonl },
  { match: /gb2760.*\.csv$/, run: importGb2760 },
  { match: /gb9685.*\.csv$/, run: importGb9685 },
  { match: /product_standards_fulltext.*\.jsonl$/, run: importProductTexts },
  { match: /regulations_lawrefbook.*\.jsonl$/, run: importRegulationsJsonl },
  { match: /food_regulatory_docs.*\.jsonl$/, run: importFoodregJsonl },
  { match: /iecic.*\.csv$/, run: importCosmeticsIngredients },
  { match: /stsc.*restricted.*\.csv$/, run: importCosmeticsRestricted },
];

export const sharedDataFiles = [
  'cn_food_safety_standards.csv',
  'cn_food_laws_lawrefbook.jsonl',
  'gb2760_2024_additive_uses.csv',
  'gb9685_2016_fcm_additives.csv',
  // After the catalogue: the texts are merged into its rows.
  'cn_food_product_standards_fulltext.jsonl',
  // After the laws and the standards: they repeal laws and link standards that must exist.
  'cn_regulations_lawrefbook_additional.jsonl',
  'cn_food_regulatory_docs_foodreg.jsonl',
  'cn_iecic_2021_inci_cn.csv',
  'cn_stsc_2015_table3_restricted.csv',
];

export async function importFile(database: Database, file: string): Promise<ImportReport> {
  const importer = importers.find((i) => i.match.test(path.basename(file)));
  if (!importer) throw new Error(`no importer for ${path.basename(file)} (known: ${sharedDataFiles.join(', ')})`);
  return importer.run(database, file);
}

/** Imports every known file present in a folder (the demo seed uses the repository's data/). */
export async function importSharedData(database: Database, dir: string): Promise<ImportReport[]> {
  const out: ImportReport[] = [];
  for (const f of sharedDataFiles) {
    const file = path.join(dir, f);
    if (existsSync(file)) out.push(await importFile(database, file));
  }
  return out;
}

/** Reasons with their count and first lines, so a file with hundreds of rejects prints a few lines. */
function byReason(kind: string, rows: { line: number; reason: string }[]) {
  const groups = new Map<string, number[]>();
  for (const r of rows) {
    // Reasons quoting the row's own text (in quotes or a closing bracket) are grouped without it.
    const key = r.reason
      .replace(/^[A-Z][A-Z/ ]*\d[\d.]*-\d{4}: /, '')
      .replace(/"[^"]*"/g, '"…"')
      .replace(/\s*\((?:[^()]|\([^()]*\))*\)\s*$/, '');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(r.line);
  }
  return [...groups].map(
    ([reason, lines]) =>
      `  ${kind} ${lines.length} × ${reason} (line ${lines.slice(0, 5).join(', ')}${lines.length > 5 ? ', …' : ''})`,
  );
}

export const formatReport = (r: ImportReport) =>
  [
    `${path.basename(r.file)}: read ${r.read}, inserted ${r.inserted}, updated ${r.updated}, unchanged ${r.unchanged}, rejected ${r.rejected.length}, ${r.repaired ? `repaired ${r.repaired.length}, ` : ''}replace links added ${r.relations}`,
    ...byReason('rejected', r.rejected),
    ...byReason('repaired', r.repaired ?? []),
    ...(r.notes ?? []),
    ...byReason('differs', r.differences ?? []),
    ...byReason('deferred', r.deferred ?? []),
  ].join('\n');
