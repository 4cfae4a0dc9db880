import ExcelJS from 'exceljs';
import type { DocModule, EditionComparison, Language, LibraryKey } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { BlobAnswer } from '../../lib/context.js';
import { warn } from '../../lib/errors.js';
import { neutraliseFormula, xlsxAnswer } from '../../lib/xlsx.js';
import { loadDocument, replaceChain } from '../library/detail.service.js';
import { cjkPdf } from '../../lib/pdf.js';
import { compareTexts } from './compare.js';

/**
 * Two editions of one standard compared: both must be documents of the caller's library on one
 * replace chain (the editions the importers linked); the older is always "from".
 */
export async function compareEditions(
  db: Db,
  library: LibraryKey,
  module: DocModule,
  id: number,
  other: number,
): Promise<EditionComparison> {
  const [a, b] = await Promise.all([loadDocument(db, library, id, module), loadDocument(db, library, other)]);
  const chain = await replaceChain(db, a.id);
  if (a.id === b.id || !chain.includes(b.id)) throw warn('editionsNotOneChain');
  const [older, newer] = chain.indexOf(a.id) < chain.indexOf(b.id) ? [a, b] : [b, a];
  const edition = (d: typeof a) => ({ id: d.id, docNumber: d.docNumber, title: d.title });
  return { from: edition(older), to: edition(newer), ...compareTexts(older.body, newer.body) };
}

const words = {
  'zh-cn': {
    title: '版本对比',
    changes: '主要变化（新版前言）',
    clause: '条款',
    change: '变化',
    before: '旧版',
    after: '新版',
    cells: '表格单元格',
    kinds: { formal: '格式', wording: '措辞', substantive: '实质', added: '新增', removed: '删除', unchanged: '未变' },
  },
  en: {
    title: 'Editions compared',
    changes: 'Main changes (foreword of the newer edition)',
    clause: 'Clause',
    change: 'Change',
    before: 'Older edition',
    after: 'Newer edition',
    cells: 'Table cells',
    kinds: {
      formal: 'Layout',
      wording: 'Wording',
      substantive: 'Substantive',
      added: 'Added',
      removed: 'Removed',
      unchanged: 'Unchanged',
    },
  },
};

const name = (c: EditionComparison) => `${c.from.docNumber ?? c.from.id} → ${c.to.docNumber ?? c.to.id}`;
const fileName = (c: EditionComparison, lang: Language) =>
  `${words[lang].title}-${name(c)}`.replace(/[\\/:*?"<>|→ ]+/g, '_').slice(0, 80);
const cellLines = (c: EditionComparison['clauses'][number]) =>
  (c.cells ?? []).map((x) => `${x.row} / ${x.column || '—'}: ${x.before ?? ''} → ${x.after ?? ''}`).join('\n');
/** Exports keep a clause's text readable in a cell: long texts are cut with an ellipsis. */
const cut = (s = '', n = 2000) => (s.length > n ? `${s.slice(0, n)}…` : s);

export async function comparisonXlsx(c: EditionComparison, lang: Language): Promise<BlobAnswer> {
  const w = words[lang];
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(w.title);
  ws.addRow([name(c)]).font = { bold: true };
  ws.addRow([w.changes]).font = { bold: true };
  for (const ch of c.changes) ws.addRow([neutraliseFormula(ch)]);
  ws.addRow([]);
  ws.addRow([w.clause, w.change, w.before, w.after, w.cells]).font = { bold: true };
  for (const x of c.clauses)
    ws.addRow(
      [x.label || x.anchor, w.kinds[x.change], cut(x.before), cut(x.after), cellLines(x)].map(neutraliseFormula),
    );
  ws.columns.forEach((col, i) => (col.width = i < 2 ? 14 : 60));
  return xlsxAnswer(Buffer.from(await wb.xlsx.writeBuffer()), fileName(c, lang));
}

export async function comparisonPdf(c: EditionComparison, lang: Language): Promise<BlobAnswer> {
  const w = words[lang];
  const { doc, done } = cjkPdf();
  doc
    .fontSize(16)
    .text(`${w.title}: ${name(c)}`, { align: 'center' })
    .moveDown();
  doc.fontSize(11).fillColor('#1E6BD1').text(w.changes).fillColor('black').fontSize(9);
  for (const ch of c.changes) doc.text(`— ${ch}`);
  doc.moveDown();
  for (const x of c.clauses.filter((x) => x.change !== 'formal')) {
    doc
      .fontSize(10)
      .fillColor('#1E6BD1')
      .text(`${x.label || x.anchor}  ${w.kinds[x.change]}`);
    doc.fontSize(9);
    // Word-level difference: removed words struck through in red, added words underlined in green.
    const parts = x.words ?? [{ kind: x.change === 'removed' ? 'removed' : 'added', text: x.before ?? x.after ?? '' }];
    parts.forEach((p, i) =>
      doc
        .fillColor(p.kind === 'added' ? '#237804' : p.kind === 'removed' ? '#CF1322' : 'black')
        .text(cut(p.text, 1500), {
          continued: i < parts.length - 1,
          strike: p.kind === 'removed',
          underline: p.kind === 'added',
        }),
    );
    const cells = cellLines(x);
    if (cells) doc.fillColor('black').text(cells);
    doc.fillColor('black').moveDown(0.5);
  }
  doc.end();
  return { blob: await done, contentType: 'application/pdf', filename: `${fileName(c, lang)}.pdf` };
}
