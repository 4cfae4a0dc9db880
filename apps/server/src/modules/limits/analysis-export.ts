import PDFDocument from 'pdfkit';
import ExcelJS from 'exceljs';
import type { AnalysisCell, AnalysisReport, Language } from '@app/contract';
import { neutraliseFormula, xlsxAnswer } from '../../lib/xlsx.js';
import { cjkFont } from '../records/report.service.js';
import type { BlobAnswer } from '../../lib/context.js';

/** The analysis table as files: one row per substance, one column per market (mg/kg or the reason). */
const words = {
  'zh-cn': {
    title: '限量分析报告',
    substance: '物质',
    strictest: '最严市场',
    gaps: '缺口',
    food: '产品类别',
    generated: '生成时间',
    none: '无',
  },
  en: {
    title: 'Limit analysis report',
    substance: 'Substance',
    strictest: 'Strictest market',
    gaps: 'Gaps',
    food: 'Product category',
    generated: 'Generated',
    none: 'none',
  },
};

const cellText = (c: AnalysisCell) =>
  c.valueMgKg !== null ? `${c.valueMgKg} mg/kg${c.status === 'inherited' ? ' *' : ''}` : c.reason;
const fileName = (r: AnalysisReport, lang: Language) =>
  `${words[lang].title}-${r.food.nameZh || r.food.nameSource}`.replace(/[\\/:*?"<>|]/g, '_').slice(0, 80);

function table(r: AnalysisReport, lang: Language) {
  const w = words[lang];
  const jName = (code: string) =>
    r.jurisdictions.find((j) => j.code === code)?.[lang === 'en' ? 'nameEn' : 'nameZh'] ?? code;
  const header = [
    w.substance,
    ...r.jurisdictions.map((j) => (lang === 'en' ? j.nameEn : j.nameZh)),
    w.strictest,
    w.gaps,
  ];
  const rows = r.rows.map((row) => [
    lang === 'en' ? row.substanceEn : row.substanceZh,
    ...row.cells.map(cellText),
    row.strictest.map(jName).join(', ') || w.none,
    row.gaps.map(jName).join(', ') || w.none,
  ]);
  return { header, rows };
}

export async function analysisXlsx(r: AnalysisReport, lang: Language): Promise<BlobAnswer> {
  const w = words[lang];
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(w.title);
  ws.addRow([`${w.food}: ${r.food.nameZh || r.food.nameSource}`, `${w.generated}: ${r.generatedAt.slice(0, 19)}`]);
  const { header, rows } = table(r, lang);
  ws.addRow(header).font = { bold: true };
  for (const row of rows) ws.addRow(row.map(neutraliseFormula));
  ws.columns.forEach((c, i) => (c.width = i === 0 ? 28 : 24));
  return xlsxAnswer(Buffer.from(await wb.xlsx.writeBuffer()), fileName(r, lang));
}

export async function analysisPdf(r: AnalysisReport, lang: Language): Promise<BlobAnswer> {
  const w = words[lang];
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36 });
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
  doc.fontSize(16).text(w.title, { align: 'center' });
  doc
    .moveDown(0.3)
    .fontSize(10)
    .text(`${w.food}: ${r.food.nameZh || r.food.nameSource}    ${w.generated}: ${r.generatedAt.slice(0, 19)}`, {
      align: 'center',
    });
  const { header, rows } = table(r, lang);
  const usable = 770;
  const first = 130;
  const width = (usable - first) / (header.length - 1);
  let y = doc.y + 10;
  const line = (cells: string[], bold: boolean) => {
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: (i === 0 ? first : width) - 6 }));
    const h = Math.min(60, Math.max(12, ...heights)) + 4;
    if (y + h > 560) {
      doc.addPage();
      y = 36;
    }
    let x = 36;
    cells.forEach((c, i) => {
      const cw = i === 0 ? first : width;
      doc.fillColor(bold ? '#1E6BD1' : 'black').text(c, x, y, { width: cw - 6, height: h, ellipsis: true });
      x += cw;
    });
    y += h;
    doc
      .moveTo(36, y - 2)
      .lineTo(36 + usable, y - 2)
      .strokeColor('#dddddd')
      .stroke();
  };
  doc.fontSize(8);
  line(header, true);
  for (const row of rows) line(row, false);
  doc.end();
  return { blob: await done, contentType: 'application/pdf', filename: `${fileName(r, lang)}.pdf` };
}
