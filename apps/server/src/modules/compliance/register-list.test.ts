import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { testDatabase } from '../../test/harness.js';
import { createCustomer, createMember } from '../../test/factories.js';
import { listRegister, type ListQuery } from './register.service.js';

/**
 * The register list's indexed paths (migration 0025) against the plain query they replace:
 * the keyword through the pieces index, the code copied onto the items, and pages past the
 * middle read from the far end must give exactly the rows the straightforward join gives.
 */
describe('register list on its indexes', () => {
  let database: Database;
  let customerId: number;
  let ownerId: number;
  const titles = ['进货查验记录', '出厂检验记录', '食品安全管理人员', 'Recall 召回 Plan', '50%_折扣\\说明', '召回'];

  beforeAll(async () => {
    database = await testDatabase();
    customerId = (await createCustomer(database.db)).id;
    const otherCustomer = (await createCustomer(database.db)).id;
    ownerId = (await createMember(database.db, { customerId })).id;
    // 75 obligations; codes repeat (ties broken by item id) and some are empty.
    await database.rows(sql`insert into cmp_obligations (code, title, requirement, kind)
      select case when g % 7 = 0 then '' else 'OB-' || (g % 23) end, (array[${sql.join(
        titles.map((t) => sql`${t}`),
        sql`, `,
      )}])[1 + g % ${titles.length}] || ' ' || g, '要求', case when g % 3 = 0 then 'recommended' else 'mandatory' end
      from generate_series(1, 75) g`);
    for (const c of [customerId, otherCustomer])
      await database.rows(sql`insert into cmp_items (customer_id, obligation_id, status, owner_id, next_review)
        select ${c}, id, (array['unassessed','applicable','compliant','noncompliant'])[1 + id % 4],
          case when id % 2 = 0 and ${c}::int = ${customerId}::int then ${ownerId}::int end,
          case when id % 5 = 0 then null else date '2027-01-01' + (id % 11) end
        from cmp_obligations`);
  });
  afterAll(async () => database.close());

  /** The straightforward query: join, filter with ILIKE, sort, offset; a member's own items are theirs and the unowned. */
  const reference = async (q: ListQuery, mineOf?: number) => {
    const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const column =
      { code: sql`o.code`, nextReview: sql`i.next_review`, status: sql`i.status` }[q.sort ?? ''] ?? sql`i.id`;
    const dir = sql.raw(q.order === 'asc' ? 'asc' : 'desc');
    const where = sql`i.customer_id = ${customerId}
      ${mineOf ? sql`and (i.owner_id = ${mineOf} or i.owner_id is null)` : sql``}
      ${q.status ? sql`and i.status = ${q.status}` : sql``}
      ${q.kind ? sql`and o.kind = ${q.kind}` : sql``}
      ${like ? sql`and (o.title ilike ${like} or o.code ilike ${like})` : sql``}`;
    const rows = await database.rows<{
      id: number;
    }>(sql`select i.id from cmp_items i join cmp_obligations o on o.id = i.obligation_id
      where ${where} order by ${column} ${dir}, i.id ${dir} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
    const [count] = await database.rows<{ n: number }>(
      sql`select count(*)::int as n from cmp_items i join cmp_obligations o on o.id = i.obligation_id where ${where}`,
    );
    return { ids: rows.map((r) => r.id), total: count!.n };
  };

  const same = async (q: ListQuery, mineOf?: number) => {
    const got = await listRegister(database, customerId, q, mineOf);
    const want = await reference(q, mineOf);
    expect({ ids: got.list.map((i) => i.id), total: got.total }, JSON.stringify(q)).toEqual(want);
    return got;
  };

  it('gives every page of every sort as the plain query does, from either end', async () => {
    for (const sort of [undefined, 'code', 'nextReview', 'status'])
      for (const order of ['asc', 'desc'] as const)
        for (let page = 1; page <= 9; page++) await same({ page, pageSize: 10, sort, order });
    for (let page = 1; page <= 5; page++) {
      await same({ page, pageSize: 7, sort: 'code', order: 'asc', status: 'compliant' });
      await same({ page, pageSize: 7, sort: 'nextReview', order: 'desc' }, ownerId);
      await same({ page, pageSize: 4, sort: 'code', order: 'desc', kind: 'recommended' });
    }
  });

  it('finds by keyword exactly as ILIKE on title or code does', async () => {
    for (const keyword of [
      '召回',
      '回',
      'recall',
      'RECALL PLAN',
      'ob-1',
      'OB-12',
      '记录 1',
      '%_',
      '\\',
      '%',
      'x',
      '检验记录 7',
      '不存在',
    ])
      for (const sort of [undefined, 'code'])
        for (let page = 1; page <= 3; page++) await same({ page, pageSize: 5, sort, order: 'asc', keyword });
    expect((await same({ page: 1, pageSize: 50, keyword: '召回' })).total).toBe(25);
  });

  it('keeps the copied code when an obligation is renamed', async () => {
    await database.rows(sql`update cmp_obligations set code = 'ZZ-' || id where id % 10 = 1`);
    for (const order of ['asc', 'desc'] as const)
      for (let page = 1; page <= 8; page++) await same({ page, pageSize: 10, sort: 'code', order });
    await same({ page: 1, pageSize: 10, keyword: 'zz-' });
  });
});
