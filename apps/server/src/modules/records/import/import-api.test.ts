import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api } from '@app/contract';
import { testApp, type TestApp } from '../../../test/harness.js';
import { caller, createStaff } from '../../admin/test-kit.js';
import { multipart } from '../../../test/multipart.js';

/** The back office's record import: preview, confirm, runs; rights checked; bad files refused clearly. */
const samples = path.resolve(import.meta.dirname, '../../../../../../data/samples');
const calls = api.admin.recordsImport;

let t: TestApp;
let importer: string;
let reader: string;
beforeAll(async () => {
  t = await testApp();
  importer = (await createStaff(t.database.db, { permissions: ['records:import:save', 'records:import:page'] })).token;
  reader = (await createStaff(t.database.db, { permissions: ['records:import:page'] })).token;
});
afterAll(() => t.close());

const send = async (
  url: string,
  token: string,
  filename: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
  lang = 'zh-cn',
) => {
  const m = multipart({ name: filename, data: bytes }, fields);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: m.payload,
    headers: { ...m.headers, batoken: token, lang },
  });
  return res.json() as { code: number; msg: string; data: any };
};
const sample = (name: string) => readFileSync(path.join(samples, name));

describe('back-office record import (issue 28)', () => {
  it('previews without writing, confirms, and a second confirm changes nothing', async () => {
    const preview = await send(
      calls.preview.path,
      importer,
      'SAMPLE_sampling_fail.xlsx',
      sample('SAMPLE_sampling_fail.xlsx'),
      {},
      'en',
    );
    expect(preview).toMatchObject({ code: 1, data: { module: 'sampling', read: 7, valid: 2 } });
    expect(preview.data.rows[0]).toEqual({
      title: '花生油',
      date: '2025-06-10',
      detail: '黄曲霉毒素B₁ 32.5μg/kg（≤20μg/kg）',
    });
    expect(preview.data.rejected[0]).toEqual({ line: 5, key: '#3', reason: 'Missing "食品名称"' });
    const [written] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from sampling_records`);
    expect(written!.n).toBe(0);
    const first = await send(
      calls.confirm.path,
      importer,
      'SAMPLE_sampling_fail.xlsx',
      sample('SAMPLE_sampling_fail.xlsx'),
    );
    expect(first.data).toMatchObject({ module: 'sampling', inserted: 2, unchanged: 0, rejectedCount: 5 });
    expect(first.data.rejectedText.split('\n')[0]).toBe('5 #3: 缺少“食品名称”');
    const again = await send(
      calls.confirm.path,
      importer,
      'SAMPLE_sampling_fail.xlsx',
      sample('SAMPLE_sampling_fail.xlsx'),
    );
    expect(again.data).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    const runs = await caller(t.app, reader)(calls.runs, { module: 'sampling' });
    expect(runs.data.total).toBe(2);
  });

  it('refuses a staff member without the right, and files it cannot read, with the catalogue message', async () => {
    expect((await send(calls.preview.path, reader, 'a.xlsx', sample('SAMPLE_sampling_pass.xlsx'))).code).toBe(403);
    expect(await send(calls.preview.path, importer, 'a.xlsx', Buffer.from('not a zip'))).toMatchObject({
      code: 601,
      msg: '仅支持xlsx格式的文件',
    });
    expect(await send(calls.preview.path, importer, 'a.pdf', Buffer.from('%PDF'))).toMatchObject({ code: 601 });
    expect(await send(calls.preview.path, importer, 'list.csv', Buffer.from('a,b\n1,2\n'))).toMatchObject({
      code: 601,
      msg: '无法识别文件格式：抽检公告（xlsx）、行政处罚决定书列表（xlsx/CSV）或裁判文书（txt/JSONL）',
    });
    expect(
      await send(calls.preview.path, importer, 'x.txt', sample('SAMPLE_judgment.txt'), { module: 'sampling' }),
    ).toMatchObject({ code: 601 });
    expect(
      await send(calls.preview.path, importer, 'x.csv', sample('SAMPLE_penalties.csv'), { module: 'bogus' }),
    ).toMatchObject({ code: 601 });
  });
});
