import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { testDatabase } from '../../../test/harness.js';
import { parseRecordFile, writeImport } from './service.js';

/** Each importer loads its sample file, reports its rejects, and a second run changes nothing. */
const samples = path.resolve(import.meta.dirname, '../../../../../../data/samples');
const sample = (name: string) => readFileSync(path.join(samples, name));
const load = async (database: Database, name: string) =>
  writeImport(database, await parseRecordFile(name, sample(name)), undefined);

let database: Database;
let lawId: number;
beforeAll(async () => {
  database = await testDatabase();
  await database.rows(sql`insert into lim_substances (key, name_zh, name_en, search_text, substance_class)
    values ('cas:7440-43-9', '镉', 'cadmium', '镉 cadmium', 'contaminant'), ('cas:7439-92-1', '铅', 'lead', '铅 lead', 'contaminant')`);
  const [law] = await database.rows<{
    id: number;
  }>(sql`insert into lib_documents (library, module, module_code, title, implement_date)
    values ('biaofa', 'law', 5, '中华人民共和国食品安全法', '2021-04-29') returning id`);
  lawId = Number(law!.id);
  await database.rows(sql`insert into lib_doc_clauses (doc_id, version, anchor, label, ordinal, text, hash, core_hash)
    values (${lawId}, 1, 'art-124', '第一百二十四条', 124, '第一百二十四条 …', 'h', 'c')`);
});
afterAll(async () => database?.close());

describe('record importers on the database (issue 28)', () => {
  it('loads the failing sampling sample with its hazard rows linked to substance and standard; again changes nothing', async () => {
    const first = await load(database, 'SAMPLE_sampling_fail.xlsx');
    expect(first).toMatchObject({ module: 'sampling', read: 7, inserted: 2, updated: 0, unchanged: 0 });
    expect(first.rejected.map((r) => r.code)).toEqual(['missing', 'badDate', 'noFailingItem', 'repeated', 'noLevel']);
    const hazards = await database.rows<{ item: string; substance: string | null; standard_no: string }>(sql`
      select h.item, s.name_zh as substance, h.standard_no from sampling_hazards h
      join sampling_records r on r.id = h.record_id left join lim_substances s on s.id = h.substance_id
      where r.product_name = '大米' order by h.seq`);
    expect(hazards).toEqual([
      { item: '镉(以Cd计)', substance: '镉', standard_no: '' },
      { item: '铅(以Pb计)', substance: '铅', standard_no: '' },
    ]);
    const [rice] = await database.rows<Record<string, unknown>>(
      sql`select standard_basis, demo, result from sampling_records where product_name = '大米'`,
    );
    expect(rice).toEqual({ standard_basis: 'GB 2762-2022', demo: false, result: 'fail' });
    const before = await database.rows(sql`select * from sampling_hazards order by id`);
    const second = await load(database, 'SAMPLE_sampling_fail.xlsx');
    expect(second).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    expect(await database.rows(sql`select * from sampling_hazards order by id`)).toEqual(before);
  });

  it('loads the passing sampling sample', async () => {
    const run = await load(database, 'SAMPLE_sampling_pass.xlsx');
    expect(run).toMatchObject({ read: 3, inserted: 3, rejected: [] });
    expect((await load(database, 'SAMPLE_sampling_pass.xlsx')).unchanged).toBe(3);
  });

  it('loads the penalty list with 处罚依据 linked to the law article', async () => {
    const run = await load(database, 'SAMPLE_penalties.csv');
    expect(run).toMatchObject({ module: 'penalty', read: 5, inserted: 3 });
    expect(run.rejected.map((r) => [r.line, r.code])).toEqual([
      [5, 'badAmount'],
      [6, 'missing'],
    ]);
    const rows = await database.rows<{ document_no: string; basis_doc_id: number | null; basis_anchor: string }>(
      sql`select document_no, basis_doc_id, basis_anchor from penalty_records order by document_no`,
    );
    // The library holds 第一百二十四条 only: the other two link to the law without an article.
    expect(Object.fromEntries(rows.map((r) => [r.document_no, [r.basis_doc_id, r.basis_anchor]]))).toEqual({
      '样例穗市监罚〔2025〕1号': [lawId, 'art-124'],
      '样例浙市监罚〔2025〕2号': [lawId, ''],
      '样例京市监罚〔2025〕3号': [lawId, ''],
    });
    expect((await load(database, 'SAMPLE_penalties.csv')).unchanged).toBe(3);
  });

  it('loads a judgment text and the JSONL list; again changes nothing; the full text is searchable', async () => {
    expect(await load(database, 'SAMPLE_judgment.txt')).toMatchObject({ module: 'judge', inserted: 1, rejected: [] });
    const jsonl = await load(database, 'SAMPLE_judgments.jsonl');
    expect(jsonl).toMatchObject({ read: 4, inserted: 2 });
    expect(jsonl.rejected.map((r) => r.code)).toEqual(['badJson', 'badCaseNo']);
    expect((await load(database, 'SAMPLE_judgment.txt')).unchanged).toBe(1);
    expect((await load(database, 'SAMPLE_judgments.jsonl')).unchanged).toBe(2);
    const [hit] = await database.rows<{ case_no: string; court_level: string; instance: string }>(sql`
      select case_no, court_level, instance from judge_records where search @@ to_tsquery('simple', '终审判决')`);
    expect(hit).toEqual({ case_no: '（2024）京01民终1234号', court_level: '中级', instance: '二审' });
    const runs = await database.rows<{ n: number }>(
      sql`select count(*)::int as n from record_import_runs where finished_at is not null`,
    );
    expect(runs[0]!.n).toBe(10);
  });
});
