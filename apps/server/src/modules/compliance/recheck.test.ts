import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { testDatabase } from '../../test/harness.js';
import { createCustomer } from '../../test/factories.js';
import { saveDocument } from '../library/editor.service.js';
import { ensureClauses } from '../clauses/index.js';
import { useFixedClock } from '../../lib/clock.js';
import { refreshStatuses } from '../../jobs/label-refresh.js';
import { recheckReplacedEditions, registerRecheck } from './recheck.js';

const body = (sections: string[]) => ['前言', ...sections].join('\n');
const first = '1 范围\n1.1 本标准适用于预包装食品，企业应当建立记录。';
const second = '2 指标\n2.1 食品中铅限量为0.2 mg/kg。';

/** A customer's compliant item on an obligation resting on clause 2.1 of `docId`. */
async function compliantItemOn(database: Database, docId: number, code: string): Promise<number> {
  const customerId = (await createCustomer(database.db)).id;
  const [o] = await database.rows<{ id: number }>(
    sql`insert into cmp_obligations (code, title, requirement, kind) values (${code}, '铅限量', '要求', 'mandatory') returning id`,
  );
  await database.rows(
    sql`insert into cmp_obligation_clauses (obligation_id, doc_id, anchor) values (${o!.id}, ${docId}, 'sec-2.1')`,
  );
  const [item] = await database.rows<{ id: number }>(
    sql`insert into cmp_items (customer_id, obligation_id, status) values (${customerId}, ${o!.id}, 'compliant') returning id`,
  );
  return item!.id;
}

/** The re-check's set-based statement on its less common paths: a removed clause and an abolition. */
describe('re-check of the items resting on a changed document', () => {
  let database: Database;
  let docId: number;
  let itemId: number;

  beforeAll(async () => {
    database = await testDatabase();
    registerRecheck();
    docId = (
      await saveDocument(database, {
        library: 'biaofa',
        module: 'biaozhun',
        title: '重新核对测试标准',
        docNumber: 'GB 99997-2026',
        body: body([first, second]),
        implementDate: '2026-12-01',
        validity: 2,
      })
    ).id;
    expect((await ensureClauses(database, docId)).map((c) => c.anchor)).toContain('sec-2.1');
    itemId = await compliantItemOn(database, docId, 'T-1');
  });
  afterAll(async () => database.close());

  const updates = () =>
    database.rows<{ cause: string; change: string; substantive: boolean; newHash: string }>(
      sql`select cause, change, substantive, new_hash as "newHash" from cmp_updates where item_id = ${itemId} order by id`,
    );

  it('a removed clause (the only change, with no new hash) sends its items to review', async () => {
    await saveDocument(database, { id: docId, body: body([first]) });
    expect(await updates()).toEqual([{ cause: 'content', change: 'removed', substantive: true, newHash: '' }]);
    const [row] = await database.rows<{ status: string }>(sql`select status from cmp_items where id = ${itemId}`);
    expect(row!.status).toBe('review');
    const history = await database.rows(sql`select 1 from cmp_item_history where item_id = ${itemId}`);
    expect(history).toHaveLength(1);
  });

  it('an abolished document flags every item on it once', async () => {
    await saveDocument(database, { id: docId, validity: 3 });
    expect((await updates()).map((u) => u.cause)).toEqual(['content', 'abolished']);
    // Already under review: no second history row.
    const history = await database.rows(sql`select 1 from cmp_item_history where item_id = ${itemId}`);
    expect(history).toHaveLength(1);
  });
});

/** An edition replaced by date: no editor links anything, the newer edition's day simply comes. */
describe('obligations resting on an edition whose replacement takes effect', () => {
  let database: Database;
  let itemId: number;
  let restore: () => void = () => {};

  beforeAll(async () => {
    database = await testDatabase();
    const edition = async (docNumber: string, implementDate: string) =>
      (
        await saveDocument(database, {
          library: 'biaofa',
          module: 'biaozhun',
          title: '食品安全国家标准 替代测试',
          docNumber,
          body: body([second]),
          implementDate,
          validity: 2,
        })
      ).id;
    const older = await edition('GB 99996-2022', '2023-06-30');
    const newer = await edition('GB 99996-2025', '2026-09-02');
    await database.rows(
      sql`insert into lib_doc_relations (from_id, to_id, kind) values (${newer}, ${older}, 'replaces') on conflict do nothing`,
    );
    await ensureClauses(database, older);
    itemId = await compliantItemOn(database, older, 'T-2');
  });
  afterAll(async () => {
    restore();
    await database.close();
  });

  const state = async () => ({
    updates: await database.rows<{ cause: string; effectiveDate: string }>(
      sql`select cause, effective_date::text as "effectiveDate" from cmp_updates where item_id = ${itemId} order by id`,
    ),
    status: (await database.rows<{ status: string }>(sql`select status from cmp_items where id = ${itemId}`))[0]!
      .status,
  });
  const refreshOn = async (instant: string) => {
    restore();
    restore = useFixedClock(instant);
    return refreshStatuses(database);
  };

  it('stays as it is the day before the newer edition takes effect (China time)', async () => {
    // 2026-09-01 23:30 in Shanghai is 15:30 UTC: still the day before.
    await refreshOn('2026-09-01T23:30:00+08:00');
    expect(await state()).toEqual({ updates: [], status: 'compliant' });
  });

  it('goes to review on the day the replacement takes effect, once', async () => {
    const report = await refreshOn('2026-09-02T00:30:00+08:00');
    expect(report).toContain('obligations on replaced editions to review 1');
    expect(await state()).toEqual({ updates: [{ cause: 'replaced', effectiveDate: '2026-09-02' }], status: 'review' });
    await refreshOn('2026-09-03T09:00:00+08:00');
    expect((await state()).updates).toHaveLength(1);
    const history = await database.rows(sql`select 1 from cmp_item_history where item_id = ${itemId}`);
    expect(history).toHaveLength(1);
  });

  it('a decided update is not raised again by later runs', async () => {
    await database.rows(sql`update cmp_updates set decision = 'accepted' where item_id = ${itemId}`);
    await database.rows(sql`update cmp_items set status = 'compliant' where id = ${itemId}`);
    expect(await recheckReplacedEditions(database, '2026-09-10')).toBe(0);
    expect(await state()).toMatchObject({ status: 'compliant' });
  });
});
