import JSZip from 'jszip';
import type { Language, ReportContent } from '@app/contract';
import type { BlobAnswer } from '../../../lib/context.js';
import { columnTitles, fileBase, reportTables, reportTitle } from './report-text.js';

/**
 * The report as a minimal Office Open XML document (a few parts zipped): headings, tables.
 * Runs name an East Asian font (SimSun, with Noto/WenQuanYi as the reader's fallback) so Word
 * and LibreOffice pick a Chinese face; the text itself is XML-escaped.
 */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fonts = '<w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:eastAsia="SimSun" w:cs="Arial"/>';
const run = (text: string, size = 21, bold = false) =>
  `<w:r><w:rPr>${fonts}${bold ? '<w:b/>' : ''}<w:sz w:val="${size}"/><w:szCs w:val="${size}"/></w:rPr><w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const para = (text: string, size = 21, bold = false, center = false) =>
  `<w:p>${center ? '<w:pPr><w:jc w:val="center"/></w:pPr>' : ''}${run(text, size, bold)}</w:p>`;
const cell = (text: string, width: number, bold = false) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${para(text, 18, bold)}</w:tc>`;
const widths = [4600, 1500, 1500, 1400];
const row = (cells: string[], bold = false) =>
  `<w:tr>${cells.map((c, i) => cell(c, widths[i]!, bold)).join('')}</w:tr>`;
const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="999999"/>`;
const table = (rows: string[]) =>
  `<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/><w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('')}</w:tblBorders></w:tblPr><w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>${rows.join('')}</w:tbl>`;

export async function reportDocx(c: ReportContent, lang: Language): Promise<BlobAnswer> {
  const body: string[] = [para(reportTitle(c, lang), 36, true, true)];
  let lastHeading = '';
  for (const t of reportTables(c, lang)) {
    if (t.heading !== lastHeading) body.push(para(t.heading, 28, true));
    lastHeading = t.heading;
    if (t.subheading) body.push(para(t.subheading, 22, true));
    const rows = t.rows.length
      ? t.rows.map((r) => row([r.label, String(r.value), r.previous === null ? '-' : String(r.previous), r.change]))
      : [row([lang === 'en' ? 'None' : '无', '', '', ''])];
    body.push(table([row(columnTitles[lang], true), ...rows]), para(''));
  }
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body.join('')}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1200" w:right="1200" w:bottom="1200" w:left="1200" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr></w:body></w:document>`,
  );
  const blob = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return {
    blob,
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    filename: `${fileBase(c, lang)}.docx`,
  };
}
