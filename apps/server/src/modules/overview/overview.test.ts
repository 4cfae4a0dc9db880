import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { insertDocuments } from '../library/documents.repo.js';
import { writeStatic } from '../limits/import/static.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
}, 120_000);
afterAll(() => t?.close());

const overview = async () => {
  const res = await t.app.inject({ method: 'POST', url: api.overview.counts.path, payload: {} });
  expect(res.statusCode).toBe(200);
  return res.json<{ code: number; data: Record<string, unknown> }>();
};

/** One limit row per call: a real or generated substance in one food node of GB 2762. */
async function addLimit(key: string, demo: boolean) {
  const run = (q: ReturnType<typeof sql>) => t.database.rows<{ id: number }>(q);
  const [substance] = await run(
    sql`insert into lim_substances (key, name_zh, demo) values (${`name:${key}`}, ${key}, ${demo}) returning id`,
  );
  const [food] = await run(
    sql`insert into lim_food_nodes (scheme, key, name_source, demo) values ('GB2762', ${key}, ${key}, ${demo}) returning id`,
  );
  await run(sql`insert into lim_limits (source_key, substance_id, food_node_id, jurisdiction, limit_type, source_doc, demo)
    values (${`t:${key}`}, ${substance!.id}, ${food!.id}, 'CN', 'ML', 'GB 2762-2022', ${demo})`);
}

describe('open overview counts', () => {
  it('answers without a session, with the real number of documents per library', async () => {
    await insertDocuments(t.database.db, [
      { library: 'biaofa', module: 'biaozhun', title: 'a' },
      { library: 'biaofa', module: 'fagui', title: 'b' },
      { library: 'rihua', module: 'fagui', title: 'c' },
    ] as never);
    expect(await overview()).toMatchObject({
      code: 1,
      data: {
        libraries: [
          { library: 'biaofa', documents: 2, demo: 0 },
          { library: 'rihua', documents: 1, demo: 0 },
          { library: 'fodder', documents: 0, demo: 0 },
        ],
        records: [
          { module: 'sampling', real: 0, demo: 0 },
          { module: 'penalty', real: 0, demo: 0 },
          { module: 'judge', real: 0, demo: 0 },
          { module: 'international', real: 0, demo: 0 },
        ],
      },
    });
  });

  it('counts generated documents and rows apart from the holdings, collection by collection', async () => {
    await insertDocuments(t.database.db, [
      { library: 'biaofa', module: 'biaozhun', title: '【演示】生成标准', docNumber: 'DEMO-1' },
    ] as never);
    await writeStatic(t.database);
    await addLimit('铅', false);
    await addLimit('镉', false);
    await addLimit('演示物质', true);
    await t.database.rows(sql`insert into lib_safe_items (kind, name, source, source_key) values
      ('additive', '苯甲酸', 'GB 2760-2024', 'a1'), ('additive', '山梨酸', 'GB 2760-2024', 'a2'),
      ('contact', '抗氧剂1010', 'GB 9685-2016', 'c1')`);
    const [std] = await t.database.rows<{ id: number }>(
      sql`insert into ind_standards (number, source) values ('GB 19301-2010', 'test') returning id`,
    );
    await t.database
      .rows(sql`insert into ind_indicators (standard_id, position, name, category, requirement, confidence)
      values (${std!.id}, 1, '蛋白质', 'physico', '{}', 0.9), (${std!.id}, 2, '杂质度', 'physico', '{}', 0.4)`);
    await t.database.rows(sql`insert into cmp_obligations (code, title, requirement, kind, demo) values
      ('S-1', '进货查验', '要求', 'mandatory', false), ('S-2', '演示义务', '要求', 'mandatory', true)`);
    await t.database.rows(sql`insert into monitor_items (kind, title, item_date, origin, demo) values
      ('regulation', '标准发布', '2026-01-05', 'library', false), ('news', '演示资讯', '2026-01-06', 'staff', true)`);
    const [chain] = await t.database.rows<{ id: number }>(
      sql`insert into industry_chains (name, en_name) values ('乳制品', 'Dairy') returning id`,
    );
    await t.database.rows(sql`insert into industry_chain_nodes (chain_id, stage, name) values
      (${chain!.id}, 'raw', '生乳'), (${chain!.id}, 'processing', '乳粉')`);

    const { data } = await overview();
    expect(data.libraries).toContainEqual({ library: 'biaofa', documents: 2, demo: 1 });
    expect(data.holdings).toEqual({
      limitRows: { real: 2, demo: 1 },
      limitSubstances: { real: 2, demo: 1 },
      additiveUses: 2,
      contactAdditives: 1,
      productStandards: 1,
      indicators: 2,
      indicatorsAsFact: 1,
      obligations: { real: 1, demo: 1 },
      monitorItems: { real: 1, demo: 1 },
      cosmeticIngredients: 0,
      cosmeticRestricted: 0,
      chainSectors: 1,
      chainNodes: 2,
    });
  });

  it('counts a document shown in several libraries in each of them', async () => {
    const before = (await overview()).data.libraries as { library: string; documents: number }[];
    await insertDocuments(t.database.db, [
      { library: 'biaofa', module: 'fagui', title: '中华人民共和国广告法', alsoIn: ['rihua', 'fodder'] },
    ] as never);
    const after = (await overview()).data.libraries as { library: string; documents: number }[];
    for (const lib of ['biaofa', 'rihua', 'fodder'])
      expect(after.find((l) => l.library === lib)!.documents - before.find((l) => l.library === lib)!.documents).toBe(
        1,
      );
  });

  it("leaves a customer's own obligations out of the starting set", async () => {
    const [customer] = await t.database.rows<{ id: number }>(
      sql`insert into customers (name) values ('某食品有限公司') returning id`,
    );
    await t.database.rows(sql`insert into cmp_obligations (customer_id, code, title, requirement, kind)
      values (${customer!.id}, 'OWN-1', '自有义务', '要求', 'own')`);
    const { data } = await overview();
    expect((data.holdings as { obligations: unknown }).obligations).toEqual({ real: 1, demo: 1 });
  });
});
