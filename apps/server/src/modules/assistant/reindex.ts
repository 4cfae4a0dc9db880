import type { Database } from '../../db/client.js';
import { indexSafeItems } from './table-passages.js';
import { forgetPassageTotal } from './retrieval.js';

export interface ReindexReport {
  tables: number;
}

/**
 * Rebuilds the assistant's passage index from its sources (upserts by source key, so running it
 * again changes nothing). The seed runs it after the libraries; importers after an import.
 */
export async function reindexPassages(database: Database): Promise<ReindexReport> {
  const tables = await indexSafeItems(database);
  forgetPassageTotal();
  return { tables };
}
