import path from 'node:path';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { limSubstances } from '../../../db/schema/index.js';
import { parseGb2761, parseGb2762 } from './gb276x.js';
import { parseGb31650 } from './gb31650.js';
import { parseEu915, type EuName, type EuNote } from './eu915.js';
import { parseCropGroups, parseTfdaExempt, parseTfdaMrl } from './tfda.js';
import { writeStatic } from './static.js';
import { closeReplacedEdition, dropStale, linkDocuments, writeBatch, type LimitsImportReport } from './writer.js';
import { cnSource, FULLTEXT_FILE, readFulltext, GB2762_IN_FORCE } from './cn-sources.js';
import { parseGb2762Text } from './gb2762-text.js';
import { addDays } from '../../library/dates.js';
import { emptyBatch, parseNumber, type Batch } from './types.js';
import { writeMappings } from './mappings.js';
import { dropStaleCnNodes, readVocabulary, wordKey, writeVocabulary } from './vocabulary.js';
import { casOfSourceNames, mergeByCas, writeSubstanceNames } from './substance-names.js';
import { versionNotices } from './notices.js';
import { refreshSavedQueries } from '../queries.service.js';
import { readEnglishNames, withEnglishNames } from './names-en.js';

export type { LimitsImportReport };

/** The files the limits importers read, in the order the seed runs them. */
export const limitsDataFiles = [
  'cn_gb2762_2022_contaminant_limits.csv',
  // After the 2022 table: the 2025 edition read from its full text closes the 2022 rows.
  FULLTEXT_FILE,
  'cn_gb2761_2017_mycotoxin_limits.csv',
  'cn_gb31650_vet_drug_mrls.csv',
  'eu_2023_915_contaminant_limits.csv',
  'tw_tfda_pesticide_mrl.csv',
  'tw_tfda_mrl_exempt_pesticides.csv',
  'efsa_openfoodtox_reference_values.csv',
];

const readCsv = async (file: string) =>
  parse(await readFile(file, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
    relax_column_count: true,
  }) as Record<string, string>[];
const sibling = (file: string, name: string) => path.join(path.dirname(file), name);

/**
 * English name → CAS: the portal's mainland-name list first (it names GB 31650's drugs by CAS),
 * then the TFDA/EFSA crosswalk and EFSA's substance identities ("as such").
 */
async function casByName(file: string): Promise<Map<string, string>> {
  const out = await casOfSourceNames(path.dirname(file));
  const crosswalk = sibling(file, 'pesticide_identity_crosswalk_tw_efsa.csv');
  if (existsSync(crosswalk))
    for (const r of await readCsv(crosswalk)) if (r.cas_as_such) out.set(r.pesticide_en!.toLowerCase(), r.cas_as_such);
  const efsa = sibling(file, 'efsa_openfoodtox_substances.csv');
  if (existsSync(efsa))
    for (const r of await readCsv(efsa))
      if (r.relation === 'as such' && r.cas && /^\d+-\d\d-\d$/.test(r.cas) && !out.has(r.substance!.toLowerCase()))
        out.set(r.substance!.toLowerCase(), r.cas);
  return out;
}

/** The portal's zh/en translation of the EU footnotes, when their file is beside the EU data. */
async function euNotes(file: string): Promise<Map<string, EuNote>> {
  const f = sibling(file, 'eu_2023_915_notes.csv');
  if (!existsSync(f)) return new Map();
  return new Map((await readCsv(f)).map((r) => [r.note_fr!, { zh: r.note_zh ?? '', en: r.note_en ?? '' }]));
}

/** The portal's zh/en names of the EU entries, when their file is beside the EU data. */
async function euNames(file: string): Promise<Map<string, EuName>> {
  const f = sibling(file, 'eu_2023_915_product_names.csv');
  if (!existsSync(f)) return new Map();
  return new Map((await readCsv(f)).map((r) => [r.code!, { nameZh: r.name_zh ?? '', nameEn: r.name_en ?? '' }]));
}

const validCas = (cas: string | undefined) => Boolean(cas && /^\d+-\d\d-\d$/.test(cas));
/** An EFSA substance's key: its CAS, or its EFSA name when it has none. */
const efsaKey = (name: string, cas: string | undefined) =>
  validCas(cas) ? `cas:${cas}` : `efsa:${name.toLowerCase()}`;

/**
 * Every EFSA OpenFoodTox substance (its "as such" identity; components and metabolites are rows of
 * the same file, not substances of their own), whether or not a limit is held, with its ADI, ARfD,
 * TDI and TWI for consumers.
 */
async function parseEfsaValues(database: Database, file: string, records: Record<string, string>[]): Promise<Batch> {
  const batch = emptyBatch();
  const identities = sibling(file, 'efsa_openfoodtox_substances.csv');
  const efsaNames = new Map<string, string>();
  if (existsSync(identities))
    for (const r of await readCsv(identities))
      if (r.relation === 'as such' && r.substance && !efsaNames.has(r.substance)) {
        efsaNames.set(r.substance, efsaKey(r.substance, r.cas));
        batch.substances.push({
          key: efsaKey(r.substance, r.cas),
          nameEn: r.substance,
          cas: validCas(r.cas) ? r.cas! : null,
          substanceClass: '',
        });
      }
  const subs = await database.db
    .select({ key: limSubstances.key, cas: limSubstances.cas })
    .from(limSubstances)
    .where(isNotNull(limSubstances.cas));
  const byCas = new Map(subs.map((s) => [s.cas!, s.key]));
  records.forEach((r, i) => {
    batch.read++;
    const key = byCas.get(r.cas_as_such ?? '') ?? efsaNames.get(r.substance ?? '');
    if (!key || !['ADI', 'ARfD', 'TDI', 'TWI'].includes(r.assessment ?? '') || r.population !== 'Consumers') return;
    batch.refValues.push({
      substanceKey: key,
      kind: r.assessment!,
      qualifier: r.qualifier ?? '',
      value: parseNumber(r.value ?? ''),
      valueRaw: r.value ?? '',
      unit: r.unit ?? '',
      source: `EFSA OpenFoodTox (${r.author ?? 'EFSA'})`,
      year: Number(r.year) || null,
      sourceKey: `efsa|${r.efsa_output_id}|${r.assessment}|${r.cas_as_such}|${i}`,
    });
    batch.substances.push({ key, substanceClass: '' });
  });
  return batch;
}

export async function importLimitsFile(database: Database, file: string): Promise<LimitsImportReport> {
  await writeStatic(database);
  const name = path.basename(file);
  if (name === FULLTEXT_FILE) return importGb2762Text(database, file);
  const records = await readCsv(file);
  let batch: Batch;
  if (/gb2762/.test(name)) batch = parseGb2762(records, await cnSource(file, `data/${name}`));
  else if (/gb2761/.test(name)) batch = parseGb2761(records, await cnSource(file, `data/${name}`));
  else if (/gb31650/.test(name)) batch = parseGb31650(records, await casByName(file));
  else if (/eu_2023_915_contaminant/.test(name)) batch = parseEu915(records, await euNames(file), await euNotes(file));
  else if (/tfda_pesticide_mrl/.test(name))
    batch = parseTfdaMrl(
      records,
      parseCropGroups(await readCsv(sibling(file, 'tw_tfda_crop_categories.csv'))),
      await casByName(file),
    );
  else if (/tfda_mrl_exempt/.test(name)) batch = parseTfdaExempt(records, await casByName(file));
  else if (/efsa_openfoodtox_reference/.test(name)) batch = await parseEfsaValues(database, file, records);
  else throw new Error(`no limits importer for ${name} (known: ${limitsDataFiles.join(', ')})`);
  // Sources in Chinese only: the portal's English names from data/limits_food_names_en.csv.
  withEnglishNames(batch, await readEnglishNames(path.dirname(file)));
  const report = await writeBatch(database, file, batch);
  if (/gb276[12]/.test(name))
    report.dropped = await dropStale(
      database,
      `data/${name}`,
      batch.limits.map((l) => l.sourceKey),
    );
  await linkDocuments(database);
  return report;
}

/**
 * GB 2762-2025 from the standard's full text: every table row the text holds (a row it cannot read
 * is reported with its line), dated from the edition's implementation; the edition it replaces
 * keeps its rows as history, ending the day before.
 */
async function importGb2762Text(database: Database, file: string): Promise<LimitsImportReport> {
  const doc = (await readFulltext(file)).get(GB2762_IN_FORCE);
  if (!doc) throw new Error(`${GB2762_IN_FORCE} is not in ${path.basename(file)}`);
  const parsed = parseGb2762Text(doc.text, doc.standard_id);
  const origin = `data/${FULLTEXT_FILE} (${doc.standard_id})`;
  const batch = parseGb2762(parsed.rows, { ...(await cnSource(file, origin)), validFrom: doc.implement_date || null });
  batch.rejected.unshift(...parsed.rejected);
  withEnglishNames(batch, await readEnglishNames(path.dirname(file)));
  const report = await writeBatch(database, file, batch);
  report.dropped = await dropStale(
    database,
    origin,
    batch.limits.map((l) => l.sourceKey),
  );
  if (doc.replaces && doc.implement_date)
    await closeReplacedEdition(database, doc.replaces.replace(/^GB\s*(\d)/, 'GB $1'), addDays(doc.implement_date, -1));
  await linkDocuments(database);
  return report;
}

export const isLimitsFile = (file: string) => limitsDataFiles.includes(path.basename(file));

/** Imports every limits file present in a folder, then the mapping between schemes. */
export async function importLimitsData(database: Database, dir: string): Promise<LimitsImportReport[]> {
  const out: LimitsImportReport[] = [];
  for (const f of limitsDataFiles) {
    const file = path.join(dir, f);
    // The mainland names before EFSA's values, so a substance no limit names (毒死蜱) gets its ADI.
    if (/efsa_openfoodtox_reference/.test(f)) await writeSubstanceNames(database, dir);
    if (existsSync(file)) out.push(await importLimitsFile(database, file));
  }
  await mergeByCas(database);
  await writeMappings(database, dir);
  await writeVocabulary(database, dir);
  const tree = (await cnSource(path.join(dir, FULLTEXT_FILE), '')).tree;
  const words = (await readVocabulary(dir)).map(wordKey);
  await dropStaleCnNodes(database, new Set([...tree.nodes.map((n) => n.key), ...words]));
  await versionNotices(database);
  if (out.some((r) => r.inserted || r.updated)) await refreshSavedQueries(database, 'import');
  return out;
}
