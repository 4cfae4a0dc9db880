import { createReadStream, existsSync } from 'node:fs';
import { parse } from 'csv-parse';
import { subjectParts } from '@app/contract';
import type { Database } from '../../db/client.js';
import { recordTables } from './definitions.js';
import { writeRecords, type RecordRow } from './writer.js';

/**
 * Idempotent importer of the EU RASFF notifications CSV (the repository's data/ folder). Each row is keyed by
 * (source 'EU RASFF', reference): a second run inserts nothing and updates only rows whose
 * content changed. Rows without a reference or a parseable date, or repeating a reference
 * already seen in the file, are rejected with a reason.
 */
export interface ImportReport {
  file: string;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; reference: string; reason: string }[];
}

/** Hazard category of a RASFF hazard (the export has none): keyword rules over the hazard text. */
const hazardRules: [RegExp, string][] = [
  [/aflatoxin|ochratoxin|fumonisin|deoxynivalenol|zearalenone|patulin|mycotoxin|alternaria|ergot/i, 'mycotoxins'],
  [
    /salmonella|listeria|escherichia|e\. ?coli|stec|norovirus|hepatitis|bacillus|clostridium|campylobacter|vibrio|staphylococc|enterobacter|cronobacter|yersinia|mould|yeast/i,
    'pathogenic micro-organisms',
  ],
  [
    /ethylene oxide|chlorpyrifos|pesticide|carbendazim|acetamiprid|imidacloprid|tricyclazole|chlorate|fipronil|dimethoate|thiamethoxam|profenofos|lambda|cypermethrin|omethoate|carbofuran|glyphosate|2-chloroethanol/i,
    'pesticide residues',
  ],
  [/mercury|\blead\b|cadmium|arsenic|nickel|chromium|\btin\b|aluminium|heavy metal/i, 'metals'],
  [
    /nitrofuran|chloramphenicol|enrofloxacin|sulfa|tetracycline|veterinary|malachite|leucomalachite|semicarbazide|florfenicol/i,
    'residues of veterinary medicinal products',
  ],
  [
    /undeclared|allergen|gluten|milk|peanut|sesame|mustard|\bsoy|celery|lupin|\begg|sulphite|sulfite|\bnuts?\b/i,
    'allergens',
  ],
  [/migration|formaldehyde|melamine|amines|plasticiser|bisphenol|phthalate/i, 'migration'],
  [/glass|plastic|metal piece|foreign body|insect|stone|wood|rubber/i, 'foreign bodies'],
  [
    /sudan|colour|additive|sweetener|e ?\d{3}|benzoic|sorbic|nitrite|sulphur dioxide|unauthorised substance|novel food|cbd|ethylene glycol/i,
    'food additives and flavourings',
  ],
  [/histamine|biotoxin|tetrodotoxin|ciguatoxin|paralytic|diarrhoeic/i, 'biotoxins (other)'],
  [
    /dioxin|pcb|benzo\(a\)pyrene|pah|3-mcpd|glycidyl|mineral oil|acrylamide|hydrocyanic|tropane|alkaloid|opium/i,
    'other contaminants',
  ],
  [/temperature|cold chain|packaging|labelling|spoil|organoleptic|rotten/i, 'poor or insufficient controls'],
];
/**
 * The category is read from the hazards, else from the subject's hazard part: product words
 * ("glass in peanut butter") must not make a foreign body an allergen.
 */
export const hazardCategoryOf = (hazard: string, subject: string) => {
  const parts = subjectParts(subject);
  const text = hazard || parts.hazard || parts.rest || subject;
  return hazardRules.find(([re]) => re.test(text))?.[1] ?? 'other hazards';
};

const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
/** Lists in the export are comma-separated with stray spaces: "Aflatoxin B1  ,aflatoxin total". */
const list = (s: string | undefined) =>
  clean(s)
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

export function rasffRow(raw: Record<string, string>): { row?: RecordRow; reason?: string } {
  const reference = clean(raw.reference);
  if (!reference) return { reason: 'missing reference' };
  if (!/^\d{4}\.\d{3,5}$/.test(reference)) return { reason: `malformed reference "${reference.slice(0, 40)}"` };
  const date = clean(raw.date).slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
    return { reason: `unparseable date "${clean(raw.date).slice(0, 40)}"` };
  const subject = clean(raw.subject);
  if (!subject) return { reason: 'missing subject' };
  const origins = list(raw.origin);
  const hazards = list(raw.hazards).join(', ');
  const type = clean(raw.type);
  return {
    row: {
      source: 'EU RASFF',
      reference,
      noticeDate: date,
      notifyingCountry: clean(raw.notifying_country),
      originCountry: origins.join(', '),
      chinaOrigin: origins.some((o) => /china/i.test(o)),
      productCategory: clean(raw.category) || type,
      product: subject.slice(0, 500),
      hazard: hazards,
      hazardCategory: hazardCategoryOf(hazards, subject),
      riskDecision: clean(raw.risk_decision),
      classification: clean(raw.classification),
      measures: [
        clean(raw.forAttention) && `for attention: ${clean(raw.forAttention)}`,
        clean(raw.forFollowUp) && `for follow-up: ${clean(raw.forFollowUp)}`,
      ]
        .filter(Boolean)
        .join('; '),
      distribution: list(raw.distribution).join(', '),
      operator: list(raw.operator).join(', '),
    },
  };
}

export async function importRasff(database: Database, file: string): Promise<ImportReport> {
  if (!existsSync(file)) throw new Error(`RASFF file not found: ${file}`);
  const report: ImportReport = { file, read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: [] };
  const seen = new Set<string>();
  const rows: RecordRow[] = [];
  const parser = createReadStream(file).pipe(
    parse({ columns: true, bom: true, relax_column_count: true, skip_empty_lines: true }),
  );
  let line = 1;
  for await (const raw of parser as AsyncIterable<Record<string, string>>) {
    line++;
    report.read++;
    const { row, reason } = rasffRow(raw);
    if (!row) {
      report.rejected.push({ line, reference: clean(raw.reference), reason: reason! });
      continue;
    }
    if (seen.has(String(row.reference))) {
      report.rejected.push({ line, reference: String(row.reference), reason: 'reference repeated in the file' });
      continue;
    }
    seen.add(String(row.reference));
    rows.push(row);
  }
  const done = await writeRecords(database, recordTables.international, rows, { upsertOn: ['source', 'reference'] });
  report.inserted = done.inserted;
  report.updated = done.updated;
  report.unchanged = done.unchanged;
  return report;
}
