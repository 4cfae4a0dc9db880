import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { libraryApp } from './test-kit.js';

let k: Awaited<ReturnType<typeof libraryApp>>;
let auth: object;
beforeAll(async () => {
  k = await libraryApp();
  auth = (await k.member(['biaofa', 'search', 'biaozhun', 'fagui'])).auth;
}, 120_000);
afterAll(() => k?.close());

const search = (body: Record<string, unknown>) => k.json('search', 'biaofa', { pageSize: 10, ...body }, auth);

describe('unified search relevance', () => {
  it.each(['2760', 'GB2760', 'GB 2760-2024', 'gb2760—2024', 'ＧＢ２７６０－２０２４'])(
    '%s finds GB 2760-2024 first',
    async (keyword) => {
      const r = await search({ keyword, fullLibrary: true });
      expect(r.code).toBe(1);
      const first = r.data.list[0];
      expect(
        keyword === '2760' || keyword === 'GB2760' ? first.docNumber.startsWith('GB 2760-') : first.docNumber,
      ).toBeTruthy();
      expect(first.docNumber).toBe('GB 2760-2024');
    },
  );

  it('ranks the exact year first and keeps the other versions after it', async () => {
    const r = await search({ keyword: 'GB 2760-2014' });
    expect(r.data.list[0].docNumber).toBe('GB 2760-2014');
    const all = await search({ keyword: 'GB2760' });
    expect(all.data.list.map((d: { docNumber: string }) => d.docNumber)).toEqual(
      expect.arrayContaining(['GB 2760-2024', 'GB 2760-2014', 'GB 2760-2011']),
    );
    expect(all.data.numberKey).toBe('GB2760');
  });

  it('食品添加剂 finds GB 2760 and highlights the term', async () => {
    const r = await search({ keyword: '食品添加剂', fullLibrary: true, pageSize: 20 });
    expect(r.code).toBe(1);
    const numbers = r.data.list.map((d: { docNumber: string | null }) => d.docNumber);
    expect(numbers).toContain('GB 2760-2024');
    const hit = r.data.list.find((d: { docNumber: string }) => d.docNumber === 'GB 2760-2024');
    expect(hit.titleHighlight).toContain('<em>食品添加剂</em>');
    expect(r.data.facets.module.length).toBeGreaterThan(0);
    expect(r.data.total).toBeGreaterThanOrEqual(r.data.list.length);
  });

  it('full-text mode searches bodies and returns highlighted snippets', async () => {
    const r = await search({ keyword: '进货查验记录', fullText: true, fullLibrary: true });
    expect(r.data.total).toBeGreaterThan(0);
    expect(r.data.list[0].snippet).toContain('<em>');
    const titlesOnly = await search({ keyword: '进货查验记录', fullLibrary: true });
    expect(titlesOnly.data.total).toBeLessThan(r.data.total);
  });

  it('advanced mode combines fields with AND and OR', async () => {
    const and = await search({ mode: 'advanced', docNumber: 'GB 7718', title: '标签', logic: 'and' });
    expect(and.data.list.every((d: { docNumber: string }) => d.docNumber.startsWith('GB 7718'))).toBe(true);
    const or = await search({ mode: 'advanced', docNumber: 'GB 7718', department: '国务院', logic: 'or' });
    expect(or.data.total).toBeGreaterThan(and.data.total);
    const dated = await search({
      mode: 'advanced',
      dates: { implementDate: { from: '2027-03-16', to: '2027-03-16' } },
    });
    expect(dated.data.list.map((d: { docNumber: string }) => d.docNumber)).toEqual(
      expect.arrayContaining(['GB 7718-2025', 'GB 28050-2025']),
    );
    const bad = await search({ mode: 'advanced', dates: { publishDate: { from: '2025-01-02', to: '2025-01-01' } } });
    expect(bad).toMatchObject({ code: 601, msg: '开始日期不能大于结束日期' });
  });

  it('a number prefix (GB276, as typed part way) finds the numbers it begins', async () => {
    const r = await search({ keyword: 'GB276', fullLibrary: true });
    expect(r.data.list.map((d: { docNumber: string }) => d.docNumber)).toEqual(
      expect.arrayContaining(['GB 2760-2024']),
    );
  });

  it('a clicked date column sorts both ways with undated rows last', async () => {
    for (const order of ['desc', 'asc']) {
      const r = await search({ fullLibrary: true, sort: 'publishDate', order, pageSize: 100 });
      const dates = r.data.list.map((d: { publishDate: string | null }) => d.publishDate);
      const dated = dates.filter((x: string | null) => x !== null);
      expect(dates.slice(0, dated.length)).toEqual(dated);
      expect(dated).toEqual(order === 'asc' ? [...dated].sort() : [...dated].sort().reverse());
    }
  });

  it('filters by module, status, quick filter and recent range; sorts by date', async () => {
    const abolished = await search({ modules: ['biaozhun'], status: [3] });
    expect(abolished.data.list.every((d: { status: { validity: number } }) => d.status.validity === 3)).toBe(true);
    const week = await search({ recent: 'week', sortBy: 'date' });
    const dates = week.data.list.map((d: { publishDate: string }) => d.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const newToday = await search({ quick: 'newToday' });
    expect(newToday.code).toBe(1);
  });

  it('refuses full-library search with a category', async () => {
    const r = await search({ keyword: '标准', fullLibrary: true, category: '通用标准' });
    expect(r).toMatchObject({ code: 601, msg: '选择分类后不支持全库检索' });
  });

  it('answers in English with English labels', async () => {
    const res = await k.app.inject({
      method: 'POST',
      url: '/comply/library/biaofa/search',
      payload: { keyword: 'GB 7718-2025', ...auth },
      headers: { 'accept-language': 'en' },
    });
    const r = res.json();
    expect(r.code).toBe(1);
    expect(['To be implemented', '即将实施']).toContain(r.data.list[0].status.label);
  });
});

describe('state lists, home, map, detail', () => {
  it('home counts modules and state lists; state lists page', async () => {
    const home = await k.json('home', 'biaofa', {}, auth);
    expect(home.data.total).toBeGreaterThan(200);
    for (const kind of ['weekBF', 'weekUpdate', 'todayUpdate', 'monthAbolish', 'monthImplemented']) {
      const r = await k.json('stateList', 'biaofa', { kind }, auth);
      expect(r.code).toBe(1);
      expect(r.data.total).toBe(home.data.states[kind]);
    }
  });

  it('map counts provinces by the geojson names', async () => {
    const r = await k.json('map', 'biaofa', {}, auth);
    expect(r.data.provinces).toHaveLength(35);
    const withDocs = r.data.provinces.find((p: { count: number }) => p.count > 0);
    const detail = await k.json('mapDetail', 'biaofa', { province: withDocs.name }, auth);
    expect(detail.data.total).toBe(withDocs.count);
  });

  it('detail walks the replace chain to the current version and lists versions', async () => {
    const r = await k.json('search', 'biaofa', { keyword: 'GB 2760-2014' }, auth);
    const id = r.data.list[0].id;
    const d = await k.json('content', 'biaofa', { itemid: id }, auth, { module: 'biaozhun' });
    expect(d.code).toBe(1);
    expect(d.data.replaceChain.map((c: { docNumber: string }) => c.docNumber)).toEqual([
      'GB 2760-2011',
      'GB 2760-2014',
      'GB 2760-2024',
    ]);
    expect(d.data.current.docNumber).toBe('GB 2760-2024');
    expect(d.data.replacedBy[0].docNumber).toBe('GB 2760-2024');
    expect(d.data.replaces[0].docNumber).toBe('GB 2760-2011');
    expect(d.data.status.validity).toBe(3);
    const wrongModule = await k.json('content', 'biaofa', { itemid: id }, auth, { module: 'fagui' });
    expect(wrongModule).toMatchObject({ code: 601, msg: '记录不存在' });
  });

  it('GB 7718-2011 stays current until its successor takes effect, with that day as its end', async () => {
    const r = await k.json('search', 'biaofa', { keyword: 'GB 7718-2011' }, auth);
    expect(r.data.list[0].status.validity).toBe(2);
    expect(r.data.list[0].abolishDate).toBe('2027-03-16');
  });
});

describe('hostile search input', () => {
  it('any keyword answers 1 or a 601 warning, never a server fault', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), fc.boolean(), async (keyword, fullText) => {
        const r = await search({ keyword, fullText, fullLibrary: true });
        expect([1, 601]).toContain(r.code);
      }),
      { numRuns: 60 },
    );
    for (const kw of ["'", '\\', "a' & b", '!!', '<script>', '％', 'GB/T', '-2024', '食品 & | ! ( )'])
      expect((await search({ keyword: kw })).code).toBe(1);
  });

  it('refuses out-of-range fields with catalogue messages', async () => {
    expect((await search({ pageSize: 1000 })).code).toBe(601);
    expect((await search({ status: [11] })).code).toBe(601);
    expect((await search({ modules: ['nope'] })).code).toBe(601);
    expect((await search({ keyword: 'x'.repeat(201) })).code).toBe(601);
  });
});
