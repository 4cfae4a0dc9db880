import PDFDocument from 'pdfkit';
import type { Language, ReportContent } from '@app/contract';
import type { BlobAnswer } from '../../../lib/context.js';
import { cjkFont } from '../../records/report.service.js';
import { columnTitles, fileBase, reportTables, reportTitle } from './report-text.js';

/** The report as an A4 PDF with a CJK font embedded (pdfkit subsets the glyphs it draws). */
export async function reportPdf(c: ReportContent, lang: Language): Promise<BlobAnswer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: reportTitle(c, lang) } });
  const font = cjkFont();
  if (font)
    doc.registerFont(
      'body',
      font,
      font.endsWith('.ttc') ? (font.includes('wqy-zenhei') ? 'WenQuanYiZenHei' : undefined) : undefined,
    );
  doc.font(font ? 'body' : 'Helvetica');
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fontSize(18).text(reportTitle(c, lang), { align: 'center' });
  const widths = [260, 80, 80, 80];
  let lastHeading = '';
  for (const table of reportTables(c, lang)) {
    if (table.heading !== lastHeading) {
      doc.moveDown().fontSize(14).fillColor('#1E6BD1').text(table.heading, 40).fillColor('black');
      lastHeading = table.heading;
    }
    if (table.subheading) doc.moveDown(0.3).fontSize(11).text(table.subheading, 40);
    doc.fontSize(9);
    let y = doc.y + 4;
    const line = (cells: (string | number | null)[]) => {
      if (y > 790) {
        doc.addPage();
        y = 40;
      }
      let x = 40;
      cells.forEach((cell, i) => {
        doc.text(cell === null ? '-' : String(cell), x, y, { width: widths[i]! - 6, lineBreak: false, ellipsis: true });
        x += widths[i]!;
      });
      y += 14;
    };
    line(columnTitles[lang]);
    if (!table.rows.length) line([lang === 'en' ? 'None' : '无', '', '', '']);
    for (const r of table.rows) line([r.label, r.value, r.previous, r.change]);
    doc.x = 40;
    doc.y = y;
  }
  doc.end();
  return { blob: await done, contentType: 'application/pdf', filename: `${fileBase(c, lang)}.pdf` };
}
