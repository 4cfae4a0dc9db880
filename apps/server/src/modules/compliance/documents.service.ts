import { and, asc, eq, inArray } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import ExcelJS from 'exceljs';
import { frequencies, generatedDocuments, itemStatuses, obligationKinds, type Language } from '@app/contract';
import type { Database } from '../../db/client.js';
import { cmpItems, cmpObligations, members } from '../../db/schema/index.js';
import type { BlobAnswer } from '../../lib/context.js';
import { neutraliseFormula, xlsxAnswer } from '../../lib/xlsx.js';
import { cjkFont } from '../records/report.service.js';
import { clausesOfObligations, docShortName } from './register.service.js';
import { today } from '../library/dates.js';

export type GeneratedKind = keyof typeof generatedDocuments;

/** Which register items a document lists: check records list the applicable items of their frequency. */
const frequenciesOf: Record<GeneratedKind, string[] | undefined> = {
  risk_list: undefined,
  register: undefined,
  daily: ['daily'],
  weekly: ['daily', 'weekly'],
  monthly: ['daily', 'weekly', 'monthly', 'quarterly'],
};
const inForce = ['unassessed', 'applicable', 'compliant', 'noncompliant', 'review'];

interface Line {
  code: string;
  title: string;
  requirement: string;
  basis: string;
  kind: string;
  frequency: string;
  status: string;
  owner: string;
  department: string;
  evidence: string;
}

async function lines(database: Database, customerId: number, kind: GeneratedKind, lang: Language): Promise<Line[]> {
  const freq = frequenciesOf[kind];
  const rows = await database.db
    .select({
      obligationId: cmpItems.obligationId,
      status: cmpItems.status,
      department: cmpItems.department,
      code: cmpObligations.code,
      title: cmpObligations.title,
      requirement: cmpObligations.requirement,
      kind: cmpObligations.kind,
      frequency: cmpObligations.frequency,
      evidence: cmpObligations.evidence,
      realName: members.realName,
      username: members.username,
    })
    .from(cmpItems)
    .innerJoin(cmpObligations, eq(cmpObligations.id, cmpItems.obligationId))
    .leftJoin(members, eq(members.id, cmpItems.ownerId))
    .where(
      and(
        eq(cmpItems.customerId, customerId),
        kind === 'register' ? undefined : inArray(cmpItems.status, inForce),
        freq ? inArray(cmpObligations.frequency, freq) : undefined,
      ),
    )
    .orderBy(asc(cmpObligations.code), asc(cmpItems.id))
    .limit(5000);
  const clauses = await clausesOfObligations(database, [...new Set(rows.map((r) => r.obligationId))]);
  return rows.map((r) => ({
    code: r.code,
    title: r.title,
    requirement: r.requirement,
    basis: (clauses.get(r.obligationId) ?? []).map((c) => `${docShortName(c)} ${c.label}`).join('；'),
    kind: obligationKinds[r.kind as keyof typeof obligationKinds]?.[lang] ?? r.kind,
    frequency: frequencies[r.frequency as keyof typeof frequencies]?.[lang] ?? r.frequency,
    status: itemStatuses[r.status as keyof typeof itemStatuses]?.[lang] ?? r.status,
    owner: r.realName || r.username || '',
    department: r.department,
    evidence: r.evidence,
  }));
}

const headers = {
  code: { 'zh-cn': '编号', en: 'Code' },
  title: { 'zh-cn': '义务 / 检查项', en: 'Obligation / check item' },
  requirement: { 'zh-cn': '要求', en: 'Requirement' },
  basis: { 'zh-cn': '依据条款', en: 'Clauses' },
  kind: { 'zh-cn': '类型', en: 'Kind' },
  frequency: { 'zh-cn': '频次', en: 'Frequency' },
  status: { 'zh-cn': '状态', en: 'Status' },
  owner: { 'zh-cn': '负责人', en: 'Owner' },
  department: { 'zh-cn': '部门', en: 'Department' },
  evidence: { 'zh-cn': '证据 / 记录', en: 'Evidence / records' },
  result: { 'zh-cn': '检查结果', en: 'Result' },
  checker: { 'zh-cn': '检查人 / 日期', en: 'Checked by / date' },
} as const;

/** Columns per document: check records leave result and checker blank to be filled on paper. */
const columnsOf = (kind: GeneratedKind) =>
  kind === 'register'
    ? (['code', 'title', 'basis', 'kind', 'frequency', 'status', 'owner', 'department', 'evidence'] as const)
    : kind === 'risk_list'
      ? (['code', 'title', 'requirement', 'basis', 'frequency', 'owner', 'department', 'evidence'] as const)
      : (['code', 'title', 'basis', 'evidence', 'result', 'checker'] as const);

const fileName = (kind: GeneratedKind, lang: Language) => `${generatedDocuments[kind][lang]}-${today()}`;

export async function generateDocument(
  database: Database,
  customerId: number,
  customerName: string,
  kind: GeneratedKind,
  format: 'xlsx' | 'pdf',
  lang: Language,
): Promise<BlobAnswer> {
  const data = await lines(database, customerId, kind, lang);
  const cols = columnsOf(kind);
  const title = generatedDocuments[kind][lang];
  if (format === 'xlsx') {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet(title.slice(0, 31));
    ws.addRow([title]).font = { bold: true, size: 14 };
    ws.addRow([`${customerName}    ${today()}`]);
    const head = ws.addRow(cols.map((c) => headers[c][lang]));
    head.font = { bold: true };
    for (const l of data) ws.addRow(cols.map((c) => neutraliseFormula(c in l ? l[c as keyof Line] : '')));
    ws.columns.forEach(
      (col, i) => (col.width = ['title', 'requirement', 'basis', 'evidence'].includes(cols[i] ?? '') ? 40 : 14),
    );
    return xlsxAnswer(Buffer.from(await wb.xlsx.writeBuffer()), fileName(kind, lang));
  }
  return {
    blob: await pdf(title, customerName, cols, data, lang),
    contentType: 'application/pdf',
    filename: `${fileName(kind, lang)}.pdf`,
  };
}

/** A landscape A4 table; the CJK font (when the machine has one) is embedded by pdfkit. */
async function pdf(
  title: string,
  customerName: string,
  cols: readonly (keyof typeof headers)[],
  data: Line[],
  lang: Language,
): Promise<Buffer> {
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
  doc.fontSize(16).text(title, { align: 'center' });
  doc.moveDown(0.3).fontSize(9).text(`${customerName}    ${today()}`, { align: 'center' });
  const wide = new Set(['title', 'requirement', 'basis', 'evidence']);
  const total = 770;
  const units = cols.reduce((s, c) => s + (wide.has(c) ? 3 : 1), 0);
  const widths = cols.map((c) => ((wide.has(c) ? 3 : 1) * total) / units);
  let y = doc.y + 10;
  const row = (cells: string[], bold = false) => {
    doc.fontSize(bold ? 9 : 8);
    const h = Math.max(16, ...cells.map((c, i) => doc.heightOfString(c, { width: widths[i]! - 6 }) + 6));
    if (y + h > 560) {
      doc.addPage();
      y = 36;
    }
    let x = 36;
    cells.forEach((c, i) => {
      doc.rect(x, y, widths[i]!, h).stroke('#999999');
      doc.fillColor('black').text(c, x + 3, y + 3, { width: widths[i]! - 6 });
      x += widths[i]!;
    });
    y += h;
  };
  row(
    cols.map((c) => headers[c][lang]),
    true,
  );
  for (const l of data) row(cols.map((c) => (c in l ? String(l[c as keyof Line]) : '')));
  if (!data.length) doc.text(lang === 'en' ? 'The register has no items yet.' : '登记册暂无条目。', 36, y + 10);
  doc.end();
  return done;
}
