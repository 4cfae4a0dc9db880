import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { testDatabase } from '../../test/harness.js';
import { riskFactors } from '../limits/risk.service.js';
import { nodeCount } from '../reports/chain/chain-counts.js';
import { recordTables } from './definitions.js';
import { provenance } from './provenance.js';
import { crossTab, listRecords, visualization } from './record-module.js';
import { writeRecords } from './writer.js';

/** No answer adds generated (demo) rows to real ones; an answer over demo rows says so. */
const sampling = recordTables.sampling;
const row = (demo: boolean, i: number) => ({
  noticeNo: `N${i}`,
  productName: demo ? '演示面包' : '面包',
  foodCategory: '糕点',
  sampledProvince: '广东',
  samplingDate: '2025-03-15',
  level: 'national',
  result: 'fail',
  hazard: '铅',
  demo,
});

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  await database.rows(
    sql`insert into lim_substances (key, name_zh, name_en, search_text) values ('name:lead', '铅', 'lead', '铅 lead')`,
  );
});
afterAll(async () => database?.close());

describe('demo and real rows are never summed (issue 28)', () => {
  it('reads the demo rows, flagged, while a module holds nothing else', async () => {
    await writeRecords(database, sampling, [row(true, 1), row(true, 2), row(true, 3)]);
    const v = await visualization(database, sampling, {}, 'zh-cn');
    expect(v.demo).toBe(true);
    expect(v.kpis.find((k) => k.key === 'count')!.value).toBe(3);
    expect((await provenance(database, sampling)).demo).toBe(true);
    expect(
      await nodeCount(database, 'samplingFail', { categories: ['糕点'], rasffCategories: [], keywords: [] }),
    ).toEqual({
      value: 3,
      demo: true,
    });
  });

  it('reads only the real rows once there are any: lists, charts, cross-tabs, chain counts, risk factors', async () => {
    await writeRecords(database, sampling, [row(false, 4), row(false, 5)]);
    const v = await visualization(database, sampling, {}, 'zh-cn');
    expect(v).toMatchObject({ demo: false });
    expect(v.kpis.find((k) => k.key === 'count')!.value).toBe(2);
    const tab = await crossTab(database, sampling, { rows: 'province' }, 'zh-cn');
    expect(tab).toMatchObject({ demo: false, total: 2 });
    const list = await listRecords(database, sampling, { page: 1, pageSize: 20 });
    expect(list.total).toBe(2);
    expect(list.list.every((r) => (r as { demo: boolean }).demo === false)).toBe(true);
    expect((await provenance(database, sampling)).demo).toBe(false);
    expect(
      await nodeCount(database, 'samplingFail', { categories: ['糕点'], rasffCategories: [], keywords: [] }),
    ).toEqual({
      value: 2,
      demo: false,
    });
    const risk = await riskFactors(database, {});
    expect(risk.demoColumns).not.toContain('sampling');
  });

  it('keeps a demo-only source out of the risk-factor score and names it', async () => {
    await database.rows(sql`delete from sampling_records where not demo`);
    const risk = await riskFactors(database, {});
    expect(risk.demoColumns).toContain('sampling');
    for (const r of risk.list) expect(r.score).toBe(r.rasff + r.penalty);
  });
});
