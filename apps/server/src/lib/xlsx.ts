import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { limits } from '@app/contract';
import { warn } from './errors.js';
import type { BlobAnswer } from './context.js';
import { calendarDayOf } from './clock.js';
import { checkDeclaredSize, zipBounds, zipEntries, zipOf, ZipRefused, type ZipEntry } from './zip-guard.js';

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

const emptyStrings = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/** The parts of an xlsx the reader needs, in the order it needs them: relations, book, strings, then the sheet. */
const bookParts = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml', 'xl/sharedStrings.xml'];
const sheetNumber = (name: string) => Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] ?? NaN);

/**
 * The zip's first sheet and the parts it refers to, after the bounds of `zipBounds` are checked
 * (count and declared size from the directory, then each picked part's real size).
 */
async function firstSheetZip(buffer: Buffer): Promise<Buffer> {
  let entries: ZipEntry[];
  try {
    entries = zipEntries(buffer);
  } catch (error) {
    throw refusal(error);
  }
  const sheets = entries.filter((e) => Number.isInteger(sheetNumber(e.name)));
  // Every xlsx has its workbook's relations; without them the reader would spool the sheet to disk.
  if (!sheets.length || !entries.some((e) => e.name === bookParts[0])) throw warn('onlyFormat', { format: 'xlsx' });
  const sheet = sheets.reduce((a, b) => (sheetNumber(b.name) < sheetNumber(a.name) ? b : a));
  const picked = [...bookParts.flatMap((n) => entries.filter((e) => e.name === n)), sheet];
  for (const entry of picked)
    await checkDeclaredSize(buffer, entry).catch((error: unknown) => Promise.reject(refusal(error)));
  // Without a strings part the streaming reader copies the whole sheet to a temporary file before
  // reading it; an empty one lets it read the sheet as it inflates (and stop at the row limit).
  const noStrings = !picked.some((e) => e.name === 'xl/sharedStrings.xml');
  return zipOf(buffer, picked, noStrings ? [{ name: 'xl/sharedStrings.xml', data: emptyStrings }] : []);
}

const refusal = (error: unknown) =>
  error instanceof ZipRefused && error.problem === 'tooLarge'
    ? warn('fileTooLarge', { max: `${Math.round(zipBounds.maxInflatedBytes / 1024 / 1024)}MB` })
    : warn('onlyFormat', { format: 'xlsx' });

/**
 * Reads the first sheet of an uploaded xlsx as rows of trimmed strings (blank rows dropped).
 * Refuses what is not an xlsx (a zip), an empty sheet and more than `maxRows` data rows,
 * each with the catalogue's message. The sheet is streamed and reading stops at the first row
 * past `maxRows`, so a million-row file costs no more than the limit; a zip that would inflate
 * past `zipBounds` is refused before it is read.
 */
export async function readXlsxRows(
  buffer: Buffer,
  opts: {
    maxRows?: number;
    skipHeader?: boolean;
    tooManyKey?: 'noveltyTooMany' | 'indicatorResultsTooMany' | 'ingredientsTooMany' | 'labelsTooMany';
  } = {},
): Promise<string[][]> {
  const maxRows = opts.maxRows ?? limits.noveltyMaxRecords;
  // An xlsx is a zip archive: PK\x03\x04.
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) throw warn('onlyFormat', { format: 'xlsx' });
  const zip = await firstSheetZip(buffer);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([zip]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: string[][] = [];
  let tooMany = false;
  try {
    read: for await (const sheet of reader) {
      for await (const row of sheet) {
        if (opts.skipHeader && row.number === 1) continue;
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, col) => {
          cells[col - 1] = cellText(cell).trim();
        });
        const filled = Array.from(cells, (c) => c ?? '');
        if (!filled.some((c) => c !== '')) continue;
        if (rows.length >= maxRows) {
          tooMany = true;
          break read;
        }
        rows.push(filled);
      }
      break;
    }
  } catch {
    throw warn('onlyFormat', { format: 'xlsx' });
  }
  if (tooMany) throw warn(opts.tooManyKey ?? 'noveltyTooMany', { max: maxRows });
  if (!rows.length) throw warn('fileEmpty');
  return rows;
}
