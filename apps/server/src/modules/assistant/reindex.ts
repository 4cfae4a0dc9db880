import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { indexSafeItems } from './table-passages.js';
import { indexClauses } from './clause-passages.js';
import { indexLimits } from './limit-passages.js';
import { forgetPassageTotal } from './retrieval.js';

export interface ReindexReport {
  clauses: number;
  tables: number;
  limits: number;
}

/**
 * Rebuilds the assistant's passage index from its sources (upserts by source key, so running it
 * again changes nothing). The seed runs it after the libraries and limits; importers after an import.
 */
export async function reindexPassages(database: Database): Promise<ReindexReport> {
  const clauses = await indexClauses(database);
  const tables = await indexSafeItems(database);
  const limits = await indexLimits(database);
  // Words inserted since the last clean-up wait in the full-text index's pending list, which every
  // search reads through (4 MB after a large index); fold them in and refresh the statistics.
  await database.rows(sql`select gin_clean_pending_list('assistant_passages_tsv'::regclass)`);
  await database.rows(sql`analyze assistant_passages`);
  forgetPassageTotal();
  return { clauses, tables, limits };
}
