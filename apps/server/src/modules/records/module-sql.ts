import type { RecordTableDef } from './definitions.js';
import { summaryTriggerSql } from './summary-sql.js';

/**
 * What a new records module's own migration carries after creating its table: the monthly
 * pre-aggregate's trigger function and triggers, generated from the table definition. The table
 * starts empty, so there is nothing to rebuild, and the writer gives every new row its dimension
 * lexemes. Earlier modules' migrations are never edited: `npm run records:sql -- <module>` prints
 * this text, and a test checks every module's migrations hold what its definition generates.
 */
export const moduleMigrationSql = (def: RecordTableDef) => summaryTriggerSql(def);
