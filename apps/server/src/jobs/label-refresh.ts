import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobRun } from './beans.js';
import { applyEditions } from '../modules/library/editions.js';
import { isoDay, today } from '../modules/library/dates.js';
import type { Database } from '../db/client.js';
import { recheckReplacedEditions } from '../modules/compliance/recheck.js';
import { statusOn } from '../modules/library/status.js';

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

interface DatedRow {
  id: number;
  validity: number;
  implementDate: string | null;
  abolishDate: string | null;
  endedBy: string | null;
  hasSuccessor: boolean;
}

/**
 * Every dated status as of a China day, computed by `statusOn` (the one rule): also run at each start, so a server
 * down at midnight is right when it is up. A document whose withdrawal has no stated cause ends as abolished unless a
 * later edition is linked as its replacement (then it stays current until that day, "to be replaced").
 */
export async function refreshStatuses(database: Database, asOf = today()) {
  const rows = await database.rows<DatedRow>(sql`
    select d.id, d.validity, d.implement_date::text as "implementDate", d.abolish_date::text as "abolishDate",
      d.ended_by as "endedBy",
      exists (select 1 from lib_doc_relations r where r.to_id = d.id and r.kind = 'replaces') as "hasSuccessor"
    from lib_documents d
    where d.validity in (1, 2, 8) and (d.implement_date is not null or d.abolish_date is not null)`);
  const changes = new Map<string, number[]>();
  const counts = { implemented: 0, abolished: 0, soon: 0, other: 0 };
  for (const row of rows) {
    const endedBy = row.endedBy === 'replaced' || row.hasSuccessor ? 'replaced' : 'abolished';
    const next = statusOn({ ...row, endedBy, knownInForce: row.validity !== 1 }, asOf);
    // Unknown (0) is the importer's word for a withheld date; the daily job only moves statuses along their dates.
    if (next.validity === row.validity || next.validity === 0) continue;
    if (next.validity === 2 && row.validity === 1) counts.implemented++;
    else if (next.validity === 3) counts.abolished++;
    else if (next.validity === 8) counts.soon++;
    else counts.other++;
    const key = `${next.validity}|${next.endedBy ?? ''}`;
    changes.set(key, [...(changes.get(key) ?? []), row.id]);
  }
  for (const [key, ids] of changes) {
    const [validity, endedBy] = key.split('|');
    for (let i = 0; i < ids.length; i += 1000) {
      const chunk = sql.join(
        ids.slice(i, i + 1000).map((id) => sql`${id}`),
        sql`, `,
      );
      await database.rows(sql`update lib_documents
        set validity = ${Number(validity)}, ended_by = coalesce(ended_by, ${endedBy || null}), status_updated_at = now()
        where id in (${chunk})`);
    }
  }
  const editions = await applyEditions(database, asOf);
  const review = await recheckReplacedEditions(database, asOf);
  return `as of ${asOf}: implemented ${counts.implemented}, withdrawn ${counts.abolished}, about to be abolished ${counts.soon}, other date corrections ${counts.other}, editions settled ${editions.changed}, obligations on replaced editions to review ${review}`;
}
