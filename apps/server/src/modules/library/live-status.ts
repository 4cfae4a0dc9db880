import { sql } from 'drizzle-orm';
import type { Language } from '@app/contract';
import type { Database } from '../../db/client.js';
import { validityLabel } from './status.js';

/**
 * Library documents' statuses as they are now. The documents table holds each status for today (settled at every
 * start and by the daily job at 00:00 China time, from dates), so a module showing a document's validity (assistant
 * passages, indicators, obligations, limit sources) reads it here or joins lib_documents at answer time; a status
 * copied into another table when it is written goes stale on the day a standard is replaced.
 */
export interface LiveStatus {
  validity: number;
  /** For code 3: 'replaced' (被替代) or 'abolished' (废止). */
  endedBy: string | null;
  label: string;
  implementDate: string | null;
  abolishDate: string | null;
}

/** The columns to select when joining lib_documents as `d` (labels: `validityLabel(validity, lang, endedBy)`). */
export const liveStatusColumns = sql.raw(
  `d.validity, d.ended_by as "endedBy", d.implement_date::text as "implementDate", d.abolish_date::text as "abolishDate"`,
);

export async function documentStatuses(
  database: Database,
  ids: number[],
  lang: Language,
): Promise<Map<number, LiveStatus>> {
  const unique = [...new Set(ids)].slice(0, 5000);
  if (!unique.length) return new Map();
  const rows = await database.rows<Omit<LiveStatus, 'label'> & { id: number }>(
    sql`select d.id, ${liveStatusColumns} from lib_documents d where d.id in (${sql.join(
      unique.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, { ...r, label: validityLabel(r.validity, lang, r.endedBy) }]));
}
