import { parse } from 'csv-parse/sync';
import { AppError, warn } from '../../../lib/errors.js';
import { readXlsxRows } from '../../../lib/xlsx.js';

/** The most rows one upload or file may hold; a larger list is split before it is loaded. */
export const maxImportRows = 50_000;

/** Text of a published file: UTF-8 (with or without BOM), else GB 18030 as Chinese offices often save it. */
export function decodeText(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(buffer);
  }
}

/** A CSV list as rows of trimmed cells (blank rows dropped), bounded like an xlsx. */
export async function readCsvRows(buffer: Buffer, maxRows = maxImportRows): Promise<string[][]> {
  let rows: string[][];
  try {
    rows = parse(decodeText(buffer), { relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch {
    throw warn('onlyFormat', { format: 'csv' });
  }
  rows = rows.filter((r) => r.some((c) => c !== ''));
  if (!rows.length) throw warn('fileEmpty');
  if (rows.length > maxRows + 1) throw warn('importTooMany', { max: maxRows });
  return rows;
}

export const extensionOf = (filename: string) => filename.split('.').pop()?.toLowerCase() ?? '';

/** An xlsx or CSV list as rows. */
export async function readTableRows(filename: string, buffer: Buffer): Promise<string[][]> {
  if (extensionOf(filename) === 'csv') return readCsvRows(buffer);
  try {
    return await readXlsxRows(buffer, { maxRows: maxImportRows + 1 });
  } catch (e) {
    // The shared reader words its row limit for the novelty check; an import says its own.
    if (e instanceof AppError && e.key === 'noveltyTooMany') throw warn('importTooMany', { max: maxImportRows });
    throw e;
  }
}
