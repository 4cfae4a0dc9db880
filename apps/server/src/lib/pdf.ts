import PDFDocument from 'pdfkit';
import { cjkFont } from '../modules/records/report.service.js';

/**
 * An A4 PDF with a CJK font embedded (pdfkit subsets the glyphs it draws; Helvetica where no
 * CJK font is installed) and the promise of its bytes once `doc.end()` is called. One place for
 * what every PDF export of the portal starts with.
 */
export function cjkPdf(options: PDFKit.PDFDocumentOptions = {}) {
  const doc = new PDFDocument({ size: 'A4', margin: 40, ...options });
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
  return { doc, done };
}
