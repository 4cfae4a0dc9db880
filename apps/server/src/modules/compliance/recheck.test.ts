import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { testDatabase } from '../../test/harness.js';
import { createCustomer } from '../../test/factories.js';
import { saveDocument } from '../library/editor.service.js';
import { ensureClauses } from '../clauses/index.js';
import { registerRecheck } from './recheck.js';

const body = (sections: string[]) => ['前言', ...sections].join('\n');
const first = '1 范围\n1.1 本标准适用于预包装食品，企业应当建立记录。';
const second = '2 指标\n2.1 食品中铅限量为0.2 mg/kg。';

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
    const customerId = (await createCustomer(database.db)).id;
    const [o] = await database.rows<{ id: number }>(
      sql`insert into cmp_obligations (code, title, requirement, kind) values ('T-1', '铅限量', '要求', 'mandatory') returning id`,
    );
    await database.rows(
      sql`insert into cmp_obligation_clauses (obligation_id, doc_id, anchor) values (${o!.id}, ${docId}, 'sec-2.1')`,
    );
    const [item] = await database.rows<{ id: number }>(
      sql`insert into cmp_items (customer_id, obligation_id, status) values (${customerId}, ${o!.id}, 'compliant') returning id`,
    );
    itemId = item!.id;
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
