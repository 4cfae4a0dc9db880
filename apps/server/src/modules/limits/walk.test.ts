import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/harness.js';
import { loadConfig } from '../../config.js';
import { importLimitsData } from './import/index.js';
import { analysis } from './compare.service.js';
import { findFoods, inForce } from './limits.repo.js';
import { readVocabulary } from './import/vocabulary.js';

/**
 * No false "no limit": every limit row in force is asked for, on the food it names, in its own
 * jurisdiction; and every everyday food of the vocabulary, typed as a user types it, is asked for
 * in every jurisdiction it is placed in, for each substance a row of the mapped node limits.
 */
const dir = loadConfig().publicDataDir;
const has = existsSync(path.join(dir, 'cn_food_product_standards_fulltext.jsonl'));
const answered = new Set(['limit', 'inherited', 'exempt']);

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  if (has) await importLimitsData(t.database, dir);
}, 300_000);
afterAll(() => t?.close());

const report = (food: number, codes: string[]) =>
  analysis(t.database, { foodNodeId: food, jurisdictions: codes } as never, 'zh-cn');

describe.skipIf(!has)('walk every row', () => {
  it('answers each row in force on the food it names, in its jurisdiction', async () => {
    const rows = await t.database.rows<{ node: number; jurisdiction: string; substances: number[] }>(sql`
      select food_node_id as node, jurisdiction, array_agg(distinct substance_id) as substances from lim_limits
       where not flagged and (value_mg_kg is not null or limit_type = 'exempt') and ${inForce()}
       group by 1, 2`);
    const missing: string[] = [];
    let asked = 0;
    for (const r of rows) {
      const out = await report(r.node, [r.jurisdiction]);
      for (const s of r.substances) {
        asked++;
        const row = out.rows.find((x) => x.substanceId === s);
        if (!row || !answered.has(row.cells[0]!.status))
          missing.push(`node ${r.node} (${r.jurisdiction}) substance ${s}: ${row?.cells[0]?.status ?? 'absent'}`);
      }
    }
    console.log(
      `walk every row: ${asked - missing.length}/${asked} (node, substance) pairs answered on ${rows.length} nodes`,
    );
    expect(missing.slice(0, 20)).toEqual([]);
  }, 900_000);

  it('answers every everyday food in every scheme it is placed in', async () => {
    const words = await readVocabulary(dir);
    const missing: string[] = [];
    let asked = 0;
    for (const w of words) {
      const [food] = await findFoods(t.database, w.name_zh, 30, { collapse: true });
      if (!food || (food.nameZh !== w.name_zh && food.scheme !== 'GB2762')) {
        missing.push(`${w.name_zh}: the picker offers ${food?.nameZh ?? 'nothing'}`);
        continue;
      }
      // Substances with a row on each node the food is placed in (own scheme and mapped ones).
      const placed = await t.database.rows<{ jurisdiction: string; substance: number }>(sql`
        with targets as (
          select ${food.id}::int as id
          union select case when m.from_id = ${food.id} then m.to_id else m.from_id end from lim_food_mappings m
           where ${food.id} in (m.from_id, m.to_id))
        select distinct jurisdiction, substance_id as substance from lim_limits join targets t on t.id = lim_limits.food_node_id
         where not flagged and (value_mg_kg is not null or limit_type = 'exempt') and ${inForce()}`);
      const codes = [...new Set(placed.map((p) => p.jurisdiction))];
      if (!codes.length) continue;
      const out = await report(food.id, codes);
      for (const p of placed) {
        asked++;
        const row = out.rows.find((x) => x.substanceId === p.substance);
        const cell = row?.cells.find((c) => c.jurisdiction === p.jurisdiction);
        if (!cell || !answered.has(cell.status))
          missing.push(`${w.name_zh} (${p.jurisdiction}) substance ${p.substance}: ${cell?.status ?? 'absent'}`);
      }
    }
    console.log(
      `vocabulary walk: ${words.length} foods, ${asked - missing.length}/${asked} (food, jurisdiction, substance) answered`,
    );
    for (const m of missing.slice(0, 30)) console.log(`  ✗ ${m}`);
    expect(missing).toEqual([]);
  }, 900_000);
});
