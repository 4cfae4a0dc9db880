import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { numberKeys } from '../../../lib/search/number.js';
import { emptyReport, upsertRows, type ImportReport, type ImportRow } from './upsert.js';

/**
 * Full texts of GB product standards (cn_food_product_standards_fulltext.jsonl), merged by
 * standard number into the catalogue rows so those standards have real bodies for full-text
 * search, the detail and the version diff. A standard the catalogue lacks is added with what
 * the line says of it. Texts that are not readable are left out, never indexed: PDF
 * extractions that came out as font-encoding codes (`/G21 /G22 …`), as mis-decoded Hangul, or
 * with almost no Chinese, and OCR output that belongs to another document.
 */
interface TextLine {
  standard_id?: string;
  title?: string;
  status?: string;
  publish_date?: string;
  implement_date?: string;
  text?: string;
}

const count = (t: string, re: RegExp) => t.match(re)?.length ?? 0;
/** Text of an unrelated document that OCR put under a standard's name (seen: an exam paper under GB/T 1534-2026). */
const foreignMarkers = /考研|真题解析|招生考试/;

/** Why a text cannot be shown, or undefined when it reads as the standard. */
export function unreadableReason(text: string): string | undefined {
  const n = text.length;
  if (n < 300) return `text too short (${n} characters)`;
  if (count(text, /\/G[0-9A-F]{2}\b/g) > 20) return 'font-encoding codes instead of characters (/G21 /G22 …)';
  if (count(text, /[\uac00-\ud7af]/g) / n > 0.01) return 'mis-decoded characters (Hangul where Chinese was printed)';
  const chinese = count(text, /[\u4e00-\u9fff]/g) / n;
  if (chinese < 0.12) return `almost no Chinese text (${Math.round(chinese * 100)}% of characters)`;
  if (foreignMarkers.test(text)) return 'the text is of another document';
  return undefined;
}

const day = (s?: string) => (s && /^\d{4}-\d{2}-\d{2}$/.test(s.trim()) ? s.trim() : undefined);
/** Some lines carry the number only in the title: "GB/T 12140-2026 糕点术语". */
const numberAndTitle = (l: TextLine) => {
  const id = l.standard_id?.trim();
  if (id) return { number: id, title: (l.title ?? '').trim() };
  const m = /^((?:GB|GB\/T)\s*[\d.]+-\d{4})\s+(.*)$/.exec((l.title ?? '').trim());
  return m ? { number: m[1]!, title: m[2]!.replace(/^GB_[\d.]+$/, '') } : { number: '', title: (l.title ?? '').trim() };
};
const validityOf = (status?: string) =>
  status?.includes('现行') ? 2 : status?.includes('即将实施') ? 1 : status?.includes('废止') ? 3 : undefined;

export function parseProductTexts(text: string, report: ImportReport): ImportRow[] {
  const rows: ImportRow[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim()) return;
    report.read++;
    let l: TextLine;
    try {
      l = JSON.parse(raw) as TextLine;
    } catch {
      return report.rejected.push({ line, reason: 'not valid JSON' });
    }
    const { number, title } = numberAndTitle(l);
    const keys = numberKeys(number);
    if (!keys?.key)
      return report.rejected.push({ line, reason: `no standard number with a year ("${number || l.title || ''}")` });
    const sourceKey = `std:${keys.key}`;
    if (seen.has(sourceKey)) return report.rejected.push({ line, reason: `duplicate text of ${number}` });
    seen.add(sourceKey);
    const body = (l.text ?? '').trim();
    const unreadable = unreadableReason(body);
    if (unreadable) return report.rejected.push({ line, reason: `${number}: ${unreadable}` });
    rows.push({
      line,
      doc: {
        sourceKey,
        library: 'biaofa',
        module: 'biaozhun',
        // The catalogue's title and status win where the standard is there; these fill a new row.
        title: title
          ? number.startsWith('GB/T') || title.startsWith('食品安全国家标准')
            ? title
            : `食品安全国家标准 ${title}`
          : number,
        docNumber: number,
        publishDate: day(l.publish_date),
        implementDate: day(l.implement_date),
        validity: validityOf(l.status) ?? 0,
        category: number.startsWith('GB/T') ? '食品产品标准(含GB/T)' : null,
        body,
      },
    });
  });
  return rows;
}

/** Only the body of a standard already in the library changes; a missing one is added whole. */
export async function importProductTexts(database: Database, file: string): Promise<ImportReport> {
  const report = emptyReport(file);
  const rows = parseProductTexts(await readFile(file, 'utf8'), report);
  const existing = new Set(
    (
      await database.rows<{ key: string }>(
        sql`select source_key as key from lib_documents where source_key like 'std:%'`,
      )
    ).map((r) => r.key),
  );
  const merged = rows.map((r) =>
    existing.has(r.doc.sourceKey)
      ? {
          ...r,
          doc: {
            sourceKey: r.doc.sourceKey,
            library: r.doc.library,
            module: r.doc.module,
            title: '',
            body: r.doc.body,
          },
        }
      : r,
  );
  await upsertRows(database, merged, report);
  return report;
}
