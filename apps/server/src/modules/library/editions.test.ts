import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/harness.js';
import { seedLibrary, noDemoDocuments } from '../../seed/library.js';
import { labelRefreshJob } from '../../jobs/label-refresh.js';
import { editionState } from './editions.js';
import { replaceChain } from './detail.service.js';
import { today } from './dates.js';

const edition = (key: string, implementDate: string | null, validity = 2) => ({
  id: 0,
  library: 'biaofa',
  code: key.replace(/-\d{4}$/, ''),
  key,
  validity,
  publishDate: null,
  implementDate,
  abolishDate: null,
});

describe('edition states', () => {
  it('replaces an edition from the day its successor takes effect, and not before', () => {
    const [a, b] = [edition('GB1-2017', '2017-09-17'), edition('GB1-2022', '2023-06-30', 1)];
    expect(editionState(a, [b], '2023-06-29')).toEqual({ validity: 2, abolishDate: '2023-06-30' });
    expect(editionState(a, [b], '2023-06-30')).toEqual({ validity: 3, abolishDate: '2023-06-30' });
    expect(editionState(b, [], '2023-06-29')).toEqual({ validity: 1, abolishDate: null });
  });
  it('takes a successor the source calls current as in force even without dates', () => {
    expect(editionState(edition('GB1-2013', '2014-06-01'), [edition('GB1-2025', null, 2)], '2026-01-01').validity).toBe(
      3,
    );
    expect(editionState(edition('GB1-2013', '2014-06-01'), [edition('GB1-2025', null, 1)], '2026-01-01').validity).toBe(
      2,
    );
  });
});

/** The product's content from the repository's data/ alone (no generated documents). */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await seedLibrary(t.database, t.config, noDemoDocuments);
}, 600_000);
afterAll(() => t?.close());

const byNumber = async (n: string) => {
  const [d] = await t.database.rows<{ id: number; validity: number; abolishDate: string | null }>(
    sql`select id, validity, abolish_date::text as "abolishDate" from lib_documents where number_key = ${n}`,
  );
  return d!;
};
const inForce = async (chainOf: string) => {
  const chain = await replaceChain(t.database.db, (await byNumber(chainOf)).id);
  const rows = await t.database.rows<{ id: number; key: string; validity: number }>(
    sql`select id, number_key as key, validity from lib_documents where id in (${sql.join(
      chain.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  const key = new Map(rows.map((r) => [r.id, r]));
  return {
    chain: chain.map((i) => key.get(i)!.key),
    current: chain
      .map((i) => key.get(i)!)
      .filter((r) => [2, 6, 8].includes(r.validity))
      .map((r) => r.key),
  };
};

describe('editions on the real data', () => {
  it('never has two editions of one standard in force at once', async () => {
    const twice = await t.database.rows(sql`select library, number_code from lib_documents
      where module = 'biaozhun' and number_key is not null and validity in (2, 6, 8) group by 1, 2 having count(*) > 1`);
    expect(twice).toEqual([]);
  });

  it('walks the chains of GB 2760, GB 2762, GB 14881 and GB 5009.12 to the edition in force', async () => {
    expect(await inForce('GB2760-2011')).toEqual({
      chain: ['GB2760-2011', 'GB2760-2014', 'GB2760-2024'],
      current: ['GB2760-2024'],
    });
    // The first link is the edition the withdrawn list says GB 2762-2017 replaced on 2017-09-17 (no number in the data).
    expect(await inForce('GB2762-2017')).toEqual({
      chain: [null, 'GB2762-2017', 'GB2762-2022', 'GB2762-2025'],
      current: ['GB2762-2025'],
    });
    expect(await inForce('GB14881-2013')).toEqual({
      chain: ['GB14881-2013', 'GB14881-2025'],
      current: ['GB14881-2025'],
    });
    // Withdrawn list: 食品中铅的测定 replaced 2017-10-06 (the edition before -2017, no number in the data) and 2024-03-06 (-2017).
    expect(await inForce('GB5009.12-2017')).toEqual({
      chain: [null, 'GB5009.12-2017', 'GB5009.12-2023'],
      current: ['GB5009.12-2023'],
    });
    expect(await byNumber('GB2762-2022')).toMatchObject({ validity: 3, abolishDate: '2026-09-02' });
  });

  it('keeps a predecessor current while its successor is published but not implemented', async () => {
    // GB 7718-2025 takes effect on 2027-03-16.
    expect(await byNumber('GB7718-2011')).toMatchObject({ validity: 2, abolishDate: '2027-03-16' });
    expect(await byNumber('GB7718-2025')).toMatchObject({ validity: 1 });
  });

  it('changes statuses on the right day in the daily job (injected clock)', async () => {
    const run = (day: string) =>
      labelRefreshJob({ database: t.database, config: t.config, params: {}, at: new Date(`${day}T00:05:00`) });
    await run('2027-03-15');
    expect((await byNumber('GB7718-2011')).validity).toBe(2);
    expect((await byNumber('GB28050-2011')).validity).toBe(2);
    await run('2027-03-16');
    expect(await byNumber('GB7718-2011')).toMatchObject({ validity: 3, abolishDate: '2027-03-16' });
    expect((await byNumber('GB7718-2025')).validity).toBe(2);
    expect((await byNumber('GB28050-2025')).validity).toBe(2);
    // Back to the day before GB 2762-2025 took effect: 2022 is in force again, 2025 waits.
    await run('2026-09-01');
    expect(await byNumber('GB2762-2022')).toMatchObject({ validity: 2, abolishDate: '2026-09-02' });
    expect((await byNumber('GB2762-2025')).validity).toBe(1);
    await run(today());
  });

  it('gives GB product standards their real text, searchable in full text, and leaves unreadable texts out', async () => {
    const soy = await t.database.rows<{ n: string; len: number }>(
      sql`select doc_number as n, length(body) as len from lib_documents where number_key in ('GB2717-2018', 'GB/T18186-2000')`,
    );
    expect(soy.map((r) => r.n).sort()).toEqual(['GB 2717-2018', 'GB/T 18186-2000']);
    expect(soy.every((r) => r.len > 1000)).toBe(true);
    const hits = await t.database.rows<{ n: string }>(
      sql`select doc_number as n from lib_documents where body_tsv @@ to_tsquery('simple', '酱油') and module = 'biaozhun'`,
    );
    expect(hits.map((h) => h.n)).toEqual(expect.arrayContaining(['GB 2717-2018', 'GB/T 18186-2000']));
    // GB 8953-2018's PDF extraction is font-encoding garbage: no body, never indexed.
    const [garbled] = await t.database.rows<{ body: string }>(
      sql`select body from lib_documents where number_key = 'GB8953-2018'`,
    );
    expect(garbled?.body ?? '').not.toMatch(/[\uac00-\ud7af]/);
    const [exam] = await t.database.rows<{ body: string }>(
      sql`select body from lib_documents where number_key = 'GB/T1534-2026'`,
    );
    expect(exam?.body ?? '').not.toContain('考研');
  });

  it('generates no document number: every standard and law comes from data/ or the curated list', async () => {
    const [n] = await t.database.rows<{ standards: number; laws: number; demo: number }>(sql`select
      count(*) filter (where module = 'biaozhun')::int as standards, count(*) filter (where module = 'fagui')::int as laws,
      count(*) filter (where doc_number like 'DEMO-%' or title like '【演示】%')::int as demo from lib_documents where library = 'biaofa'`);
    // Each withdrawn-list row joined to its edition is that edition, not a document of its own.
    expect(n!.standards).toBeGreaterThanOrEqual(1750);
    expect(n!.laws).toBeGreaterThanOrEqual(40);
    expect(n!.demo).toBe(0);
  });
});
