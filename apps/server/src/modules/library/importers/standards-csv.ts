import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Database } from '../../../db/client.js';
import { numberKeys } from '../../../lib/search/number.js';
import {
  emptyReport,
  linkReplacements,
  replacePairs,
  upsertRows,
  type ImportReport,
  type ImportRow,
  type ReplacePair,
} from './upsert.js';
import { today } from '../dates.js';
import { applyEditions } from '../editions.js';

interface StandardCsvRow {
  source: string;
  category: string;
  standard_no: string;
  title: string;
  status: string;
  status_date: string;
  publish_date: string;
  implement_date: string;
  replaces: string;
  replaced_by: string;
  standard_type: string;
  parse_note: string;
}

const day = (s: string) => (/^\d{4}-\d{2}-\d{2}$/.test(s.trim()) ? s.trim() : undefined);
const validityOf = (status: string, implementDate?: string, withheld?: boolean) => {
  // "[待确认]": the catalogue withholds the dates, so its 现行 is not trusted (GB 25596-2025 read 现行 a year and a half
  // before it took effect); the reconciliation fills the day from the withdrawn list where that gives it.
  if (withheld) return 0;
  if (status === '即将实施') return implementDate && implementDate <= today() ? 2 : 1;
  if (status === '现行') return 2;
  if (status.includes('废止') || status.includes('被替代')) return 3;
  return 0;
};
/** The catalogue writes 食品安全国家标准食品中… without a space; the space reads better and matches the curated titles. */
const tidyTitle = (t: string) => t.trim().replace(/^食品安全国家标准\s*/, '食品安全国家标准 ');

export function parseStandards(text: string, report: ImportReport): (ImportRow & { replacedBy?: string })[] {
  const records = parse(text, {
    columns: true,
    skip_empty_lines: true,
    bom: true,
    relax_column_count: true,
  }) as StandardCsvRow[];
  const rows: (ImportRow & { replacedBy?: string })[] = [];
  const seen = new Set<string>();
  records.forEach((r, i) => {
    const line = i + 2;
    report.read++;
    const title = tidyTitle(r.title ?? '');
    if (!title) return report.rejected.push({ line, reason: 'no title' });
    if (r.parse_note?.startsWith('std_no_lost_in_pdf_wrap'))
      return report.rejected.push({
        line,
        reason: `standard number lost in the source PDF (${r.parse_note.slice(0, 60)})`,
      });
    const keys = numberKeys(r.standard_no);
    if (r.standard_no && !keys)
      return report.rejected.push({ line, reason: `unreadable standard number "${r.standard_no}"` });
    if (r.source === 'cfsa_withdrawn_list')
      return (report.deferred ??= []).push({
        line,
        reason: 'withdrawn-list row: joined to its edition by the reconciliation',
      });
    if (!r.standard_no) return report.rejected.push({ line, reason: 'no standard number' });
    const sourceKey = keys ? `std:${keys.key ?? keys.code}` : `std-title:${title}|${r.status_date}`;
    if (seen.has(sourceKey))
      return report.rejected.push({ line, reason: `duplicate of an earlier row (${r.standard_no || title})` });
    seen.add(sourceKey);
    const implementDate = day(r.implement_date);
    const validity = validityOf(r.status, implementDate, /待确认/.test(r.implement_date ?? ''));
    rows.push({
      line,
      doc: {
        sourceKey,
        library: 'biaofa',
        module: 'biaozhun',
        title,
        docNumber: r.standard_no?.trim() || null,
        publishDate: day(r.publish_date),
        implementDate,
        abolishDate: validity === 3 ? day(r.status_date) : undefined,
        validity,
        category: r.category?.trim() || (r.source === 'cfsa_withdrawn_list' ? '已废止标准' : null),
        // standard_type ("GB 强制性食品安全国家标准") is a kind of standard, not an issuing department: the catalogue names none.
        body: '',
      },
      replaces: r.replaces
        ? r.replaces
            .split(/[、,，;；]+|\s+(?=[A-Z])/)
            .map((s) => s.trim())
            .filter(Boolean)
            .map((k) => `std:${numberKeys(k)?.key ?? k}`)
        : undefined,
      replacedBy: r.replaced_by || undefined,
    });
  });
  return rows;
}

export async function importStandardsCsv(database: Database, file: string): Promise<ImportReport> {
  const report = emptyReport(file);
  const text = await readFile(file, 'utf8');
  const rows = parseStandards(text, report);
  await upsertRows(database, rows, report);
  // replaced_by is the reverse link: the newer standard replaces this row.
  const reverse: ReplacePair[] = rows.flatMap((r) => {
    const newer = numberKeys(r.replacedBy);
    return newer?.key ? [{ from: `std:${newer.key}`, to: r.doc.sourceKey }] : [];
  });
  await linkReplacements(database, 'biaofa', [...replacePairs(rows), ...reverse], report);
  // The source's statuses are as of its snapshot; the editions decide what is in force today.
  const editions = await applyEditions(database, today());
  report.relations += editions.linked;
  return report;
}
