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
  forgetPassageTotal();
  return { clauses, tables, limits };
}
