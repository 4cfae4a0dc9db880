import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember, memberSession } from '../../test/factories.js';
import { loadConfig } from '../../config.js';
import { importLimitsData } from './import/index.js';

/** A search's lookups are kept between requests, and a write to the limits tables is seen at once. */
const dir = loadConfig().publicDataDir;
const has = existsSync(path.join(dir, 'eu_2023_915_contaminant_limits.csv'));

let t: TestApp;
let auth: { customer_id: number; batoken: string };
beforeAll(async () => {
  t = await testApp();
  if (has) await importLimitsData(t.database, dir);
  auth = (await memberSession(t.database.db, await createMember(t.database.db, { rights: ['whwxl'] }))).auth;
}, 300_000);
afterAll(() => t?.close());

const search = async (body: Record<string, unknown>) =>
  (await t.app.inject({ method: 'POST', url: '/whwxl/limits/search', payload: { ...auth, ...body } })).json() as {
    code: number;
    data: { total: number; list: { id: number }[] };
  };

/** Adds a copy of limit `id` (the counts trigger counts it) and answers the new row's id. */
async function copyLimit(id: number) {
  const [{ columns }] = (await t.database.rows<{ columns: string }>(
    sql`select string_agg(quote_ident(column_name), ',') as columns from information_schema.columns
        where table_name = 'lim_limits' and column_name <> 'id' and table_schema = current_schema()`,
  )) as [{ columns: string }];
  const [row] = await t.database.rows<{ id: number }>(
    sql.raw(
      `insert into lim_limits (${columns}) select ${columns.replace('source_key', "source_key || '#copy'")} from lim_limits where id = ${id} returning id`,
    ),
  );
  return row!.id;
}

describe.skipIf(!has)('kept limits lookups', () => {
  it('answers the same twice, and a new limit for the substance or food counts at once', async () => {
    for (const body of [{ substance: '铅' }, { food: '大米' }]) {
      const first = await search(body);
      expect(first.code).toBe(1);
      expect(first.data.total).toBeGreaterThan(0);
      expect(await search(body)).toEqual(first);
      const added = await copyLimit(first.data.list[0]!.id);
      expect((await search(body)).data.total).toBe(first.data.total + 1);
      await t.database.rows(sql`delete from lim_limits where id = ${added}`);
      expect((await search(body)).data.total).toBe(first.data.total);
    }
  });
});
