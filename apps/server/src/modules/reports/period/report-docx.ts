import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Language, ReportContent } from '@app/contract';
import type { BlobAnswer } from '../../../lib/context.js';
import { columnTitles, fileBase, reportTables, reportTitle } from './report-text.js';

/**
 * The report as a Word document built with the `docx` package: a title, then per section a
 * heading and a table. Runs name an East Asian font (SimSun, with Noto/WenQuanYi as the reader's
 * fallback) so Word and LibreOffice pick a Chinese face. Sizes are half-points (21 = 10.5 pt).
 */
const font = { ascii: 'Arial', hAnsi: 'Arial', eastAsia: 'SimSun', cs: 'Arial' };
const para = (text: string, size = 21, bold = false, center = false) =>
  new Paragraph({
    alignment: center ? AlignmentType.CENTER : undefined,
    children: [new TextRun({ text, size, bold, font })],
  });
const widths = [4600, 1500, 1500, 1400];
const row = (cells: string[], bold = false) =>
  new TableRow({
    children: cells.map(
      (c, i) => new TableCell({ width: { size: widths[i]!, type: WidthType.DXA }, children: [para(c, 18, bold)] }),
    ),
  });
const line = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
const borders = { top: line, left: line, bottom: line, right: line, insideHorizontal: line, insideVertical: line };

export async function reportDocx(c: ReportContent, lang: Language): Promise<BlobAnswer> {
  const body: (Paragraph | Table)[] = [para(reportTitle(c, lang), 36, true, true)];
  let lastHeading = '';
  for (const t of reportTables(c, lang)) {
    if (t.heading !== lastHeading) body.push(para(t.heading, 28, true));
    lastHeading = t.heading;
    if (t.subheading) body.push(para(t.subheading, 22, true));
    const rows = t.rows.length
      ? t.rows.map((r) => row([r.label, String(r.value), r.previous === null ? '-' : String(r.previous), r.change]))
      : [row([lang === 'en' ? 'None' : '无', '', '', ''])];
    const width = { size: 9000, type: WidthType.DXA };
    body.push(new Table({ width, columnWidths: widths, borders, rows: [row(columnTitles[lang], true), ...rows] }));
    body.push(para(''));
  }
  const page = { size: { width: 11906, height: 16838 }, margin: { top: 1200, right: 1200, bottom: 1200, left: 1200 } };
  const doc = new Document({ sections: [{ properties: { page }, children: body }] });
  return {
    blob: await Packer.toBuffer(doc),
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    filename: `${fileBase(c, lang)}.docx`,
  };
}
