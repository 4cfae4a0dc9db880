import PDFDocument from 'pdfkit';
import type { Language, ResultInput } from '@app/contract';
import { readXlsxRows, writeXlsx, xlsxAnswer } from '../../lib/xlsx.js';
import type { BlobAnswer } from '../../lib/context.js';
import { cjkFont } from '../records/report.service.js';

/**
 * The files of the result check: the xlsx template (indicator, result, unit, LOQ), reading an
 * uploaded xlsx of results, and the verdict as xlsx or PDF.
 */
export const maxResultRows = 1000;

const words = {
  name: { 'zh-cn': '检测项目', en: 'Indicator' },
  value: { 'zh-cn': '检测结果', en: 'Result' },
  unit: { 'zh-cn': '单位', en: 'Unit' },
  loq: { 'zh-cn': '定量限', en: 'LOQ' },
  requirement: { 'zh-cn': '要求', en: 'Requirement' },
  verdict: { 'zh-cn': '判定', en: 'Verdict' },
  reason: { 'zh-cn': '说明', en: 'Reason' },
  title: { 'zh-cn': '检测结果判定', en: 'Verdict on the results' },
  pass: { 'zh-cn': '合格', en: 'Pass' },
  near: { 'zh-cn': '接近限值', en: 'Near the limit' },
  fail: { 'zh-cn': '不合格', en: 'Fail' },
  unknown: { 'zh-cn': '无法判定', en: 'Cannot judge' },
  noName: { 'zh-cn': '第{row}行缺少检测项目', en: 'Row {row} names no indicator' },
  noValue: { 'zh-cn': '第{row}行缺少检测结果', en: 'Row {row} has no result' },
  tooLong: { 'zh-cn': '第{row}行内容过长', en: 'Row {row} is too long' },
} as const;
const w = (k: keyof typeof words, lang: Language, vars: Record<string, string | number> = {}) =>
  words[k][lang].replace(/\{(\w+)\}/g, (_, x: string) => String(vars[x] ?? ''));

export async function resultTemplate(names: { name: string; unit: string }[], lang: Language): Promise<BlobAnswer> {
  const rows = names.length
    ? names.map((n) => ({ name: n.name, value: '', unit: n.unit, loq: '' }))
    : [{ name: '铅', value: '0.05', unit: 'mg/kg', loq: '0.02' }];
  const columns = (['name', 'value', 'unit', 'loq'] as const).map((k) => ({
    header: w(k, lang),
    key: k,
    width: k === 'name' ? 30 : 16,
  }));
  return xlsxAnswer(await writeXlsx({ sheetName: 'results', columns, rows }), 'indicator-results-template.xlsx');
}

/** Rows of an uploaded results file; a row without name or result is reported, none is dropped silently. */
export async function readResultFile(buffer: Buffer, lang: Language) {
  const rows = await readXlsxRows(buffer, {
    maxRows: maxResultRows,
    skipHeader: true,
    tooManyKey: 'indicatorResultsTooMany',
  });
  const results: ResultInput[] = [];
  const problems: { row: number; message: string }[] = [];
  rows.forEach((cells, i) => {
    const row = i + 2;
    const [name = '', value = '', unit = '', loq = ''] = cells;
    if (!name) return problems.push({ row, message: w('noName', lang, { row }) });
    if (!value) return problems.push({ row, message: w('noValue', lang, { row }) });
    if (name.length > 100 || value.length > 50 || unit.length > 30 || loq.length > 30)
      return problems.push({ row, message: w('tooLong', lang, { row }) });
    results.push({ name, value, unit, loq });
  });
  return { results, problems };
}

export interface VerdictLine {
  row: number;
  name: string;
  value: string;
  unit: string;
  requirement: string;
  indicatorUnit: string;
  verdict: 'pass' | 'near' | 'fail' | 'unknown';
  reason: string;
}

const exportRow = (r: VerdictLine, lang: Language) => ({
  name: r.name,
  value: r.value,
  unit: r.unit,
  requirement: `${r.requirement} ${r.indicatorUnit}`.trim(),
  verdict: w(r.verdict, lang),
  reason: r.reason,
});

export async function verdictXlsx(title: string, rows: VerdictLine[], lang: Language): Promise<BlobAnswer> {
  const columns = (['name', 'value', 'unit', 'requirement', 'verdict', 'reason'] as const).map((k) => ({
    header: w(k, lang),
    key: k,
    width: k === 'reason' ? 48 : k === 'name' ? 26 : 16,
  }));
  return xlsxAnswer(
    await writeXlsx({ sheetName: title, columns, rows: rows.map((r) => exportRow(r, lang)) }),
    'indicator-verdict.xlsx',
  );
}

export async function verdictPdf(title: string, rows: VerdictLine[], lang: Language): Promise<BlobAnswer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  const font = cjkFont();
  if (font)
    doc.registerFont(
      'body',
      font,
      font.endsWith('.ttc') ? (font.includes('wqy-zenhei') ? 'WenQuanYiZenHei' : undefined) : undefined,
    );
  doc.font(font ? 'body' : 'Helvetica');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(16).text(w('title', lang), { align: 'center' });
  doc.moveDown(0.3).fontSize(10).text(title, { align: 'center' });
  const counts = (['pass', 'near', 'fail', 'unknown'] as const).map(
    (k) => `${w(k, lang)} ${rows.filter((r) => r.verdict === k).length}`,
  );
  doc.moveDown(0.5).text(counts.join('    '), { align: 'center' });
  const widths = [110, 60, 90, 55, 200];
  const colour = { pass: '#1a7f37', near: '#b35c00', fail: '#c62828', unknown: '#555555' } as const;
  let y = doc.y + 10;
  // Each cell wraps within its column; the row is as tall as its tallest cell, so a long name
  // or reason pushes the next row down instead of printing over it.
  const line = (cells: string[], c = 'black') => {
    const options = (i: number) => ({ width: widths[i]! - 6, lineGap: 1 });
    const height = Math.max(...cells.map((t, i) => doc.heightOfString(t || ' ', options(i)))) + 4;
    if (y + height > doc.page.height - 40) {
      doc.addPage();
      y = 40;
    }
    let x = 40;
    cells.forEach((t, i) => {
      doc.fillColor(i === 3 ? c : 'black').text(t, x, y, options(i));
      x += widths[i]!;
    });
    y += height;
    doc
      .moveTo(40, y - 2)
      .lineTo(40 + widths.reduce((a, b) => a + b, 0), y - 2)
      .lineWidth(0.3)
      .strokeColor('#cccccc')
      .stroke();
  };
  doc.fontSize(9);
  line([w('name', lang), w('value', lang), w('requirement', lang), w('verdict', lang), w('reason', lang)]);
  for (const r of rows) {
    const e = exportRow(r, lang);
    line([e.name, `${e.value} ${e.unit}`.trim(), e.requirement, e.verdict, e.reason], colour[r.verdict]);
  }
  doc.end();
  return { blob: await done, contentType: 'application/pdf', filename: 'indicator-verdict.pdf' };
}
