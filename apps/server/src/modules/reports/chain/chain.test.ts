import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@app/contract';
import { testApp, type TestApp } from '../../../test/harness.js';
import { createMember, memberSession } from '../../../test/factories.js';
import { libDocuments } from '../../../db/schema/index.js';
import { positionedVector } from '../../../lib/search/vector.js';
import { recordTables, type RecordTableDef } from '../../records/definitions.js';
import { writeRecords } from '../../records/writer.js';
import { fixedSampling } from '../../records/test-data.js';
import { caller, createStaff } from '../../admin/test-kit.js';

/** Chains: defined in the back office, counted live from the records and the library. */
let t: TestApp;
let member: { customer_id: number; batoken: string };
let outsider: { customer_id: number; batoken: string };
let staff: ReturnType<typeof caller>;
const portal = async (path: string, body: object, auth = member) =>
  (await t.app.inject({ method: 'POST', url: path, payload: { ...auth, ...body } })).json() as {
    code: number;
    msg: string;
    data: any;
  };

beforeAll(async () => {
  t = await testApp();
  member = (await memberSession(t.database.db, await createMember(t.database.db, { rights: ['chain'] }))).auth;
  outsider = (await memberSession(t.database.db, await createMember(t.database.db, { rights: ['cj'] }))).auth;
  const perms = [
    'chain:chain:page',
    'chain:chain:save',
    'chain:node:page',
    'chain:node:save',
    'chain:node:update',
    'chain:node:info',
  ];
  staff = caller(t.app, (await createStaff(t.database.db, { permissions: perms })).token);
  // 调味品: 3 batches, 1 failure; 肉制品 2 batches, 1 failure; 食用农产品 1 failure.
  await writeRecords(t.database, recordTables.sampling as unknown as RecordTableDef, fixedSampling);
  const title = (s: string) => ({
    library: 'biaofa',
    module: 'biaozhun',
    moduleCode: 5,
    title: s,
    titleTsv: positionedVector(s) as never,
    publishDate: '2024-01-01',
  });
  await t.database.db
    .insert(libDocuments)
    .values([title('食品安全国家标准 酱油'), title('食品安全国家标准 食醋'), title('食品安全国家标准 熟肉制品')]);
});
afterAll(async () => t?.close());

describe('industrial chains', () => {
  it('staff define a chain and its nodes; members see live counts and the rows behind them', async () => {
    const chain = await staff(api.admin.chains.save, { name: '调味品', enName: 'Condiments', sort: 1 });
    expect(chain.code).toBe(1);
    const node = await staff(api.admin.chainNodes.save, {
      chainId: chain.data.id,
      stage: 'processing',
      name: '酱油食醋',
      categories: '调味品，肉制品',
      keywords: '酱油、食醋',
      rasffCategories: 'soups, broths, sauces and condiments',
    });
    expect(node.code).toBe(1);
    const info = await staff(api.admin.chainNodes.info, {}, { id: node.data.id });
    expect(info.data).toMatchObject({
      categories: '调味品，肉制品',
      keywords: '酱油，食醋',
      rasffCategories: 'soups, broths, sauces and condiments',
      chainName: '调味品',
    });

    const list = await portal(api.reports.chainList.path, {});
    expect(list.code).toBe(1);
    expect(list.data[0].nodes[0].counts).toEqual({ standards: 2, samplingFail: 2, penalty: 0, international: 0 });
    const rows = await portal(api.reports.chainNodeItems.path, { nodeId: node.data.id, kind: 'samplingFail' });
    expect(rows.data.total).toBe(2);
    expect(rows.data.list.map((r: { title: string; path: string }) => r.title).sort()).toEqual([
      '华康火腿肠',
      '鑫源酱油',
    ]);
    expect(rows.data.list[0].path).toMatch(/^\/sampleSystem\/dataQuery\/detail\?id=\d+$/);
    const standards = await portal(api.reports.chainNodeItems.path, { nodeId: node.data.id, kind: 'standards' });
    expect(standards.data.list.map((r: { title: string }) => r.title).sort()).toEqual([
      '食品安全国家标准 酱油',
      '食品安全国家标准 食醋',
    ]);
    // Each standard says whether it still applies (its validity code).
    expect(standards.data.list.every((r: { validity?: number }) => Number.isInteger(r.validity))).toBe(true);
  });

  it('refuses an unknown node, a bad kind, a node of an unknown chain, and callers without the right', async () => {
    expect((await portal(api.reports.chainNodeItems.path, { nodeId: 99999, kind: 'penalty' })).code).toBe(601);
    expect((await portal(api.reports.chainNodeItems.path, { nodeId: 1, kind: 'nothing' })).code).toBe(601);
    expect((await staff(api.admin.chainNodes.save, { chainId: 99999, stage: 'raw', name: 'x' })).code).toBe(601);
    expect((await portal(api.reports.chainList.path, {}, outsider)).code).toBe(403);
    const reader = caller(t.app, (await createStaff(t.database.db, { permissions: ['chain:node:page'] })).token);
    expect((await reader(api.admin.chainNodes.save, { chainId: 1, stage: 'raw', name: 'x' })).code).toBe(403);
  });
});
