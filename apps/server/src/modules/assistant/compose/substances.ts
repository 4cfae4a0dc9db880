import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';

/**
 * The substances a question names, read in the reverse direction of a search: which names of the
 * (small) substance table occur in the question. A name listed with others ("土霉素、金霉素、四环素")
 * is found by each of its parts; English names only as whole words. The longest name wins over a
 * name inside it (无机砷 over 砷).
 */
export interface NamedSubstance {
  id: number;
  nameZh: string;
  nameEn: string;
  substanceClass: string;
  /** The name as it occurs in the question. */
  matched: string;
}

interface Row {
  id: number;
  nameZh: string;
  nameZhTw: string;
  nameEn: string;
  synonyms: string[];
  substanceClass: string;
}

const parts = (name: string) => [name, ...(name.includes('、') ? name.split('、') : [])].filter((p) => p.length > 0);
const wordIn = (q: string, w: string) =>
  new RegExp(`(^|[^a-z])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z])`, 'i').test(q);

export async function namedSubstances(database: Database, question: string): Promise<NamedSubstance[]> {
  const q = question.normalize('NFKC');
  const lower = q.toLowerCase();
  const rows = await database.rows<Row>(sql`
    select id, name_zh as "nameZh", name_zh_tw as "nameZhTw", name_en as "nameEn", synonyms, substance_class as "substanceClass"
    from lim_substances s
    where not demo and (
      (name_zh <> '' and (strpos(${q}, name_zh) > 0 or (strpos(name_zh, '、') > 0 and exists (
        select 1 from unnest(string_to_array(name_zh, '、')) p where length(p) > 1 and strpos(${q}, p) > 0))))
      or (name_zh_tw <> '' and strpos(${q}, name_zh_tw) > 0)
      or (length(name_en) > 3 and strpos(${lower}, lower(name_en)) > 0)
      or exists (select 1 from unnest(synonyms) y where length(y) > 1 and strpos(${lower}, lower(y)) > 0))
    limit 50`);
  const found: NamedSubstance[] = [];
  for (const r of rows) {
    const names = [...parts(r.nameZh), r.nameZhTw, ...r.synonyms].filter((n) => n && q.includes(n));
    if (r.nameEn && r.nameEn.length > 3 && wordIn(lower, r.nameEn.toLowerCase())) names.push(r.nameEn);
    const matched = names.sort((a, b) => b.length - a.length)[0];
    if (matched)
      found.push({ id: r.id, nameZh: r.nameZh, nameEn: r.nameEn, substanceClass: r.substanceClass, matched });
  }
  // A name inside a longer one found at the same place is not a second subject.
  return found
    .filter((f) => !found.some((g) => g.matched.length > f.matched.length && g.matched.includes(f.matched)))
    .sort((a, b) => b.matched.length - a.matched.length);
}
