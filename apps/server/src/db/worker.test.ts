import { describe, expect, it } from 'vitest';
import { TransactionTimeoutError, WorkerPglite } from './worker-client.js';

/** Issue 16, item 13: the embedded database's worker never answers OK to a failed COMMIT and never hangs. */
describe('PGlite worker', () => {
  it('reports a COMMIT that fails (a deferred constraint checked at commit)', async () => {
    const client = await WorkerPglite.start();
    try {
      await client.exec('create table t (id int, constraint t_uq unique (id) deferrable initially deferred)');
      const tx = client.transaction(async (c) => {
        await c.query('insert into t values (1)');
        await c.query('insert into t values (1)');
      });
      await expect(tx).rejects.toThrow(/t_uq|duplicate|unique/);
      expect((await client.query('select count(*)::int as n from t')).rows).toEqual([{ n: 0 }]);
    } finally {
      await client.close();
    }
  });

  it('a worker killed mid-transaction fails the pending and every later query at once, and reports the crash', async () => {
    let crashed: Error | undefined;
    const client = await WorkerPglite.start(undefined, { onCrash: (e) => (crashed = e) });
    const tx = client.transaction(async (c) => {
      await c.query('select 1');
      await client.killWorker();
      await c.query('select 2');
    });
    await expect(tx).rejects.toThrow(/worker stopped/);
    await expect(client.query('select 1')).rejects.toThrow(/worker stopped/);
    expect(crashed?.message).toMatch(/worker stopped/);
    await client.close();
  });

  it('a transaction left open longer than its timeout is rolled back and the database is free again', async () => {
    const client = await WorkerPglite.start(undefined, { transactionTimeoutMs: 300 });
    try {
      await client.exec('create table u (id int)');
      const tx = client.transaction(async (c) => {
        await c.query('insert into u values (1)');
        await new Promise((r) => setTimeout(r, 1_000));
      });
      await expect(tx).rejects.toBeInstanceOf(TransactionTimeoutError);
      expect((await client.query('select count(*)::int as n from u')).rows).toEqual([{ n: 0 }]);
    } finally {
      await client.close();
    }
  });
});
