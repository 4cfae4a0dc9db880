import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/harness.js';

describe('the API skeleton', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('answers health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toMatchObject({ code: 1, data: { db: process.env.TEST_DB ?? 'pglite' } });
  });

  it('answers an unknown API path with 404 and the lost-page message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing/here', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('抱歉，您访问的页面丢失了');
  });

  it('runs a transaction in the database worker and sees its result', async () => {
    const { sql } = await import('drizzle-orm');
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`create table tx_probe (n int)`);
      await tx.execute(sql`insert into tx_probe values (1)`);
    });
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into tx_probe values (2)`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const rows = await t.database.rows<{ n: number }>(sql`select n from tx_probe`);
    expect(rows).toEqual([{ n: 1 }]);
  });
});
