import { closeSync, openSync, readSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../../db/client.js';
import { decodeText, extensionOf } from './files.js';
import { formatImportRun, parseRecordFile, writeImport } from './service.js';

const head = (file: string) => {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(4096);
    return decodeText(buf.subarray(0, readSync(fd, buf, 0, buf.length, 0)));
  } catch {
    return '';
  } finally {
    closeSync(fd);
  }
};

/**
 * Whether `npm run import` hands a file to the record importers: a sampling notice (xlsx), a
 * judgment text (txt), or a CSV / JSONL whose first line has the columns of a penalty list,
 * a sampling list or a judgment (the library's and the limits' CSV and JSONL have other columns).
 */
export function isRecordsFile(file: string): boolean {
  const ext = extensionOf(file);
  if (ext === 'xlsx' || ext === 'txt') return true;
  const first = head(file).split('\n')[0] ?? '';
  if (ext === 'csv') return /文书号|当事人|处罚决定|食品名称|被抽样单位/.test(first);
  if (ext === 'jsonl') return /"(案号|caseNo|case_no)"/.test(first);
  return false;
}

export async function importRecordsFile(database: Database, file: string) {
  const parsed = await parseRecordFile(path.basename(file), await readFile(file));
  return formatImportRun(await writeImport(database, parsed));
}
