import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { api, fillPath } from '@app/contract';
import { libDocuments } from '../../db/schema/index.js';
import { libraryApp } from './test-kit.js';
import { stateCondition } from './lists.service.js';
import { industryLabel } from './industries.js';

let k: Awaited<ReturnType<typeof libraryApp>>;
let auth: object;
beforeAll(async () => {
  // The real catalogue (data/), so the counts are checked against the documents users see.
  k = await libraryApp({ sharedData: true });
  auth = (await k.member(['biaofa', 'attributes'])).auth;
}, 240_000);
afterAll(() => k?.close());

const d = libDocuments;

describe('本月废止 counts what its card says: documents whose abolish date falls in the month', () => {
  it('matches a plain count of abolish dates in the month, for every month that has one', async () => {
    const months = await k.database.rows<{ month: string; n: number }>(
      sql`select to_char(abolish_date, 'YYYY-MM') as month, count(*)::int as n from lib_documents where library = 'biaofa' and abolish_date is not null group by 1`,
    );
    expect(months.length).toBeGreaterThan(3);
    for (const m of months) {
      const [row] = await k.database.db
        .select({ n: count() })
        .from(d)
        .where(and(eq(d.library, 'biaofa'), stateCondition('monthAbolish', `${m.month}-15`)));
      expect(Number(row?.n), m.month).toBe(m.n);
    }
  });

  it('is 0 for a month in which nothing was abolished (the real catalogue has none in 2026-11)', async () => {
    const [row] = await k.database.db
      .select({ n: count() })
      .from(d)
      .where(and(eq(d.library, 'biaofa'), stateCondition('monthAbolish', '2026-11-23')));
    const direct = await k.database.rows<{ n: number }>(
      sql`select count(*)::int as n from lib_documents where library = 'biaofa' and abolish_date >= '2026-11-01' and abolish_date < '2026-12-01'`,
    );
    expect(Number(row?.n)).toBe(direct[0]?.n);
  });
});

describe('industry facets', () => {
  it('are labelled in English on English pages and keep their Chinese key', async () => {
    const res = await k.call('industrySearch', 'biaofa', { page: 1, pageSize: 1 }, auth);
    const en = await k.app.inject({
      method: 'POST',
      url: fillPath(api.library.industrySearch.path, { library: 'biaofa' }),
      payload: { page: 1, pageSize: 1, ...auth },
      headers: { lang: 'en' },
    });
    const facets = en.json().data.industries as { key: string; label: string }[];
    expect(facets.length).toBeGreaterThan(3);
    for (const f of facets) expect(f.label, f.key).not.toMatch(/[\u4e00-\u9fff]/);
    expect(facets.find((f) => f.key === '食品添加剂')?.label).toBe('Food additives');
    const zh = res.json().data.industries as { key: string; label: string }[];
    expect(zh.every((f) => f.label === f.key)).toBe(true);
    expect(industryLabel('某新行业', 'en')).toBe('某新行业');
  });
});
