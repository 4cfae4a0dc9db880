import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryApp, readXlsx, settle, xlsx } from './test-kit.js';
import { loadConfig } from '../../config.js';
import { numberKeys } from '../../lib/search/number.js';
import { chinaToday } from '../../lib/clock.js';

const shared = loadConfig().publicDataDir;
const today = chinaToday();

let k: Awaited<ReturnType<typeof libraryApp>>;
let auth: { customer_id: number; batoken: string };
beforeAll(async () => {
  k = await libraryApp({ sharedData: true });
  auth = (await k.member(['biaofa', 'search'])).auth;
}, 300_000);
afterAll(() => k?.close());

// A member may upload 12 files a minute: tests of their own run as another member.
const run = async (rows: unknown[][], mode = 'auto', who = auth) => {
  const start = await k.upload('noveltyStart', 'biaofa', { name: 'check.xlsx', data: await xlsx(rows) }, who, {
    mode,
  });
  expect(start.code, start.msg).toBe(1);
  await settle();
  const job = await k.json('noveltyJob', 'biaofa', { id: start.data.id }, who);
  expect(job.data).toMatchObject({ state: 'done', done: start.data.total });
  const res = await k.json('noveltyResults', 'biaofa', { id: start.data.id, pageSize: 100 }, who);
  return { id: start.data.id as number, job: job.data, rows: res.data.list as Record<string, unknown>[] };
};

describe('batch novelty check', () => {
  it('reports current, to be implemented, replaced (following the chain), to be replaced and not found', async () => {
    const { rows, job, id } = await run([
      ['标准号或标准名称'],
      ['GB 2760-2011'],
      ['gb2760—2014'],
      ['GB 7718-2025'],
      ['GB 14881-2013'],
      ['食品安全国家标准 食品生产通用卫生规范'],
      ['GB 99999-1999'],
      ['=1+2'],
      ['GB 7718-2011'],
    ]);
    expect(rows.map((r) => r.result)).toEqual([
      'replaced',
      'replaced',
      'toBeImplemented',
      'replaced',
      'current',
      'notFound',
      'notFound',
      'toBeReplaced',
    ]);
    expect(rows[0]).toMatchObject({
      docNumber: 'GB 2760-2011',
      replacedByNumber: 'GB 2760-2024',
      replacedByImplementDate: '2025-02-08',
    });
    expect(rows[3]).toMatchObject({ docNumber: 'GB 14881-2013', replacedByNumber: 'GB 14881-2025' });
    // In force until its successor's day, and reported that way.
    expect(rows[7]).toMatchObject({
      docNumber: 'GB 7718-2011',
      replacedByNumber: 'GB 7718-2025',
      replacedByImplementDate: '2027-03-16',
    });
    expect(job.counts).toMatchObject({ replaced: 3, toBeImplemented: 1, current: 1, notFound: 2, toBeReplaced: 1 });
    const records = await k.json('noveltyRecords', 'biaofa', {}, auth);
    expect(records.data.list[0]).toMatchObject({ id, mode: 'auto', state: 'done', total: 8 });
    const file = await k.call('noveltyExport', 'biaofa', { id }, auth);
    const sheet = await readXlsx(file.rawPayload);
    expect(sheet[0]).toContain('查新结果');
    expect(sheet.flat()).toContain("'=1+2");
    expect(sheet.flat()).toContain('已被替代');
  });

  it('offers a template that is accepted as it is', async () => {
    const res = await k.call('noveltyTemplate', 'biaofa', {}, auth);
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['标准号或标准名称']);
    const start = await k.upload('noveltyStart', 'biaofa', { name: 't.xlsx', data: res.rawPayload }, auth);
    expect(start.data.total).toBe(rows.length - 1);
    await settle();
  });

  it('a heading of its own above the list (标准号, Standard No.) is not checked as a document', async () => {
    const who = (await k.member(['biaofa', 'search'])).auth;
    for (const heading of ['标准号', 'Standard No.']) {
      const { rows, job } = await run([[heading], ['GB 2760-2024'], ['GB 99999-1999']], 'auto', who);
      expect(job.total).toBe(2);
      expect(rows.map((r) => r.input)).toEqual(['GB 2760-2024', 'GB 99999-1999']);
      expect(job.counts.notFound).toBe(1);
    }
  });

  it('suggests the held standard a mistyped number most likely means, beside 未找到', async () => {
    const who = (await k.member(['biaofa', 'search'])).auth;
    const { rows } = await run([['GB 276O-2024'], ['GB 2760 2024'], ['GB 99999-1999'], ['GB 2760-2024']], 'auto', who);
    expect(rows.map((r) => [r.result, r.suggestion])).toEqual([
      ['notFound', 'GB 2760-2024'],
      ['notFound', 'GB 2760-2024'],
      ['notFound', null],
      ['current', null],
    ]);
  });

  it('refuses hostile files before any work', async () => {
    const up = (name: string, data: Buffer) => k.upload('noveltyStart', 'biaofa', { name, data }, auth);
    expect(await up('a.csv', Buffer.from('GB 2760'))).toMatchObject({ code: 601, msg: '仅支持xlsx格式的文件' });
    expect(await up('junk.xlsx', randomBytes(5 * 1024 * 1024))).toMatchObject({
      code: 601,
      msg: '仅支持xlsx格式的文件',
    });
    expect(await up('zip.xlsx', Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(2000)]))).toMatchObject({
      code: 601,
      msg: '仅支持xlsx格式的文件',
    });
    expect(await up('empty.xlsx', await xlsx([]))).toMatchObject({ code: 601, msg: '文件中没有数据' });
    const many = Array.from({ length: 1001 }, (_, i) => [`GB ${10000 + i}-2020`]);
    expect(await up('many.xlsx', await xlsx(many))).toMatchObject({ code: 601, msg: '每次查询最多1000条记录' });
    const withHeader = [['标准号或标准名称'], ...many.slice(0, 1000)];
    const ok = await up('ok.xlsx', await xlsx(withHeader));
    expect(ok).toMatchObject({ code: 1, data: { total: 1000 } });
    await settle();
    // formula cells count by their value, never by their formula
    const wb = await xlsx([[{ formula: 'CONCATENATE("GB ","2760-2024")', result: 'GB 2760-2024' }]]);
    const f = await up('f.xlsx', wb);
    await settle();
    const res = await k.json('noveltyResults', 'biaofa', { id: f.data.id }, auth);
    expect(res.data.list[0]).toMatchObject({ input: 'GB 2760-2024', result: 'current' });
    const stranger = await k.member(['biaofa', 'search']);
    expect(await k.json('noveltyResults', 'biaofa', { id: f.data.id }, stranger.auth)).toMatchObject({
      code: 601,
      msg: '记录不存在',
    });
    const noSearch = await k.member(['biaofa']);
    expect(await k.upload('noveltyStart', 'biaofa', { name: 'x.xlsx', data: wb }, noSearch.auth)).toMatchObject({
      code: 403,
      msg: '没有查询权限',
    });
  });

  it('checks a real file built from the shared standards list', async () => {
    const csv = parse(readFileSync(path.join(shared, 'cn_food_safety_standards.csv'), 'utf8'), {
      columns: true,
      bom: true,
    }) as Record<string, string>[];
    const sample = csv.filter((r) => r.source === 'cfsa_catalog' && numberKeys(r.standard_no)?.key).slice(0, 900);
    const withReplacement = csv.filter((r) => r.replaced_by);
    const inputs = [...sample, ...withReplacement].map((r) => [r.standard_no]);
    const { rows, job } = await runAll(inputs);
    expect(job.counts.notFound).toBe(0);
    for (const r of withReplacement) {
      const row = rows.find((x) => x.input === r.standard_no)!;
      const successor = csv.find((x) => x.standard_no === r.replaced_by)!;
      expect(row).toMatchObject({
        result: (successor.implement_date ?? '') > today ? 'toBeReplaced' : 'replaced',
        replacedByNumber: r.replaced_by,
      });
    }
  }, 120_000);
});

async function runAll(inputs: unknown[][]) {
  const start = await k.upload('noveltyStart', 'biaofa', { name: 'real.xlsx', data: await xlsx(inputs) }, auth);
  expect(start.code, start.msg).toBe(1);
  await settle();
  const job = (await k.json('noveltyJob', 'biaofa', { id: start.data.id }, auth)).data;
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; rows.length < job.total; page++)
    rows.push(
      ...(await k.json('noveltyResults', 'biaofa', { id: start.data.id, page, pageSize: 100 }, auth)).data.list,
    );
  return { job, rows };
}
