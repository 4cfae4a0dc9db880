import { tableGeneration } from '../../lib/table-generation.js';

/**
 * Bumped by every write to a record table or the pre-aggregate, by this server or another on the
 * same PostgreSQL: what the record modules keep in memory (pager totals, which side a module
 * reads, the span of its dates) is read again after it.
 */
export const recordsGeneration = tableGeneration(
  'records',
  /\b(sampling_records|penalty_records|judge_records|intl_warnings|record_summary)\b/i,
);
