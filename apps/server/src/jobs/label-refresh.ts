import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobRun } from './beans.js';
import { applyEditions } from '../modules/library/editions.js';
import { isoDay, today } from '../modules/library/dates.js';
import type { Database } from '../db/client.js';
import { recheckReplacedEditions } from '../modules/compliance/recheck.js';

const paramsSchema = z
  .object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  })
  .strict();

/**
 * The daily refresh of date-derived states: a document "to be implemented" whose
 * implementation day has come is now "currently effective"; one "about to be abolished" whose
 * abolish day has come is "abolished"; an effective one with a future abolish day is "about to
 * be abolished" unless a later edition is what ends it (that one stays current, "to be
 * replaced by X on DATE"); then the editions of each standard are settled (editions.ts), and
 * obligations resting on an edition whose replacement took effect go to review.
 * The day is the run's own (`at`, so a test can inject it); params may name another:
 * {"date":"2026-12-01"}.
 */
export const labelRefreshJob: JobRun = async ({ database, params, at }) => {
  const { date } = paramsSchema.parse(params);
  return refreshStatuses(database, date ?? isoDay(at));
};

/** Every dated status as of a China day; also run at each start, so a server down at midnight is right when it is up. */
export async function refreshStatuses(database: Database, asOf = today()) {
  const day = sql`${asOf}::date`;
  const implemented = await database.rows(sql`
    update lib_documents set validity = 2, status_updated_at = now()
    where validity = 1 and implement_date is not null and implement_date <= ${day} returning id`);
  const abolished = await database.rows(sql`
    update lib_documents set validity = 3, ended_by = coalesce(ended_by, 'abolished'), status_updated_at = now()
    where validity in (2, 8) and abolish_date is not null and abolish_date <= ${day} returning id`);
  const soon = await database.rows(sql`
    update lib_documents d set validity = 8, status_updated_at = now()
    where validity = 2 and abolish_date is not null and abolish_date > ${day}
      and ended_by is distinct from 'replaced'
      and not exists (select 1 from lib_doc_relations r where r.to_id = d.id and r.kind = 'replaces') returning id`);
  const editions = await applyEditions(database, asOf);
  const review = await recheckReplacedEditions(database, asOf);
  return `as of ${asOf}: implemented ${implemented.length}, abolished ${abolished.length}, about to be abolished ${soon.length}, editions settled ${editions.changed}, obligations on replaced editions to review ${review}`;
}
