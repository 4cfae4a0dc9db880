import { existsSync } from 'node:fs';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Language, SamplingReport } from '@app/contract';
import type { Database } from '../../db/client.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { recordSummary } from '../../db/schema/index.js';
import { grainFor, summarySide } from './summary-sql.js';
import { neutraliseFormula, xlsxAnswer } from '../../lib/xlsx.js';
import type { BlobAnswer } from '../../lib/context.js';
import { reportTexts as T, valueLabel } from './texts.js';

/**
 * The sampling report (/sampleSystem/Reporting): a period and a scope give KPI figures, four
 * tables and their chart data, all read from the monthly pre-aggregate (so a report over a
 * million records costs a few small GROUP BYs), and the same content as xlsx or PDF.
 */
export interface ReportInput {
  startMonth: string;
  endMonth: string;
  province?: string;
  foodCategory?: string;
}

const rate = (fail: number, n: number) => (n ? Math.round((fail / n) * 10000) / 100 : 0);

export async function buildReport(database: Database, input: ReportInput, lang: Language): Promise<SamplingReport> {
  const s = recordSummary;
  const side = await summarySide(database, 'sampling');
  // Scope dimensions (d1 province, d2 category) plus the one grouped by choose the grain.
  const scope = [input.province ? 0 : -1, input.foodCategory ? 1 : -1].filter((i) => i >= 0);
  const whereFor = (group?: number): SQL =>
    and(
      eq(s.module, side.key),
      eq(s.grain, grainFor(group === undefined ? scope : [...scope, group])),
      gte(s.month, `${input.startMonth}-01`),
      lte(s.month, `${input.endMonth}-01`),
      input.province ? eq(s.d1, input.province) : undefined,
      input.foodCategory ? eq(s.d2, input.foodCategory) : undefined,
    )!;
  const n = sql<number>`sum(${s.n})::float8`;
  const fail = sql<number>`sum(${s.m1})::float8`;
  const by = (key: SQL | AnyPgColumn, group: number | undefined, order: SQL, limit: number) =>
    database.db
      .select({ key: sql<string>`${key}`, n, fail })
      .from(s)
      .where(whereFor(group))
      .groupBy(key)
      .orderBy(order)
      .limit(limit);
  const month = sql`to_char(${s.month}, 'YYYY-MM')`;
  const [[kpi], categories, hazards, provincesRows, trend] = await Promise.all([
    database.db.select({ n, fail }).from(s).where(whereFor()),
    by(s.d2, 1, desc(n), 30),
    by(s.d3, 2, desc(fail), 20),
    by(s.d1, 0, desc(n), 40),
    by(month, undefined, sql`1`, 240),
  ]);
  const total = Number(kpi?.n ?? 0);
  const failed = Number(kpi?.fail ?? 0);
  const cols = (first: 'colName' | 'colMonth') => [
    { key: 'name', label: T[first][lang] },
    { key: 'count', label: T.colCount[lang] },
    { key: 'fail', label: T.colFail[lang] },
    { key: 'rate', label: T.colRate[lang] },
  ];
  const rowsOf = (rows: { key: string; n: number; fail: number }[], dim: string) =>
    rows.map((r) => ({
      name: dim === 'month' ? r.key : valueLabel('sampling', dim, r.key, lang),
      count: Number(r.n),
      fail: Number(r.fail),
      rate: rate(Number(r.fail), Number(r.n)),
    }));
  const hazardRows = hazards.filter((h) => Number(h.fail) > 0);
  return {
    title: T.title[lang],
    demo: side.demo,
    period: { startMonth: input.startMonth, endMonth: input.endMonth },
    scope: {
      province: input.province ? valueLabel('sampling', 'province', input.province, lang) : T.all[lang],
      foodCategory: input.foodCategory || T.all[lang],
    },
    kpis: [
      { key: 'count', label: T.kpiCount[lang], value: total },
      { key: 'fail', label: T.kpiFail[lang], value: failed },
      { key: 'rate', label: T.kpiRate[lang], value: rate(failed, total) },
    ],
    tables: [
      {
        key: 'byCategory',
        title: T.byCategory[lang],
        columns: cols('colName'),
        rows: rowsOf(categories, 'foodCategory'),
      },
      { key: 'byHazard', title: T.byHazard[lang], columns: cols('colName'), rows: rowsOf(hazardRows, 'hazard') },
      {
        key: 'byProvince',
        title: T.byProvince[lang],
        columns: cols('colName'),
        rows: rowsOf(provincesRows, 'province'),
      },
      { key: 'trend', title: T.trend[lang], columns: cols('colMonth'), rows: rowsOf(trend, 'month') },
    ],
    charts: [
      {
        key: 'trend',
        kind: 'line',
        title: T.trend[lang],
        items: trend.map((r) => ({ key: r.key, label: r.key, value: Number(r.fail) })),
      },
      {
        key: 'byCategory',
        kind: 'bar',
        title: T.byCategory[lang],
        items: categories.slice(0, 10).map((r) => ({ key: r.key, label: r.key, value: Number(r.fail) })),
      },
      {
        key: 'byHazard',
        kind: 'bar',
        title: T.byHazard[lang],
        items: hazardRows.slice(0, 10).map((r) => ({ key: r.key, label: r.key, value: Number(r.fail) })),
      },
      {
        key: 'byProvince',
        kind: 'map',
        title: T.byProvince[lang],
        items: provincesRows.map((r) => ({
          key: r.key,
          label: valueLabel('sampling', 'province', r.key, lang),
          value: Number(r.fail),
        })),
      },
    ],
  };
}

const fileName = (r: SamplingReport) => `${r.title}-${r.period.startMonth}_${r.period.endMonth}`;

export async function reportXlsx(report: SamplingReport, lang: Language): Promise<BlobAnswer> {
  const wb = new ExcelJS.Workbook();
  const summary = wb.addWorksheet(report.title.slice(0, 31));
  summary.addRow([report.title]).font = { bold: true, size: 14 };
  summary.addRow([T.period[lang], `${report.period.startMonth} ~ ${report.period.endMonth}`]);
  summary.addRow([T.scope[lang], `${report.scope.province} / ${report.scope.foodCategory}`]);
  summary.addRow([(report.demo ? T.source : T.realSource)[lang]]).font = { bold: true, color: { argb: 'FFD46B08' } };
  for (const k of report.kpis) summary.addRow([k.label, k.value]);
  summary.getColumn(1).width = 24;
  summary.getColumn(2).width = 24;
  for (const table of report.tables) {
    const ws = wb.addWorksheet(table.title.slice(0, 31));
    ws.columns = table.columns.map((c) => ({ header: c.label, key: c.key, width: c.key === 'name' ? 28 : 14 }));
    ws.getRow(1).font = { bold: true };
    for (const row of table.rows)
      ws.addRow(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, neutraliseFormula(v)])));
  }
  return xlsxAnswer(Buffer.from(await wb.xlsx.writeBuffer()), fileName(report));
}

/** A CJK font on this machine, if any: without one pdfkit cannot draw Chinese glyphs. */
const cjkFontCandidates = [
  process.env.CJK_FONT ?? '',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
];
export const cjkFont = () => cjkFontCandidates.find((f) => f && existsSync(f));

export async function reportPdf(report: SamplingReport): Promise<BlobAnswer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  const font = cjkFont();
  if (font)
    doc.registerFont(
      'body',
      font,
      font.endsWith('.ttc') ? (font.includes('wqy-zenhei') ? 'WenQuanYiZenHei' : undefined) : undefined,
    );
  const useFont = () => doc.font(font ? 'body' : 'Helvetica');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  useFont().fontSize(18).text(report.title, { align: 'center' });
  doc
    .moveDown(0.5)
    .fontSize(10)
    .text(
      `${report.period.startMonth} ~ ${report.period.endMonth}    ${report.scope.province} / ${report.scope.foodCategory}`,
      { align: 'center' },
    );
  doc.moveDown();
  doc.fontSize(12).text(report.kpis.map((k) => `${k.label}: ${k.value}`).join('    '));
  for (const table of report.tables) {
    doc.moveDown().fontSize(13).text(table.title);
    // A bar per row beside the numbers: the chart of the table, drawn with pdfkit's vector calls.
    const max = Math.max(1, ...table.rows.map((r) => Number(r.fail)));
    doc.fontSize(9);
    const widths = [170, 70, 70, 70];
    let y = doc.y + 4;
    const line = (cells: (string | number)[], bold = false) => {
      if (y > 780) {
        doc.addPage();
        y = 40;
      }
      let x = 40;
      cells.forEach((c, i) => {
        doc.text(String(c), x, y, { width: widths[i]! - 6, lineBreak: false, ellipsis: true });
        x += widths[i]!;
      });
      if (!bold) {
        const fail = Number(cells[2]);
        doc
          .rect(x, y + 1, (120 * fail) / max, 8)
          .fill('#1E6BD1')
          .fillColor('black');
      }
      y += 14;
    };
    line(
      table.columns.map((c) => c.label),
      true,
    );
    for (const r of table.rows.slice(0, 40)) line(table.columns.map((c) => r[c.key] ?? ''));
    doc.x = 40;
    doc.y = y;
  }
  doc.end();
  return { blob: await done, contentType: 'application/pdf', filename: `${fileName(report)}.pdf` };
}
