import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/harness.js';
import { seedLibrary, noDemoDocuments, upkeepWithdrawnJoin } from '../../seed/library.js';
import { labelRefreshJob } from '../../jobs/label-refresh.js';
import { now, resetClock, useFixedClock } from '../../lib/clock.js';
import { reconcileStandards, type ReconcileReport } from './importers/reconcile.js';
import { joinWithdrawn } from './importers/withdrawn-join.js';
import { validityLabel } from './status.js';
import { documentStatuses } from './live-status.js';

/**
 * Issue 23 cases, written from the source texts: the CFSA withdrawn list (cn_food_safety_standards.csv, rows with
 * source cfsa_withdrawn_list), the catalogue rows and the product-standard pages' "代替" lines.
 */
let t: TestApp;
let second: ReconcileReport;
beforeAll(async () => {
  // The day the issue was filed, in China.
  useFixedClock('2026-11-27T10:00:00+08:00');
  t = await testApp();
  await seedLibrary(t.database, t.config, noDemoDocuments);
  second = await reconcileStandards(t.database, t.config.publicDataDir);
}, 600_000);
afterAll(async () => {
  resetClock();
  await t?.close();
});

interface Doc {
  id: number;
  docNumber: string | null;
  validity: number;
  endedBy: string | null;
  implementDate: string | null;
  abolishDate: string | null;
}
const cols = sql`id, doc_number as "docNumber", validity, ended_by as "endedBy", implement_date::text as "implementDate",
  abolish_date::text as "abolishDate"`;
const byNumber = async (key: string) =>
  (await t.database.rows<Doc>(sql`select ${cols} from lib_documents where number_key = ${key}`))[0];
const byTitle = (title: string) =>
  t.database.rows<Doc>(sql`select ${cols} from lib_documents where module = 'biaozhun'
    and replace(title, ' ', '') = ${`食品安全国家标准${title}`} order by implement_date nulls first, id`);
/** The documents a standard replaces (its predecessors). */
const replacedBy = (id: number) =>
  t.database.rows<Doc>(sql`select ${cols} from lib_documents d join lib_doc_relations r on r.to_id = d.id
    where r.from_id = ${id} and r.kind = 'replaces'`);

describe('withdrawn-list rows joined to their editions (shipped data, today 2026-11-27)', () => {
  it('GB 7718-2011 and GB 28050-2011 are one document each, in force until 2027-03-16', async () => {
    const labels = await byTitle('预包装食品标签通则');
    expect(labels.map((d) => [d.docNumber, d.validity])).toEqual([
      ['GB 7718-2011', 2],
      ['GB 7718-2025', 1],
    ]);
    expect(labels[0]).toMatchObject({ abolishDate: '2027-03-16' });
    expect(await byNumber('GB28050-2011')).toMatchObject({ validity: 2, abolishDate: '2027-03-16' });
    expect((await byTitle('预包装食品营养标签通则')).length).toBe(2);
  });

  it('GB 25596-2025 waits for 2027-03-16 (the list gives the day); GB 25596-2010, named by its page, is in force', async () => {
    expect(await byNumber('GB25596-2025')).toMatchObject({ validity: 1, implementDate: '2027-03-16' });
    expect(await byNumber('GB25596-2010')).toMatchObject({ validity: 2, abolishDate: '2027-03-16' });
  });

  it('the earlier GB 29922 (number not in any source) is current until 2027-09-02, replaced by GB 29922-2025', async () => {
    const next = (await byNumber('GB29922-2025'))!;
    expect(next).toMatchObject({ validity: 1, implementDate: '2027-09-02' });
    expect(await replacedBy(next.id)).toMatchObject([{ docNumber: null, validity: 2, abolishDate: '2027-09-02' }]);
  });

  it('GB 14881-2025 takes effect on 2026-09-02 (from the list); GB 14881-2013 is replaced that day', async () => {
    expect(await byNumber('GB14881-2025')).toMatchObject({ validity: 2, implementDate: '2026-09-02' });
    expect(await byNumber('GB14881-2013')).toMatchObject({
      validity: 3,
      endedBy: 'replaced',
      abolishDate: '2026-09-02',
    });
  });

  it('the mycotoxin row withdrawn 2017-09-17 is GB 2761’s earlier edition (GB 2761-2011), replaced by GB 2761-2017', async () => {
    const next = (await byNumber('GB2761-2017'))!;
    expect(await replacedBy(next.id)).toMatchObject([
      { docNumber: 'GB 2761-2011', validity: 3, endedBy: 'replaced', abolishDate: '2017-09-17' },
    ]);
    expect((await byTitle('食品中真菌毒素限量')).map((d) => d.docNumber)).toEqual(['GB 2761-2011', 'GB 2761-2017']);
    expect(validityLabel(3, 'zh-cn', 'replaced')).toBe('被替代');
    expect(validityLabel(3, 'en', 'abolished')).toBe('Abolished');
  });

  it('no document is withdrawn before its withdrawal day, and none in force after it', async () => {
    const early = await t.database.rows(
      sql`select id from lib_documents where validity = 3 and abolish_date > ${'2026-11-27'}::date`,
    );
    expect(early).toEqual([]);
    const late = await t.database.rows(
      sql`select id from lib_documents where module = 'biaozhun' and validity in (2, 8) and abolish_date <= ${'2026-11-27'}::date`,
    );
    expect(late).toEqual([]);
  });

  it('no standard whose latest edition is not yet in force is left without one in force, when the data names the earlier one', async () => {
    const orphans = await t.database.rows<{ code: string }>(sql`
      select d.number_code as code from lib_documents d
      where d.module = 'biaozhun' and d.validity = 1 and d.number_code is not null
        and (exists (select 1 from lib_documents o where o.number_code = d.number_code and o.id <> d.id)
          or exists (select 1 from lib_doc_relations r where r.from_id = d.id and r.kind = 'replaces'))
        and not exists (select 1 from lib_documents o where o.number_code = d.number_code and o.validity in (2, 6, 8))
        and not exists (select 1 from lib_doc_relations r join lib_documents o on o.id = r.to_id
          where r.from_id = d.id and r.kind = 'replaces' and o.validity in (2, 6, 8))`);
    expect(orphans).toEqual([]);
  });

  it('joins or explains every withdrawn-list row; a second run changes nothing', () => {
    expect(second.read).toBe(239);
    expect(second.joined.length + second.unjoined.length).toBe(239);
    expect(second.unjoined.every((u) => u.reason.length > 10)).toBe(true);
    expect(second.statusesChanged).toBe(0);
    // Every row the list calls 被替代 (196) reads 被替代, and so do 废止/被替代 rows whose successor is known.
    expect(second.rowsReplaced).toBeGreaterThanOrEqual(196);
  });

  it('an undated withdrawn row is never joined by guess', () => {
    const { joins } = joinWithdrawn(
      [{ line: 2, seq: '1', title: '食品安全国家标准 X', status: '被替代', date: null }],
      [
        {
          id: 1,
          key: 'GB1-2020',
          code: 'GB1',
          title: '食品安全国家标准 X',
          implementDate: null,
          abolishDate: null,
          publishDate: null,
        },
      ],
      new Map(),
    );
    expect(joins[0]).toMatchObject({ kind: 'unjoined', reason: 'no withdrawal date in the list' });
  });
});

describe('statuses read live', () => {
  it('documentStatuses answers what the documents table says now, with the 被替代 label', async () => {
    const id = (await byNumber('GB14881-2013'))!.id;
    const live = await documentStatuses(t.database, [id, id], 'zh-cn');
    expect(live.get(id)).toMatchObject({
      validity: 3,
      endedBy: 'replaced',
      label: '被替代',
      abolishDate: '2026-09-02',
    });
  });
});

describe('the clock decides the day', () => {
  it('at 2026-09-02 00:30 China time GB 2762-2025 is current and GB 2762-2022 replaced', async () => {
    useFixedClock('2026-09-02T00:30:00+08:00');
    await labelRefreshJob({ database: t.database, config: t.config, params: {}, at: now() });
    expect(await byNumber('GB2762-2025')).toMatchObject({ validity: 2 });
    const old = (await byNumber('GB2762-2022'))!;
    expect(old).toMatchObject({ validity: 3, endedBy: 'replaced', abolishDate: '2026-09-02' });
    expect(validityLabel(old.validity, 'zh-cn', old.endedBy)).toBe('被替代');
    useFixedClock('2026-09-01T23:30:00+08:00');
    await labelRefreshJob({ database: t.database, config: t.config, params: {}, at: now() });
    expect(await byNumber('GB2762-2022')).toMatchObject({ validity: 2 });
    expect(await byNumber('GB2762-2025')).toMatchObject({ validity: 1 });
    useFixedClock('2026-11-27T10:00:00+08:00');
    await labelRefreshJob({ database: t.database, config: t.config, params: {}, at: now() });
  });
});

describe('an installation seeded before the join', () => {
  it('gets the join at its next start, once', async () => {
    // What an older seed left: GB 25596-2025 current with its date withheld, and no record of a join.
    await t.database.rows(sql`delete from sys_params where param_code = 'library_withdrawn_joined_v1'`);
    await t.database.rows(
      sql`update lib_documents set validity = 2, implement_date = null where number_key = 'GB25596-2025'`,
    );
    await t.database.rows(sql`update lib_documents set abolish_date = null where number_key = 'GB25596-2010'`);
    await upkeepWithdrawnJoin(t.database, t.config);
    expect(await byNumber('GB25596-2025')).toMatchObject({ validity: 1, implementDate: '2027-03-16' });
    expect(await byNumber('GB25596-2010')).toMatchObject({ validity: 2, abolishDate: '2027-03-16' });
    const marked = await t.database.rows(
      sql`select 1 from sys_params where param_code = 'library_withdrawn_joined_v1'`,
    );
    expect(marked.length).toBe(1);
    // Marked: the next start costs one query and changes nothing.
    await t.database.rows(sql`update lib_documents set validity = 2 where number_key = 'GB25596-2025'`);
    await upkeepWithdrawnJoin(t.database, t.config);
    expect(await byNumber('GB25596-2025')).toMatchObject({ validity: 2 });
    // The daily rule then puts the date first: not in force before 2027-03-16.
    await labelRefreshJob({ database: t.database, config: t.config, params: {}, at: now() });
    expect(await byNumber('GB25596-2025')).toMatchObject({ validity: 1 });
  });
});
