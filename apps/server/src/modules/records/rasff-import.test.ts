import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { testDatabase } from '../../test/harness.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { hazardCategoryOf, importRasff } from './rasff-import.js';

/** The RASFF importer: idempotent, and every rejected row reported with its line and reason. */
let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => database?.close());

const header =
  'reference,category,type,subject,date,notifying_country,classification,risk_decision,distribution,forAttention,forFollowUp,operator,origin,hazards,year,week';
const csv = [
  header,
  '2024.0006,"nuts, nut products and seeds",food,Aflatoxins in pistachios from Türkiye,2024-01-02 10:21:09.000000,Italy,border rejection notification,serious,,Türkiye,,"Italy,Türkiye",Türkiye,"Aflatoxin B1  ,aflatoxin total",2024,1',
  '2024.0100,fruits and vegetables,food,Chlorpyrifos in goji berries from China,2024-01-05 09:00:00.000000,Germany,alert notification,serious,"Germany,Austria",,,Germany,"China,Hong Kong",chlorpyrifos,2024,1',
  ',fruits and vegetables,food,No reference here,2024-01-05 09:00:00.000000,Germany,alert notification,serious,,,,,China,,2024,1',
  '2024.0101,fruits and vegetables,food,Bad date,yesterday,Germany,alert notification,serious,,,,,China,,2024,1',
  '2024.0100,fruits and vegetables,food,Repeated reference,2024-01-06 09:00:00.000000,Germany,alert notification,serious,,,,,China,,2024,1',
  'DROP TABLE intl_warnings;--,x,food,Injected,2024-01-06 09:00:00.000000,Germany,alert,serious,,,,,China,,2024,1',
].join('\n');

describe('RASFF importer', () => {
  it('imports valid rows, rejects the others with reasons, and is idempotent', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rasff-'));
    const file = path.join(dir, 'rasff.csv');
    await writeFile(file, csv);
    const first = await importRasff(database, file);
    expect(first).toMatchObject({ read: 6, inserted: 2, updated: 0, unchanged: 0 });
    expect(first.rejected).toEqual([
      { line: 4, reference: '', reason: 'missing reference' },
      { line: 5, reference: '2024.0101', reason: 'unparseable date "yesterday"' },
      { line: 6, reference: '2024.0100', reason: 'reference repeated in the file' },
      {
        line: 7,
        reference: 'DROP TABLE intl_warnings;--',
        reason: 'malformed reference "DROP TABLE intl_warnings;--"',
      },
    ]);
    const [goji] = await database.rows<Record<string, unknown>>(
      sql`select * from intl_warnings where reference = '2024.0100'`,
    );
    expect(goji).toMatchObject({
      source: 'EU RASFF',
      origin_country: 'China, Hong Kong',
      china_origin: true,
      hazard_category: 'pesticide residues',
      notice_date: '2024-01-05',
    });
    const again = await importRasff(database, file);
    expect(again).toMatchObject({ read: 6, inserted: 0, updated: 0, unchanged: 2 });
    // A changed row is updated, not duplicated.
    await writeFile(file, csv.replace('Chlorpyrifos in goji berries', 'Chlorpyrifos in dried goji berries'));
    expect(await importRasff(database, file)).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    const [{ n }] = (await database.rows<{ n: number }>(sql`select count(*)::int as n from intl_warnings`)) as [
      { n: number },
    ];
    expect(n).toBe(2);
    const [{ s }] = (await database.rows<{ s: number }>(
      sql`select sum(n)::int as s from record_summary where module = 'international' and grain = 7`,
    )) as [{ s: number }];
    expect(s).toBe(2);
  });

  it('classifies hazards into categories', () => {
    expect(hazardCategoryOf('Listeria monocytogenes', '')).toBe('pathogenic micro-organisms');
    expect(hazardCategoryOf('', 'Presence of a piece of glass in pesto from Italy')).toBe('foreign bodies');
    expect(hazardCategoryOf('lead', '')).toBe('metals');
  });

  const shared = path.join(loadConfig().publicDataDir, 'eu_rasff_notifications_2024-01_2025-08.csv');
  it('imports the real notifications twice with the same result', async () => {
    const first = await importRasff(database, shared);
    expect(first.read).toBe(8413);
    // Two of its references are already in from the test above: they are updated or unchanged.
    expect(first.inserted + first.updated + first.unchanged + first.rejected.length).toBe(8413);
    expect(first.rejected.every((r) => r.reason === 'reference repeated in the file')).toBe(true);
    const second = await importRasff(database, shared);
    expect(second).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: first.inserted + first.updated + first.unchanged,
    });
    const [{ china }] = (await database.rows<{ china: number }>(
      sql`select count(*)::int as china from intl_warnings where source = 'EU RASFF' and china_origin`,
    )) as [{ china: number }];
    expect(china).toBeGreaterThan(400);
  }, 120_000);
});
