import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { RecordTableDef } from './definitions.js';
import { matchWarnings } from './warnings.service.js';
import { encodeRows, insertStatement, type RecordRow } from './record-encoding.js';

/**
 * The one way records are written (seed, generator, importers): batches encoded as one JSON
 * parameter each (record-encoding.ts), the pre-aggregate following through the table's
 * triggers, and new failed sampling records matched against the watch rules.
 */
export type { RecordRow };

const batchSize = 2000;

export interface WriteOptions {
  /** Unique fields: an existing row is updated instead of duplicated (idempotent imports). */
  upsertOn?: string[];
}

/** Inserts (or upserts) rows keyed by contract field names; returns ids and how many were new. */
export async function writeRecords(
  database: Database,
  def: RecordTableDef,
  rows: RecordRow[],
  opts: WriteOptions = {},
) {
  const { head, tail } = insertStatement(def, opts);
  let inserted = 0;
  let updated = 0;
  const newIds: number[] = [];
  for (let i = 0; i < rows.length; i += batchSize) {
    const result = await database.rows<{ id: number; inserted: boolean }>(
      sql`${sql.raw(head)}${encodeRows(def, rows.slice(i, i + batchSize))}${sql.raw(tail)}`,
    );
    for (const r of result) {
      if (r.inserted) {
        inserted++;
        newIds.push(Number(r.id));
      } else updated++;
    }
  }
  if (def.name === 'sampling' && newIds.length) await matchWarnings(database, newIds);
  return { inserted, updated, unchanged: rows.length - inserted - updated, ids: newIds };
}
