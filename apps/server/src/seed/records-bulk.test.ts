import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { testDatabase } from '../test/harness.js';
import { recordTables } from '../modules/records/definitions.js';
import { writeRecords } from '../modules/records/writer.js';
import { bulkInsert } from './records-bulk.js';
import { batches, generators } from './records-generator.js';

/**
 * The bulk seed (worker threads, multi-row inserts) writes exactly what the writer writes: the
 * same generated records in generator order, each with the same columns and the same search
 * vector (jieba tokens, dimension and month lexemes), for every module.
 */
let bulk: Database;
let written: Database;
beforeAll(async () => {
  [bulk, written] = [await testDatabase(), await testDatabase()];
});
afterAll(async () => Promise.all([bulk?.close(), written?.close()]));

// More than one batch per thread, and a last batch shorter than the others.
const n = 10_500;

const dump = (database: Database, table: string) =>
  database.rows<{ r: unknown }>(
    sql.raw(`select to_jsonb(t) - 'id' - 'created_at' - 'updated_at' as r from ${table} t order by id`),
  );

describe('bulk seed', () => {
  for (const module of Object.keys(generators) as (keyof typeof generators)[]) {
    it(`${module}: rows and search vectors equal the writer's, in generator order`, async () => {
      const def = recordTables[module];
      const seen: number[] = [];
      await bulkInsert(bulk, module, 0, n, (done) => seen.push(done));
      expect(seen.at(-1)).toBe(n);
      for (const batch of batches(generators[module], 0, n, 5000)) await writeRecords(written, def, batch);
      const [a, b] = [await dump(bulk, getTableName(def.table)), await dump(written, getTableName(def.table))];
      expect(a.length).toBe(n);
      const differ = a.findIndex((row, i) => JSON.stringify(row.r) !== JSON.stringify(b[i]?.r));
      expect(differ).toBe(-1);
    }, 120_000);
  }
});
