import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryKey } from '@app/contract';
import { testApp, type TestApp } from '../../../test/harness.js';
import { loadConfig } from '../../../config.js';
import { ensureClauses } from '../../clauses/index.js';
import { inLibrary } from '../library-filter.js';
import { importFile, type ImportReport } from './index.js';
import { indexClauses } from '../../assistant/clause-passages.js';
import { retrieve } from '../../assistant/retrieval.js';

/**
 * The further laws and the food regulatory documents as a specialist finds them: counts per
 * library and module, and documents checked by title, validity and clause against their texts
 * (化妆品监督管理条例 has 80 articles, 饲料和饲料添加剂管理条例 51; 食品标识监督管理办法 is in force 2027-03-16).
 */
const dir = loadConfig().publicDataDir;
const files = [
  'cn_food_safety_standards.csv',
  'cn_food_laws_lawrefbook.jsonl',
  'cn_regulations_lawrefbook_additional.jsonl',
  'cn_food_regulatory_docs_foodreg.jsonl',
];
let t: TestApp;
const reports = new Map<string, ImportReport>();
beforeAll(async () => {
  t = await testApp();
  for (const f of files) reports.set(f, await importFile(t.database, path.join(dir, f)));
}, 600_000);
afterAll(() => t?.close());

const rows = <T>(q: ReturnType<typeof sql>) => t.database.rows<T>(q);
const doc = async (title: string) =>
  (
    await rows<{
      id: number;
      library: string;
      also_in: string[];
      module: string;
      validity: number;
      implement_date: string | null;
      abolish_date: string | null;
      department: string | null;
      doc_number: string | null;
    }>(sql`select id, library, also_in, module, validity, implement_date::text, abolish_date::text, department, doc_number
      from lib_documents where title = ${title} order by publish_date desc nulls last limit 1`)
  )[0]!;
const titlesIn = async (library: LibraryKey, module: string) =>
  (
    await rows<{ title: string }>(
      sql`select title from lib_documents d where ${inLibrary(library, 'd')} and module = ${module}`,
    )
  ).map((r) => r.title);

describe('the cosmetics, feed and further food rules', () => {
  it('imports all 53 laws and 47 regulatory documents, and a second run changes nothing', async () => {
    expect(reports.get(files[2]!)).toMatchObject({ read: 53, inserted: 53, rejected: [] });
    const freg = reports.get(files[3]!)!;
    expect(freg).toMatchObject({ read: 47, inserted: 47, rejected: [] });
    expect(freg.repaired).toHaveLength(2);
    for (const f of files.slice(2))
      expect(await importFile(t.database, path.join(dir, f))).toMatchObject({ inserted: 0, updated: 0, relations: 0 });
  });

  it('puts cosmetics rules in /rihua and feed rules in /fodder; a shared law is one row in each library', async () => {
    const rihua = await titlesIn('rihua', 'fagui');
    expect(rihua).toEqual(
      expect.arrayContaining(['化妆品监督管理条例', '化妆品卫生监督条例', '化妆品生产经营监督管理办法']),
    );
    const fodder = await titlesIn('fodder', 'fagui');
    expect(fodder).toEqual(expect.arrayContaining(['饲料和饲料添加剂管理条例', '中华人民共和国畜牧法']));
    for (const lib of ['biaofa', 'rihua', 'fodder'] as const)
      for (const title of ['中华人民共和国广告法', '中华人民共和国电子商务法', '中华人民共和国进出口商品检验法'])
        expect(await titlesIn(lib, 'fagui'), `${title} in ${lib}`).toContain(title);
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from lib_documents where title = '中华人民共和国广告法'`,
    );
    expect(n!.n).toBe(1);
    expect(await titlesIn('biaofa', 'fagui')).not.toContain('化妆品监督管理条例');
    console.log(
      `rihua fagui ${rihua.length}, fodder fagui ${fodder.length}, biaofa fagui ${(await titlesIn('biaofa', 'fagui')).length}`,
    );
  });

  it('takes validity from dates and repeal clauses', async () => {
    const old = await doc('化妆品卫生监督条例');
    expect(old).toMatchObject({ library: 'rihua', validity: 3, abolish_date: '2021-01-01' });
    const now = await doc('化妆品监督管理条例');
    expect(now).toMatchObject({ validity: 2, implement_date: '2021-01-01' });
    const [link] = await rows<{ n: number }>(
      sql`select count(*)::int as n from lib_doc_relations where kind = 'replaces' and from_id = ${now.id} and to_id = ${old.id}`,
    );
    expect(link!.n).toBe(1);
    expect(await doc('食品标识监督管理办法')).toMatchObject({
      library: 'biaofa',
      module: 'fagui',
      validity: 1,
      implement_date: '2027-03-16',
      department: '国家市场监督管理总局',
      doc_number: '国家市场监督管理总局令第100号',
    });
    expect(await doc('中华人民共和国畜牧法')).toMatchObject({ validity: 2 });
  });

  it('files the 12 NHC standard announcements as 标准公告 linked to the standards they publish', async () => {
    const notify = await titlesIn('biaofa', 'standard_notify');
    expect(notify).toHaveLength(12);
    const ann = (
      await rows<{ id: number }>(
        sql`select id from lib_documents where module = 'standard_notify' and title like '%GB 2762-2025%'`,
      )
    )[0]!;
    const linked = await rows<{
      n: string;
    }>(sql`select s.doc_number as n from lib_doc_relations r join lib_documents s on s.id = r.to_id
      where r.from_id = ${ann.id} and r.kind = 'related' and s.module = 'biaozhun'`);
    expect(linked.map((l) => l.n)).toEqual(expect.arrayContaining(['GB 2762-2025', 'GB 14881-2025']));
    const [all] = await rows<{
      n: number;
    }>(sql`select count(*)::int as n from lib_doc_relations r join lib_documents a on a.id = r.from_id
      where a.module = 'standard_notify' and r.kind = 'related'`);
    console.log(`standard announcements linked to ${all!.n} standards`);
    expect(all!.n).toBeGreaterThan(300);
  });

  it('files replies as 法规问答 with their issuer and date, none invented', async () => {
    const qa = await rows<{ title: string; department: string | null; publish_date: string | null }>(
      sql`select title, department, publish_date::text from lib_documents where source_key like 'freg:%' and module = 'statuteQA'`,
    );
    expect(qa.length).toBeGreaterThanOrEqual(28);
    expect(qa.find((q) => q.title === '绿色食品标签标识')).toMatchObject({
      department: '卫生部办公厅农业部办公厅',
      publish_date: '2013-02-16',
    });
    expect(qa.find((q) => q.title === '地方监管答复汇总')).toMatchObject({ department: null, publish_date: null });
  });

  it('splits the new texts into addressable articles', async () => {
    const law = await ensureClauses(t.database, (await doc('化妆品监督管理条例')).id);
    expect(law).toHaveLength(80);
    expect(law[0]!.anchor).toBe('art-1');
    expect(law.find((c) => c.anchor === 'art-28')!.text).toContain('化妆品注册人、备案人');
    // 令第100号 has 54 articles; nine are headed with a bracketed subject (第十三条（字体字高要求）).
    const order = (await ensureClauses(t.database, (await doc('食品标识监督管理办法')).id)).filter((c) =>
      c.anchor.startsWith('art-'),
    );
    expect(order).toHaveLength(54);
    expect(order.find((c) => c.anchor === 'art-13')!.text).toContain('1.8毫米');
    expect(order.find((c) => c.anchor === 'art-54')!.text).toContain('《食品标识管理规定》');
    const feed = await ensureClauses(t.database, (await doc('饲料和饲料添加剂管理条例')).id);
    expect(feed).toHaveLength(51);
  });

  it('lets the assistant answer 化妆品注册人的义务 from 化妆品监督管理条例 with its article', async () => {
    const law = await doc('化妆品监督管理条例');
    await indexClauses(t.database, [law.id]);
    const found = await retrieve(t.database, {
      question: '化妆品注册人的义务',
      reader: { isSuper: false, rights: new Set(['rihua', 'rihua_fagui']) },
    });
    const top = found.passages.slice(0, 5);
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((p) => p.source_title.includes('化妆品监督管理条例'))).toBe(true);
    expect(top[0]!.anchor).toMatch(/^art-\d+$/);
    console.log(`assistant top 5: ${top.map((p) => p.anchor).join(', ')}`);
    // A member without the cosmetics right is not answered from it.
    const other = await retrieve(t.database, {
      question: '化妆品注册人的义务',
      reader: { isSuper: false, rights: new Set(['biaofa', 'fagui']) },
    });
    expect(other.passages.filter((p) => p.doc_id === law.id)).toEqual([]);
  });

  it('answers a cosmetics member from 广告法, a food-library law shown in the cosmetics library too', async () => {
    const law = await doc('中华人民共和国广告法');
    await indexClauses(t.database, [law.id]);
    const ask = (rights: string[]) =>
      retrieve(t.database, { question: '广告法 虚假广告 的认定', reader: { isSuper: false, rights: new Set(rights) } });
    const cosmetics = await ask(['rihua', 'rihua_fagui']);
    expect(cosmetics.passages.some((p) => p.doc_id === law.id && /^art-\d+$/.test(p.anchor ?? ''))).toBe(true);
    // The library alone is not enough: the laws module's right in a library showing the law is.
    const libraryOnly = await ask(['rihua']);
    expect(libraryOnly.passages.filter((p) => p.doc_id === law.id)).toEqual([]);
  });
});
