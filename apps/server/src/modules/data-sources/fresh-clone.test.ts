import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { seedIfEmpty } from '../../seed/index.js';
import { repoRoot } from '../../config.js';
import { loadChinaProvinces } from '../geo/geo.service.js';

/**
 * What a new user gets from `git clone && npm ci && npm start` with no ../shared anywhere: the
 * first start's content built from the repository's data/ alone (the default PUBLIC_DATA_DIR).
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  expect(t.config.publicDataDir).toBe(`${repoRoot}/data`);
  await seedIfEmpty(t.database, t.config, 'accounts');
  await seedIfEmpty(t.database, t.config, 'content');
}, 900_000);
afterAll(() => t?.close());

const one = async <T>(q: ReturnType<typeof sql>) => (await t.database.rows<T>(q))[0]!;

describe('a fresh clone’s first start', () => {
  // The old generator numbered invented GB, group (T/) and DB17 standards from 50000 up: no real standard has such a number yet, so the pattern below finds them.
  it('has the real standards and laws, and no generated document number', async () => {
    const n = await one<{ standards: number; laws: number; generated: number; bodies: number }>(sql`select
      count(*) filter (where module = 'biaozhun' and library = 'biaofa')::int as standards,
      count(*) filter (where source_key like 'law:%')::int as laws,
      count(*) filter (where doc_number like 'DEMO-%' or title like '【演示】%' or doc_number ~ '^(GB|GB/T|T/CNFIA|QB/T|NY/T) [5-9][0-9]{4}-' or doc_number like 'DB17%')::int as generated,
      count(*) filter (where module = 'biaozhun' and length(body) > 300)::int as bodies
      from lib_documents`);
    // Each edition is one document: the catalogue's 1564 numbered standards, 16 editions the withdrawn list describes
    // and a successor's page numbers, and the list's 219 rows joined to no edition (its other 4 rows are held editions).
    expect(n.standards).toBeGreaterThanOrEqual(1799);
    expect(n.laws).toBe(40);
    expect(n.generated).toBe(0);
    expect(n.bodies).toBeGreaterThan(300);
  });

  it('fills the cosmetics and feed libraries and the new food rules from data/ alone', async () => {
    const titles = async (library: string, module: string) =>
      (
        await t.database.rows<{ title: string; validity: number }>(
          sql`select title, validity from lib_documents where (library = ${library} or also_in @> array[${library}]::text[]) and module = ${module}`,
        )
      ).map((r) => r.title);
    expect(await titles('rihua', 'fagui')).toEqual(
      expect.arrayContaining(['化妆品监督管理条例', '化妆品卫生监督条例', '中华人民共和国广告法']),
    );
    expect(await titles('fodder', 'fagui')).toEqual(
      expect.arrayContaining(['饲料和饲料添加剂管理条例（2017修订）', '中华人民共和国进出口商品检验法']),
    );
    expect(await titles('biaofa', 'fagui')).toEqual(
      expect.arrayContaining(['食品标识监督管理办法', '食品委托生产监督管理办法', '中华人民共和国电子商务法']),
    );
    expect(await titles('biaofa', 'standard_notify')).toHaveLength(12);
    // The curated 化妆品监督管理条例 and the file's full text are one document, with its 80 articles as passages.
    const cos = await t.database.rows<{ id: number; doc_number: string; clauses: number; passages: number }>(sql`
      select d.id, d.doc_number,
        (select count(*)::int from lib_doc_clauses c where c.doc_id = d.id and c.version = d.version and c.anchor like 'art-%') as clauses,
        (select count(*)::int from assistant_passages p where p.doc_id = d.id) as passages
      from lib_documents d where d.title = '化妆品监督管理条例'`);
    expect(cos).toHaveLength(1);
    expect(cos[0]).toMatchObject({ doc_number: '国务院令第727号', clauses: 80 });
    expect(cos[0]!.passages).toBeGreaterThanOrEqual(80);
    const ing = await one<{ n: number; r: number }>(
      sql`select (select count(*)::int from cos_ingredients) as n, (select count(*)::int from cos_restricted) as r`,
    );
    expect(ing).toEqual({ n: 8933, r: 47 });
  });

  it('finds GB product standards by their text (酱油)', async () => {
    const hits = await t.database.rows<{ n: string }>(
      sql`select doc_number as n from lib_documents where body_tsv @@ to_tsquery('simple', '酱油') and module = 'biaozhun'`,
    );
    expect(hits.map((h) => h.n)).toContain('GB 2717-2018');
  });

  it('draws the map and holds the real RASFF notifications, none generated', async () => {
    const geo = await loadChinaProvinces(t.config.publicDataDir);
    expect(geo?.features.length).toBeGreaterThanOrEqual(34);
    const w = await one<{ real: number; demo: number }>(
      sql`select count(*) filter (where not demo)::int as real, count(*) filter (where demo)::int as demo from intl_warnings`,
    );
    // 8,413 lines; 27 repeat a reference already read (the same notification exported twice).
    expect(w).toEqual({ real: 8386, demo: 0 });
  });

  it('flags every generated record as demo', async () => {
    for (const table of ['sampling_records', 'penalty_records', 'judge_records', 'judge_classic_cases']) {
      const r = await one<{ all: number; demo: number }>(
        sql`select count(*)::int as all, count(*) filter (where demo)::int as demo from ${sql.identifier(table)}`,
      );
      expect(r.all, table).toBeGreaterThan(0);
      expect(r.demo, table).toBe(r.all);
    }
  });

  it('lists its data sources with licences, snapshots and row counts, open to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: api.dataSources.list.path });
    const body = res.json() as {
      code: number;
      data: { list: { key: string; fileRows: number; importedRows: number | null; licence: string }[] };
    };
    expect(body.code).toBe(1);
    const by = Object.fromEntries(body.data.list.map((s) => [s.key, s]));
    expect(by.standards).toMatchObject({ fileRows: 1873, licence: 'CC BY-SA 4.0' });
    expect(by.standards!.importedRows).toBeGreaterThanOrEqual(1800);
    expect(by.rasff).toMatchObject({ fileRows: 8413, importedRows: 8386 });
    expect(by.laws).toMatchObject({ fileRows: 40, importedRows: 40 });
    expect(by.map).toMatchObject({ fileRows: 35, importedRows: null });
  });
});
