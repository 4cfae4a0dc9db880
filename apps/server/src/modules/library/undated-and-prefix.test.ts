import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryApp } from './test-kit.js';
import { insertDocuments } from './documents.repo.js';
import { libSubjectDocs, libSubjects } from '../../db/schema/index.js';
import { today } from './dates.js';

/**
 * Issue 15, "Sloppy": sorting 发布日期 descending put undated rows first, and a number prefix
 * typed part way ("DB17", "DB13") found nothing. The demo catalogue holds no local (DB)
 * standards, so this file writes two, and undated documents in every list that sorts by date.
 */
let k: Awaited<ReturnType<typeof libraryApp>>;
let auth: object;
let subjectId: number;
const industry = '测试行业（无日期）';
const province = '测试省';
beforeAll(async () => {
  k = await libraryApp();
  auth = (await k.member(['biaofa', 'search', 'biaozhun', 'fagui', 'attributes', 'special', 'collection'])).auth;
  const doc = (title: string, docNumber: string | null, publishDate: string | null) => ({
    library: 'biaofa' as const,
    module: 'biaozhun' as const,
    title,
    docNumber,
    publishDate,
    industry,
    province,
    validity: 1,
  });
  const ids = await insertDocuments(k.database.db, [
    doc('河北省地方标准 测试食品', 'DB13/T 5901-2024', '2024-05-01'),
    doc('宁夏回族自治区地方标准 测试食品', 'DB17/T 5902-2023', '2023-05-01'),
    doc('未注明发布日期的测试标准甲', 'DB13/T 5903-2022', null),
    doc('未注明发布日期的测试标准乙', null, null),
    doc('有发布日期的测试标准', null, '2001-01-01'),
  ]);
  // Implemented today, in no industry or province: the 本月实施 state list holds undated rows too.
  const implemented = (title: string, publishDate: string | null) => ({
    ...doc(title, null, publishDate),
    industry: null,
    province: null,
    implementDate: today(),
  });
  ids.push(
    ...(await insertDocuments(k.database.db, [
      implemented('本月实施的测试标准（未注明发布日期）', null),
      implemented('本月实施的测试标准（2019年发布）', '2019-03-01'),
      implemented('本月实施的测试标准（2025年发布）', '2025-02-01'),
    ])),
  );
  const [subject] = await k.database.db
    .insert(libSubjects)
    .values({ library: 'biaofa', title: '测试专题（无日期）', date: '2024-01-01' })
    .returning({ id: libSubjects.id });
  subjectId = subject!.id;
  await k.database.db.insert(libSubjectDocs).values(ids.map((docId) => ({ subjectId, docId })));
  for (const itemid of ids) await k.json('favoriteAdd', 'biaofa', { itemid }, auth);
}, 120_000);
afterAll(() => k?.close());

type Row = { id: number; docNumber: string | null; title: string; publishDate: string | null };
const search = (body: Record<string, unknown>) => k.json('search', 'biaofa', { pageSize: 10, ...body }, auth);

/** Every row of a paged list call, in its order. */
async function all(read: (page: number) => Promise<{ data: { list: Row[]; total: number } }>) {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const r = await read(page);
    rows.push(...r.data.list);
    if (rows.length >= r.data.total || r.data.list.length === 0) return rows;
  }
}

/** Dated rows first (newest first when `order` is desc), every undated row after them. */
function expectUndatedLast(rows: Row[], order: 'asc' | 'desc') {
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length); // pages neither overlap nor skip
  const dates = rows.map((r) => r.publishDate);
  const dated = dates.filter((d): d is string => d !== null);
  expect(dated.length).toBeLessThan(dates.length); // the list does hold undated rows
  expect(dates.slice(0, dated.length)).toEqual(dated);
  expect(dated).toEqual(order === 'asc' ? [...dated].sort() : [...dated].sort().reverse());
}

describe('a number prefix finds the numbers it begins', () => {
  it.each([
    ['DB13', ['DB13/T 5901-2024', 'DB13/T 5903-2022']],
    ['DB17', ['DB17/T 5902-2023']],
    ['db 13', ['DB13/T 5901-2024', 'DB13/T 5903-2022']],
  ])('%s', async (keyword, numbers) => {
    for (const fullLibrary of [false, true]) {
      const r = await search({ keyword, fullLibrary });
      expect(r.code, r.msg).toBe(1);
      const found = (r.data.list as Row[]).map((d) => d.docNumber);
      expect(found, `fullLibrary ${fullLibrary}`).toEqual(expect.arrayContaining(numbers));
      // Only numbers it begins: DB13 does not bring DB17 along.
      expect(found.every((n) => n?.replace(/\s/g, '').startsWith(keyword.replace(/\s/g, '').toUpperCase()))).toBe(true);
    }
  });
});

describe('undated documents come last when a list is sorted by date', () => {
  it('unified search, 发布日期 clicked descending and ascending', async () => {
    for (const order of ['desc', 'asc'] as const) {
      const rows = await all((page) =>
        search({ fullLibrary: true, sort: 'publishDate', order, page, pageSize: 100, keyword: '测试' }),
      );
      expectUndatedLast(rows, order);
    }
    // Over the whole library: the first page holds no undated row, the last page ends with them.
    const first = await search({ fullLibrary: true, sort: 'publishDate', order: 'desc', pageSize: 20 });
    expect((first.data.list as Row[]).every((r) => r.publishDate !== null)).toBe(true);
    const last = Math.ceil(first.data.total / 20);
    const end = await search({ fullLibrary: true, sort: 'publishDate', order: 'desc', pageSize: 20, page: last });
    expect((end.data.list as Row[]).at(-1)!.publishDate).toBeNull();
  });

  it('the industry list (行业检索) and a province list (地图) read newest first, undated last', async () => {
    const byIndustry = await all((page) => k.json('industrySearch', 'biaofa', { industry, page, pageSize: 2 }, auth));
    expect(byIndustry).toHaveLength(5);
    expectUndatedLast(byIndustry, 'desc');
    const byProvince = await all((page) => k.json('mapDetail', 'biaofa', { province, page, pageSize: 2 }, auth));
    expect(byProvince).toHaveLength(5);
    expectUndatedLast(byProvince, 'desc');
  });
});

describe('a clicked 发布日期 header sorts every document list both ways, undated last', () => {
  type Read = (body: Record<string, unknown>) => Promise<{ data: { list: Row[]; total: number } }>;
  const lists: Record<string, Read> = {
    'industry list (行业检索)': (body) => k.json('industrySearch', 'biaofa', { industry, ...body }, auth),
    'province list (地图)': (body) => k.json('mapDetail', 'biaofa', { province, ...body }, auth),
    'topic detail (专题)': async (body) => {
      const r = await k.json('subjectDetail', 'biaofa', { id: subjectId, ...body }, auth);
      return { data: r.data.docs };
    },
    'state list (本月实施)': (body) => k.json('stateList', 'biaofa', { kind: 'monthImplemented', ...body }, auth),
    favourites: (body) => k.json('favoriteList', 'biaofa', body, auth),
  };
  it.each(Object.keys(lists))('%s', async (name) => {
    for (const order of ['asc', 'desc'] as const) {
      const rows = await all((page) => lists[name]!({ sort: 'publishDate', order, page, pageSize: 3 }));
      expectUndatedLast(rows, order);
    }
  });
});
