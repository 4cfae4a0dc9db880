import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { readXlsxRows, writeXlsx } from './xlsx.js';
import { AppError } from './errors.js';
import { manyRowXlsx, zipBombXlsx } from '../test/hostile-files.js';

const book = async (rows: unknown[][]) => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('s');
  rows.forEach((r) => ws.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
};

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e instanceof AppError ? e.key : String(e);
  }
  return 'no error';
};

describe('xlsx export and import', () => {
  it('neutralises formula-like values on export and reads them back as text', async () => {
    const buf = await writeXlsx({
      sheetName: 'x',
      columns: [{ header: '标题', key: 'title' }],
      rows: [{ title: '=HYPERLINK("http://evil")' }, { title: '+1' }, { title: '普通' }],
    });
    const rows = await readXlsxRows(buf, { skipHeader: true });
    expect(rows).toEqual([['\'=HYPERLINK("http://evil")'], ["'+1"], ['普通']]);
  });

  it('gives a formula cell its cached result, never the formula', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('s').addRow([{ formula: 'A2&"x"', result: 'GB 2760' }]);
    const rows = await readXlsxRows(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(rows).toEqual([['GB 2760']]);
  });

  it('refuses what is not xlsx, empty sheets and too many rows', async () => {
    expect(await failure(readXlsxRows(Buffer.from('a,b,c\n1,2,3')))).toBe('onlyFormat');
    expect(await failure(readXlsxRows(Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(5000, 7)])))).toBe(
      'onlyFormat',
    );
    expect(await failure(readXlsxRows(await book([])))).toBe('fileEmpty');
    const many = await book(Array.from({ length: 1001 }, (_, i) => [`GB ${i}`]));
    expect(await failure(readXlsxRows(many, { maxRows: 1000 }))).toBe('noveltyTooMany');
    expect(
      await readXlsxRows(await book(Array.from({ length: 1000 }, (_, i) => [`GB ${i}`])), { maxRows: 1000 }),
    ).toHaveLength(1000);
  });
});

describe('hostile xlsx uploads (issue 29)', () => {
  it('stops a 1,000,001-row file at the row limit, with the catalogue message', async () => {
    const file = await manyRowXlsx();
    const started = Date.now();
    expect(await failure(readXlsxRows(file, { maxRows: 1000 }))).toBe('noveltyTooMany');
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 60_000);

  it('refuses zip bombs before inflating them, whether the directory tells the truth or lies', async () => {
    const honest = await zipBombXlsx(400 * 1024 * 1024);
    expect(honest.length).toBeLessThan(1024 * 1024);
    expect(await failure(readXlsxRows(honest))).toBe('fileTooLarge');
    const lying = await zipBombXlsx(200 * 1024 * 1024, true);
    expect(await failure(readXlsxRows(lying))).toBe('fileTooLarge');
  }, 60_000);

  it('still reads a file whose parts come in any order, and only the first sheet', async () => {
    const rows = await readXlsxRows(await manyRowXlsx(3));
    expect(rows).toEqual([['GB 1'], ['GB 2'], ['GB 3']]);
  });
});
