import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cosIngredients, cosRestricted } from '../../db/schema/index.js';
import { emptyReport, type ImportReport } from '../library/importers/upsert.js';
import { inciKey } from './inci-key.js';
import { catalogueChanged } from './catalogue.js';

type Row = Record<string, string>;
const readCsv = async (file: string) =>
  parse(await readFile(file, 'utf8'), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Row[];

/**
 * Upserts rows by their key: a row whose every field is the same is counted unchanged, so a
 * second run of the same file writes nothing.
 */
async function upsert<T extends Record<string, unknown>>(
  database: Database,
  table: typeof cosIngredients | typeof cosRestricted,
  keyCol: 'serial' | 'no',
  rows: { line: number; value: T }[],
  report: ImportReport,
) {
  const keys = rows.map((r) => r.value[keyCol] as string | number);
  const existing = new Map<string | number, Record<string, unknown>>();
  for (let i = 0; i < keys.length; i += 1000) {
    const found = (await database.db
      .select()
      .from(table)
      .where(inArray(table[keyCol as keyof typeof table] as never, keys.slice(i, i + 1000)))) as Record<
      string,
      unknown
    >[];
    for (const f of found) existing.set(f[keyCol] as string | number, f);
  }
  const fresh: T[] = [];
  const changed: T[] = [];
  for (const { value } of rows) {
    const old = existing.get(value[keyCol] as string | number);
    if (!old) fresh.push(value);
    else if (Object.keys(value).some((k) => old[k] !== value[k])) changed.push(value);
    else report.unchanged++;
  }
  for (let i = 0; i < fresh.length; i += 500) await database.db.insert(table).values(fresh.slice(i, i + 500) as never);
  for (const v of changed)
    await database.db
      .update(table)
      .set({ ...v, updatedAt: sql`now()` } as never)
      .where(sql`${sql.identifier(keyCol)} = ${v[keyCol] as string}`);
  report.inserted += fresh.length;
  report.updated += changed.length;
  if (fresh.length || changed.length) catalogueChanged();
}

/** 已使用化妆品原料目录（2021年版）: serial, Chinese name, INCI; flagged rows are kept as given, with their flag. */
export async function importCosmeticsIngredients(database: Database, file: string): Promise<ImportReport> {
  const report = emptyReport(file);
  const seen = new Set<string>();
  const rows: { line: number; value: typeof cosIngredients.$inferInsert }[] = [];
  (await readCsv(file)).forEach((r, i) => {
    const line = i + 2;
    report.read++;
    const serial = (r.iecic_serial ?? '').trim();
    const cnName = (r.cn_name ?? '').trim();
    const inci = (r.inci_name_normalized ?? '').trim();
    if (!/^\d{5}$/.test(serial)) return report.rejected.push({ line, reason: 'serial is not five digits' });
    if (!cnName || !inci) return report.rejected.push({ line, reason: 'no Chinese name or no INCI name' });
    if (seen.has(serial)) return report.rejected.push({ line, reason: 'serial repeats an earlier row' });
    seen.add(serial);
    rows.push({
      line,
      value: {
        serial,
        cnName,
        inci,
        chosenForInci: (r.chosen_for_inci ?? 'yes').trim() === 'yes',
        qualityFlag: (r.quality_flag ?? '').trim(),
        inciKey: inciKey(inci),
      },
    });
  });
  await upsert(database, cosIngredients, 'serial', rows, report);
  return report;
}

/** 化妆品安全技术规范（2015年版）表3 限用组分, one row per numbered entry. */
export async function importCosmeticsRestricted(database: Database, file: string): Promise<ImportReport> {
  const report = emptyReport(file);
  const rows: { line: number; value: typeof cosRestricted.$inferInsert }[] = [];
  const t = (s?: string) => (s ?? '').trim();
  (await readCsv(file)).forEach((r, i) => {
    const line = i + 2;
    report.read++;
    const no = Number(r.no);
    if (!Number.isInteger(no) || no < 1) return report.rejected.push({ line, reason: 'no entry number' });
    if (!t(r.cn_name)) return report.rejected.push({ line, reason: 'no Chinese name' });
    rows.push({
      line,
      value: {
        no,
        cnName: t(r.cn_name),
        enName: t(r.en_name),
        inciName: t(r.inci_name),
        scope: t(r.scope),
        maxConc: t(r.max_conc),
        otherLimits: t(r.other_limits),
        labelWarning: t(r.label_warning),
        noteRefs: t(r.note_refs),
        footnotes: t(r.footnotes_text),
      },
    });
  });
  await upsert(database, cosRestricted, 'no', rows, report);
  return report;
}
