import { readFile } from 'node:fs/promises';
import type { Database } from '../../../db/client.js';
import { provinces } from '../provinces.js';
import {
  emptyReport,
  linkReplacements,
  replacePairs,
  upsertRows,
  type ImportReport,
  type ImportRow,
} from './upsert.js';
import { today } from '../dates.js';

interface LawLine {
  title?: string;
  level?: string;
  version_date?: string | null;
  publish?: string | null;
  valid_from?: string | null;
  expired?: boolean | null;
  history?: string[];
  text?: string;
}

const departmentByLevel: Record<string, string> = {
  法律: '全国人民代表大会常务委员会',
  行政法规: '国务院',
  司法解释: '最高人民法院',
  地方性法规: '地方人民代表大会常务委员会',
};
const day = (s?: string | null) => (s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : undefined);
/** 国家市场监督管理总局令第49号公布 → the issuer named in the history line of a rule. */
const issuerOf = (history: string[] = []) =>
  /([\u4e00-\u9fa5]+?(?:总局|部|委员会|国务院))令第/.exec(history.join(' '))?.[1];

export function parseLaws(text: string, report: ImportReport): ImportRow[] {
  const rows: ImportRow[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim()) return;
    report.read++;
    let l: LawLine;
    try {
      l = JSON.parse(raw) as LawLine;
    } catch {
      return report.rejected.push({ line, reason: 'not valid JSON' });
    }
    const title = l.title?.trim();
    if (!title) return report.rejected.push({ line, reason: 'no title' });
    if (!l.text?.trim()) return report.rejected.push({ line, reason: 'no text' });
    const date = day(l.version_date) ?? day(l.publish) ?? '';
    const sourceKey = `law:${title}|${date}`;
    if (seen.has(sourceKey)) return report.rejected.push({ line, reason: 'duplicate of an earlier line' });
    seen.add(sourceKey);
    const effective = day(l.valid_from);
    const province = provinces.find((p) => title.startsWith(p));
    rows.push({
      line,
      doc: {
        sourceKey,
        library: 'biaofa',
        module: 'fagui',
        title,
        publishDate: day(l.publish) ?? day(l.version_date),
        effectiveDate: effective,
        implementDate: effective,
        validity: l.expired ? 3 : effective && effective > today() ? 1 : 2,
        category: l.level ?? null,
        department: (l.level === '部门规章' ? issuerOf(l.history) : departmentByLevel[l.level ?? '']) ?? null,
        province: l.level === '地方性法规' ? (province ?? null) : null,
        body: l.text,
      },
    });
  });
  // A newer version of the same title replaces the older one (农药管理条例 2017 → 2022).
  const byTitle = new Map<string, ImportRow[]>();
  for (const r of rows) byTitle.set(r.doc.title, [...(byTitle.get(r.doc.title) ?? []), r]);
  for (const versions of byTitle.values()) {
    versions.sort((a, b) => (a.doc.publishDate ?? '').localeCompare(b.doc.publishDate ?? ''));
    for (let i = 1; i < versions.length; i++) versions[i]!.replaces = [versions[i - 1]!.doc.sourceKey];
  }
  return rows;
}

export async function importLawsJsonl(database: Database, file: string): Promise<ImportReport> {
  const report = emptyReport(file);
  const rows = parseLaws(await readFile(file, 'utf8'), report);
  await upsertRows(database, rows, report);
  await linkReplacements(database, 'biaofa', replacePairs(rows), report);
  return report;
}
