import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countCache } from './count-cache.js';
import { statusOn } from './status.js';

/**
 * Editions of one standard share its number without the year (`GB 2762-2017`, `-2022`,
 * `-2025` → number_code `GB2762`; dotted ones such as `GB 5009.12` too). Whatever the sources
 * say about each row, two editions are never in force at once: on a given day the newest
 * edition that has taken effect is the one in force, every older edition is replaced
 * (validity 3) from the day its successor took effect, and an edition published but not yet
 * implemented leaves its predecessor current, with the successor's implementation day as the
 * predecessor's planned end ("to be replaced by X on DATE").
 */
interface Edition {
  id: number;
  library: string;
  code: string;
  key: string | null;
  validity: number;
  publishDate: string | null;
  implementDate: string | null;
  abolishDate: string | null;
}

export interface EditionReport {
  /** "replaces" links added between consecutive editions. */
  linked: number;
  /** Rows whose validity or planned end changed. */
  changed: number;
}

const yearOf = (e: Edition) => Number(/-(\d{4})$/.exec(e.key ?? '')?.[1] ?? e.publishDate?.slice(0, 4) ?? 0);
const byAge = (a: Edition, b: Edition) =>
  yearOf(a) - yearOf(b) || (a.publishDate ?? '').localeCompare(b.publishDate ?? '') || a.id - b.id;

/** Has this edition taken effect on `day`? Its implementation day decides (statusOn); without one, what the source said. */
const inEffect = (e: Edition, day: string) =>
  statusOn(
    {
      implementDate: e.implementDate,
      abolishDate: null,
      endedBy: null,
      knownInForce: [2, 3, 6, 7, 8].includes(e.validity),
    },
    day,
  ).validity === 2;

/** The state an edition should have on `day`, given the editions after it (oldest first). */
export function editionState(
  e: Edition,
  later: Edition[],
  day: string,
): { validity: number; abolishDate: string | null } {
  const successor = later.find((x) => inEffect(x, day));
  if (successor) return { validity: 3, abolishDate: successor.implementDate ?? e.abolishDate };
  if (!inEffect(e, day)) return { validity: 1, abolishDate: null };
  const pending = later[0];
  // Abolished by the source without a successor (e.g. withdrawn outright): left as it is.
  // In effect by its date: in force, whatever the source's snapshot said (即将实施, or unknown while a date was withheld).
  if (!pending) return { validity: [0, 1].includes(e.validity) ? 2 : e.validity, abolishDate: e.abolishDate };
  return { validity: 2, abolishDate: pending.implementDate ?? null };
}

/**
 * Links consecutive editions ("newer replaces older") and sets each edition's validity as of
 * `day`. Runs after every import and in the daily label job (with the job's own day).
 */
export async function applyEditions(database: Database, day: string): Promise<EditionReport> {
  const rows = await database.rows<Edition>(sql`
    select id, library, number_code as code, number_key as key, validity,
      publish_date::text as "publishDate", implement_date::text as "implementDate", abolish_date::text as "abolishDate"
    from lib_documents d
    where module = 'biaozhun' and number_code is not null and number_key is not null
      and (library, number_code) in (select library, number_code from lib_documents
        where module = 'biaozhun' and number_code is not null and number_key is not null group by 1, 2 having count(*) > 1)`);
  const groups = new Map<string, Edition[]>();
  for (const r of rows) {
    const k = `${r.library}|${r.code}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  const links: { from: number; to: number }[] = [];
  const updates: { id: number; validity: number; abolishDate: string | null }[] = [];
  for (const editions of groups.values()) {
    editions.sort(byAge);
    editions.forEach((e, i) => {
      if (i > 0) links.push({ from: e.id, to: editions[i - 1]!.id });
      const next = editionState(e, editions.slice(i + 1), day);
      if (next.validity !== e.validity || next.abolishDate !== e.abolishDate) updates.push({ id: e.id, ...next });
    });
  }
  let linked = 0;
  for (let i = 0; i < links.length; i += 500) {
    const part = links.slice(i, i + 500);
    const added = await database.rows(sql`insert into lib_doc_relations (from_id, to_id, kind)
      select f, t, 'replaces' from unnest(${`{${part.map((l) => l.from).join(',')}}`}::int[], ${`{${part.map((l) => l.to).join(',')}}`}::int[]) as x(f, t)
      on conflict do nothing returning from_id`);
    linked += added.length;
  }
  for (const u of updates) {
    // Replaced by the next edition: 被替代, not 废止.
    await database.rows(sql`update lib_documents set validity = ${u.validity}, abolish_date = ${u.abolishDate}::date,
      invalid_date = ${u.validity === 3 ? u.abolishDate : null}::date,
      ended_by = ${u.validity === 3 ? 'replaced' : null}, status_updated_at = now() where id = ${u.id}`);
  }
  if (updates.length || linked) countCache(database).clear();
  return { linked, changed: updates.length };
}
