import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { limSubstances } from './limits.js';
import { samplingRecords } from './records.js';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const str = (name: string) => text(name).notNull().default('');

/**
 * The failing items of one sample (不合格项目║检验结果║标准值), each linked to the substance it
 * names (when the limits database holds it under that exact name) and to the standard its limit
 * cites. The record's own `hazard` keeps the first item for lists and statistics.
 */
export const samplingHazards = pgTable(
  'sampling_hazards',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => samplingRecords.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    item: text('item').notNull(),
    resultText: str('result_text'),
    limitText: str('limit_text'),
    measuredValue: doublePrecision('measured_value'),
    limitValue: doublePrecision('limit_value'),
    unit: str('unit'),
    substanceId: integer('substance_id').references(() => limSubstances.id, { onDelete: 'set null' }),
    standardNo: str('standard_no'),
  },
  (t) => [
    uniqueIndex('sampling_hazards_record_seq').on(t.recordId, t.seq),
    index('sampling_hazards_substance').on(t.substanceId),
  ],
);

/** A rejected row: its line, natural key, and the reason's code and values (worded when shown). */
export interface ImportReject {
  line: number;
  key: string;
  code: string;
  values?: Record<string, string | number>;
}

/** One import of a sampling, penalty or judgment file, with its counts and rejected rows. */
export const recordImportRuns = pgTable(
  'record_import_runs',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    file: text('file').notNull(),
    startedAt: stamp('started_at').notNull().defaultNow(),
    finishedAt: stamp('finished_at'),
    read: integer('read').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejected: jsonb('rejected')
      .$type<ImportReject[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    staffId: integer('staff_id'),
  },
  (t) => [index('record_import_runs_started').on(t.startedAt.desc(), t.id.desc())],
);
