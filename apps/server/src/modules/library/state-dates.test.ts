import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/harness.js';
import { insertDocuments } from './documents.repo.js';
import { addDays, today, weekStart } from './dates.js';
import { kit } from './test-kit.js';

/**
 * Issue 15: 本周更新 / 今日更新 counted the day the portal imported a document (update_date),
 * so a first start made the whole catalogue "updated this week". They count the documents' own
 * dates (published, implemented or abolished), and each card's count is its list's total.
 */
let k: ReturnType<typeof kit>;
let auth: object;
const day = today();
const old = '2015-03-01';
beforeAll(async () => {
  k = kit(await testApp());
  const doc = (
    title: string,
    dates: { publishDate?: string; implementDate?: string; abolishDate?: string; validity?: number },
  ) => ({
    library: 'biaofa' as const,
    module: 'biaozhun' as const,
    title,
    docNumber: null,
    validity: 1,
    addDate: day,
    // Every row was imported today: the import date must not make it news.
    updateDate: day,
    publishDate: old,
    ...dates,
  });
  await insertDocuments(k.database.db, [
    doc('旧标准（今天导入）', {}),
    doc('今天发布的标准', { publishDate: day }),
    doc('今天实施的标准', { implementDate: day }),
    doc('今天废止的标准', { abolishDate: day, validity: 3 }),
    doc('下周实施的标准', { implementDate: addDays(weekStart(day), 8) }),
  ]);
  auth = (await k.member(['biaofa'])).auth;
}, 120_000);
afterAll(() => k?.close());

const titles = (r: { data: { list: { title: string }[] } }) => r.data.list.map((d) => d.title).sort();

describe("state cards count the documents' own dates, not the import date", () => {
  it('今日更新 holds the documents published, implemented or abolished today, and nothing imported today', async () => {
    const home = await k.json('home', 'biaofa', {}, auth);
    expect(home.code).toBe(1);
    const list = await k.json('stateList', 'biaofa', { kind: 'todayUpdate', page: 1, pageSize: 20 }, auth);
    expect(titles(list)).toEqual(['今天发布的标准', '今天实施的标准', '今天废止的标准'].sort());
    expect(home.data.states.todayUpdate).toBe(list.data.total);
  });

  it('本周更新 is the same set for this week, its count equal to its list; 本月废止 and 本月实施 read their own dates', async () => {
    const home = await k.json('home', 'biaofa', {}, auth);
    for (const kind of ['weekUpdate', 'monthAbolish', 'monthImplemented'] as const) {
      const list = await k.json('stateList', 'biaofa', { kind, page: 1, pageSize: 20 }, auth);
      expect(home.data.states[kind], kind).toBe(list.data.total);
      expect(titles(list), kind).not.toContain('旧标准（今天导入）');
    }
    const week = await k.json('stateList', 'biaofa', { kind: 'weekUpdate', page: 1, pageSize: 20 }, auth);
    expect(titles(week)).toEqual(expect.arrayContaining(['今天发布的标准', '今天实施的标准', '今天废止的标准']));
    expect(titles(week)).not.toContain('下周实施的标准');
    const abolished = await k.json('stateList', 'biaofa', { kind: 'monthAbolish', page: 1, pageSize: 20 }, auth);
    expect(titles(abolished)).toEqual(['今天废止的标准']);
  });

  it('最新动态 lists by publication date, newest first', async () => {
    const home = await k.json('home', 'biaofa', {}, auth);
    const dates = (home.data.latest as { publishDate: string | null }[]).map((d) => d.publishDate ?? '');
    expect(dates[0]).toBe(day);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
