import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { testDatabase } from '../../test/harness.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { importRasff } from './rasff-import.js';
import { rebuildSummary } from './summary-sql.js';
import { recordTables } from './definitions.js';
import { visualization } from './record-module.js';

/**
 * The RASFF analysis on the shipped notifications (2024-01 to 2025-08-08): the China bar of the
 * origin chart and the China-origin card are one figure (526 held notifications name China, 12 of
 * them beside other countries), and August 2025, held up to the 8th, is drawn as a partial month.
 */
let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  await importRasff(database, path.join(loadConfig().publicDataDir, 'eu_rasff_notifications_2024-01_2025-08.csv'));
  await rebuildSummary(database, recordTables.international);
}, 180_000);
afterAll(async () => database?.close());

describe('RASFF analysis counts', () => {
  it('the China bar equals the China-origin card; a multi-origin notification counts for each country it names', async () => {
    for (const lang of ['zh-cn', 'en'] as const) {
      const v = await visualization(database, recordTables.international, {}, lang);
      const card = v.kpis.find((k) => k.key === 'chinaOrigin')!.value;
      const china = v.charts.find((c) => c.key === 'byOrigin')!.items.find((i) => i.key === 'China')!;
      expect(china.value).toBe(card);
      expect(card).toBe(526);
    }
  });

  it('the month the data stops inside is labelled partial, in both languages', async () => {
    const zh = await visualization(database, recordTables.international, {}, 'zh-cn');
    const trend = zh.charts.find((c) => c.key === 'trend')!.items;
    expect(trend.at(-1)).toMatchObject({ key: '2025-08', label: '2025-08（截至08-08，不完整）' });
    expect(trend.at(-2)!.label).toBe('2025-07');
    const en = await visualization(database, recordTables.international, {}, 'en');
    expect(en.charts.find((c) => c.key === 'trend')!.items.at(-1)!.label).toBe('2025-08 (to 08-08, partial)');
  });
});
