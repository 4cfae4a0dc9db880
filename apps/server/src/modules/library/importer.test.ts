import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/harness.js';
import { loadConfig } from '../../config.js';
import { importFile } from './importers/index.js';
import { sql } from 'drizzle-orm';

const shared = loadConfig().publicDataDir;

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
}, 120_000);
afterAll(() => t?.close());

describe("importers on the repository's data/ files", () => {
  it('imports standards and laws, reports rejected rows, and changes nothing the second time', async () => {
    const std = await importFile(t.database, path.join(shared, 'cn_food_safety_standards.csv'));
    expect(std.read).toBe(1873);
    expect(std.inserted).toBeGreaterThan(1500);
    expect(std.rejected.filter((r) => r.reason.startsWith('standard number lost'))).toHaveLength(70);
    // The withdrawn list's 239 rows are joined to their editions afterwards (reconcile.test.ts).
    expect(std.deferred).toHaveLength(239);
    expect(std.inserted + std.rejected.length + std.deferred!.length).toBe(std.read);
    expect(std.relations).toBeGreaterThan(0);
    const laws = await importFile(t.database, path.join(shared, 'cn_food_laws_lawrefbook.jsonl'));
    expect(laws.read).toBe(40);
    expect(laws.inserted + laws.rejected.length).toBe(40);
    const again = await importFile(t.database, path.join(shared, 'cn_food_safety_standards.csv'));
    expect(again).toMatchObject({ inserted: 0, updated: 0, relations: 0, unchanged: std.inserted });
    const lawsAgain = await importFile(t.database, path.join(shared, 'cn_food_laws_lawrefbook.jsonl'));
    expect(lawsAgain).toMatchObject({ inserted: 0, updated: 0, relations: 0 });
    const [row] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from lib_documents where number_key = 'GB2760-2024'`,
    );
    expect(row!.n).toBe(1);
    const [law] = await t.database.rows<{ validity: number; province: string | null }>(
      sql`select validity, province from lib_documents where title = '上海市食品安全条例'`,
    );
    expect(law).toMatchObject({ validity: 2, province: '上海' });
    // 农药管理条例 2022 replaces the 2017 text
    const links = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from lib_doc_relations r join lib_documents a on a.id = r.from_id where a.title = '农药管理条例'`,
    );
    expect(links[0]!.n).toBe(1);
  }, 120_000);

  it('imports the GB 2760 and GB 9685 lists for safeDb idempotently', async () => {
    const a = await importFile(t.database, path.join(shared, 'gb2760_2024_additive_uses.csv'));
    expect(a.inserted + a.rejected.length).toBe(a.read);
    const again = await importFile(t.database, path.join(shared, 'gb2760_2024_additive_uses.csv'));
    expect(again).toMatchObject({ inserted: 0, updated: 0 });
    const c = await importFile(t.database, path.join(shared, 'gb9685_2016_fcm_additives.csv'));
    expect(c.inserted).toBe(1294);
  }, 120_000);
});

describe('importer refusals', () => {
  it('names the files it knows', async () => {
    await expect(importFile(t.database, '/tmp/whatever.txt')).rejects.toThrow(/no importer/);
  });
});
