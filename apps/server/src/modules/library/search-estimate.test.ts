import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { libraryApp } from './test-kit.js';

// A term matched by more than 20,000 documents gets its total and facets from a page sample,
// flagged as an estimate. The estimate must stay close to the real counts, module by module.
let k: Awaited<ReturnType<typeof libraryApp>>;
let auth: object;
beforeAll(async () => {
  k = await libraryApp();
  auth = (await k.member(['biaofa', 'search', 'biaozhun', 'fagui'])).auth;
  // 24,000 documents naming the term: two in three standards, one in three laws; half current.
  await k.database.rows(sql`
    insert into lib_documents (library, module, module_code, title, title_tsv, validity, body)
    select 'biaofa', m.module, m.code, '食品样本 ' || i, '食品'::tsvector, i % 2, repeat('正文', 200)
    from generate_series(1, 24000) i
    cross join lateral (select case when i % 3 = 0 then 'fagui' else 'biaozhun' end as module) pick
    join (select module, min(module_code) as code from lib_documents group by module) m on m.module = pick.module`);
  await k.database.rows(sql`analyze lib_documents`);
}, 300_000);
afterAll(() => k?.close());

describe('estimated totals of a very common term', () => {
  it('flags the total as estimated and keeps it and each large module facet within 10% of the real count', async () => {
    const exact = await k.database.rows<{ module: string; n: number }>(
      sql`select module, count(*)::int as n from lib_documents where library = 'biaofa' and title_tsv @@ '食品'::tsquery group by module`,
    );
    const exactTotal = exact.reduce((s, r) => s + r.n, 0);
    expect(exactTotal).toBeGreaterThanOrEqual(24000);
    const r = await k.json('search', 'biaofa', { keyword: '食品', fullLibrary: true, pageSize: 10 }, auth);
    expect(r.code).toBe(1);
    expect(r.data.estimated).toBe(true);
    expect(Math.abs(r.data.total - exactTotal) / exactTotal).toBeLessThan(0.1);
    const facet = new Map<string, number>(
      r.data.facets.module.map((f: { key: string; count: number }) => [f.key, f.count]),
    );
    // A module with a handful of matches may fall outside the sample; the large ones may not.
    for (const { module, n } of exact.filter((m) => m.n >= 1000))
      expect(Math.abs((facet.get(module) ?? 0) - n) / n).toBeLessThan(0.1);
    expect(r.data.list).toHaveLength(10);
  });
});
