import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { seedRecords } from '../../seed/records.js';
import { importRasff } from '../records/rasff-import.js';
import { caller, createStaff } from './test-kit.js';
import path from 'node:path';

const calls = api.admin.demoData;

describe('back office: demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
    await seedRecords(t.database, { sampling: 60, penalty: 30, judge: 40, international: 20 });
    // A few real notifications beside the generated ones: they must survive the delete.
    const file = path.join(t.config.publicDataDir, 'eu_rasff_notifications_2024-01_2025-08.csv');
    await importRasff(t.database, file);
  }, 300_000);
  afterAll(() => t?.close());

  it('counts generated rows per module and deletes one module’s in one logged call', async () => {
    const staff = await createStaff(t.database.db, { permissions: ['sys:demo:page', 'sys:demo:delete'] });
    const call = caller(t.app, staff.token);
    const page = await call(calls.page);
    expect(page.code).toBe(1);
    const byModule = Object.fromEntries(page.data.list.map((r: { module: string }) => [r.module, r]));
    expect(byModule.sampling).toMatchObject({ demo: 60, total: 60, title: '食品抽检' });
    expect(byModule.international.demo).toBe(20);
    // 8,413 lines, 27 of them repeat a reference already read (the same notification exported twice).
    expect(byModule.international.total).toBe(8386 + 20);

    const gone = await call(calls.delete, { module: 'international' });
    expect(gone).toMatchObject({ code: 1, data: { module: 'international', deleted: 20 } });
    const [left] = await t.database.rows<{ demo: number; real: number }>(
      sql`select count(*) filter (where demo)::int as demo, count(*) filter (where not demo)::int as real from intl_warnings`,
    );
    expect(left).toMatchObject({ demo: 0, real: byModule.international.total - 20 });
    // The monthly pre-aggregate follows: its counts equal the real rows.
    const [sum] = await t.database.rows<{ n: number }>(
      sql`select coalesce(sum(n), 0)::int as n from record_summary where module = 'international' and grain = 0`,
    );
    expect(sum!.n).toBe(left!.real);

    expect((await call(calls.delete, { module: 'judge' })).data.deleted).toBe(40);
    const [classic] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from judge_classic_cases`);
    expect(classic!.n).toBe(0);
    const [log] = await t.database.rows<{ uri: string }>(
      sql`select request_uri as uri from operation_logs where request_uri like '%demo-data%' order by id desc limit 1`,
    );
    expect(log?.uri).toContain('/admin-api/sys/demo-data');
  });

  it('generates a module’s demo rows again once they are gone, the same rows as the first start', async () => {
    const staff = await createStaff(t.database.db, {
      permissions: ['sys:demo:page', 'sys:demo:delete', 'sys:demo:restore'],
    });
    const call = caller(t.app, staff.token);
    const firstNames = async () =>
      (
        await t.database.rows<{ name: string }>(sql`select case_name as name from penalty_records order by id limit 3`)
      ).map((r) => r.name);
    const before = await firstNames();
    // Some remain: nothing is written.
    expect((await call(calls.restore, { module: 'penalty' })).data.restored).toBe(0);
    expect((await call(calls.delete, { module: 'penalty' })).data.deleted).toBe(30);
    const page = await call(calls.page);
    expect(page.data.list.find((r: { module: string }) => r.module === 'penalty')).toMatchObject({
      demo: 0,
      restorable: 1200,
    });
    const restored = await call(calls.restore, { module: 'penalty' });
    expect(restored).toMatchObject({ code: 1, data: { module: 'penalty', restored: 1200 } });
    expect((await firstNames()).slice(0, 3)).toEqual(before);
    const [sum] = await t.database.rows<{ n: number }>(
      sql`select coalesce(sum(n), 0)::int as n from record_summary where module = 'penalty#demo' and grain = 0`,
    );
    // Generated rows are summed apart from real ones, under '<module>#demo': the real side stays empty.
    expect(sum!.n).toBe(1200);
    const [real] = await t.database.rows<{ n: number }>(
      sql`select coalesce(sum(n), 0)::int as n from record_summary where module = 'penalty' and grain = 0`,
    );
    expect(real!.n).toBe(0);
    // Real-only modules have nothing to generate.
    expect((await call(calls.restore, { module: 'international' })).data.restored).toBe(0);
  }, 300_000);

  it('refuses a staff member without the delete right', async () => {
    const viewer = await createStaff(t.database.db, { permissions: ['sys:demo:page'] });
    const call = caller(t.app, viewer.token);
    expect((await call(calls.page)).code).toBe(1);
    const refused = await call(calls.delete, { module: 'sampling' });
    expect(refused.code).not.toBe(1);
    expect((await call(calls.restore, { module: 'sampling' })).code).not.toBe(1);
    const [n] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from sampling_records where demo`);
    expect(n!.n).toBe(60);
  });
});
