import ExcelJS from 'exceljs';
import { limits } from '@app/contract';
import { warn } from './errors.js';
import type { BlobAnswer } from './context.js';
import { calendarDayOf } from './clock.js';

export interface XlsxColumn {
  header: string;
  key: string;
  width?: number;
}

/**
 * A cell that a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading quote,
 * so an exported value can never execute in the reader's Excel.
 */
export const neutraliseFormula = (v: unknown): unknown =>
  typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;

export async function writeXlsx(opts: {
  sheetName: string;
  columns: XlsxColumn[];
  rows: Record<string, unknown>[];
}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(opts.sheetName.slice(0, 31) || 'Sheet1');
  ws.columns = opts.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 20 }));
  ws.getRow(1).font = { bold: true };
  for (const row of opts.rows) {
    ws.addRow(Object.fromEntries(opts.columns.map((c) => [c.key, neutraliseFormula(row[c.key] ?? '')])));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const xlsxAnswer = (buffer: Buffer, filename: string): BlobAnswer => ({
  blob: buffer,
  contentType: XLSX_MIME,
  filename: filename.endsWith('.xlsx') ? filename : `${filename}.xlsx`,
});

/** The text a cell shows; a formula cell gives its cached result, never its formula. */
const cellText = (cell: ExcelJS.Cell): string => {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return calendarDayOf(v);
  if (typeof v === 'object') {
    if ('result' in v) return v.result === undefined || v.result === null ? '' : String(v.result);
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    return '';
  }
  return String(v);
};

/**
 * Reads the first sheet of an uploaded xlsx as rows of trimmed strings (blank rows dropped).
 * Refuses what is not an xlsx (a zip), an empty sheet and more than `maxRows` data rows,
 * each with the catalogue's message, before any work on the content starts.
 */
export async function readXlsxRows(
  buffer: Buffer,
  opts: {
    maxRows?: number;
    skipHeader?: boolean;
    tooManyKey?: 'noveltyTooMany' | 'indicatorResultsTooMany' | 'ingredientsTooMany';
  } = {},
): Promise<string[][]> {
  const maxRows = opts.maxRows ?? limits.noveltyMaxRecords;
  // An xlsx is a zip archive: PK\x03\x04.
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) throw warn('onlyFormat', { format: 'xlsx' });
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw warn('onlyFormat', { format: 'xlsx' });
  }
  const ws = wb.worksheets[0];
  if (!ws) throw warn('fileEmpty');
  const rows: string[][] = [];
  let tooMany = false;
  ws.eachRow({ includeEmpty: false }, (row, n) => {
    if (opts.skipHeader && n === 1) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell).trim();
    });
    const filled = Array.from(cells, (c) => c ?? '');
    if (filled.some((c) => c !== '')) {
      if (rows.length >= maxRows) tooMany = true;
      else rows.push(filled);
    }
  });
  if (tooMany) throw warn(opts.tooManyKey ?? 'noveltyTooMany', { max: maxRows });
  if (!rows.length) throw warn('fileEmpty');
  return rows;
}
