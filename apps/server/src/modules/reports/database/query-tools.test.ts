import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, queryToolKeys } from '@app/contract';
import { testApp, type TestApp } from '../../../test/harness.js';
import { createMember, memberSession } from '../../../test/factories.js';
import { libSafeItems } from '../../../db/schema/index.js';
import { recordTables, type RecordTableDef } from '../../records/definitions.js';
import { writeRecords } from '../../records/writer.js';
import { fixedSampling } from '../../records/test-data.js';

let t: TestApp;
const session = async (rights: string[]) =>
  (await memberSession(t.database.db, await createMember(t.database.db, { rights }))).auth;
const tools = async (auth: object) =>
  (await t.app.inject({ method: 'POST', url: api.reports.queryTools.path, payload: auth })).json() as {
    code: number;
    data: any[];
  };

beforeAll(async () => {
  t = await testApp();
  await writeRecords(t.database, recordTables.sampling as unknown as RecordTableDef, fixedSampling);
  await t.database.db.insert(libSafeItems).values([
    { kind: 'additive', name: '苯甲酸', source: 'GB 2760-2024', sourceKey: 'a1' },
    { kind: 'additive', name: '山梨酸', source: 'GB 2760-2024', sourceKey: 'a2' },
    { kind: 'contact', name: '二氧化钛', source: 'GB 9685-2016', sourceKey: 'c1' },
  ]);
});
afterAll(async () => t?.close());

describe('query tools (/database)', () => {
  it('counts each tool, dates its data and says which tools the member may open', async () => {
    const r = await tools(await session(['smalldb', 'cj']));
    expect(r.code).toBe(1);
    const by = Object.fromEntries(r.data.map((s) => [s.key, s]));
    expect(Object.keys(by)).toEqual(queryToolKeys);
    expect(by.gb2760).toMatchObject({ count: 2, estimated: false, allowed: false });
    expect(by.gb9685).toMatchObject({ count: 1 });
    expect(by.sampling).toMatchObject({ count: 6, lastUpdate: '2025-03-25', allowed: true });
    expect(by.penalty).toMatchObject({ count: 0, lastUpdate: null, allowed: false });
  });

  it('needs the smalldb right', async () => {
    expect((await tools(await session(['cj']))).code).toBe(403);
  });
});
