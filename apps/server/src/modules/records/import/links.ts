import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { findSubstances } from '../../limits/limits.repo.js';
import { citedArticle } from './legal-basis.js';

/**
 * Links an imported row to what it names: a failing item to the substance of the limits
 * database, a 处罚依据 to the law's article in the library. Only an exact name links; a near
 * match would state a fact the list does not.
 */

/** "镉(以Cd计)" → 镉; "黄曲霉毒素B₁" → 黄曲霉毒素b1: the name as the substance table holds it. */
export const substanceName = (item: string) =>
  item
    .normalize('NFKC')
    .replace(/[(（]以[^)）]*计[)）]/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();

export function substanceLinker(database: Database) {
  const cache = new Map<string, number | null>();
  return async (item: string): Promise<number | null> => {
    const name = substanceName(item);
    if (!name) return null;
    let id = cache.get(name);
    if (id === undefined) {
      const found = await findSubstances(database, name, 5);
      const same = (s: string | null) => !!s && substanceName(s) === name;
      id = found.find((s) => same(s.nameZh) || same(s.nameZhTw) || same(s.nameEn))?.id ?? null;
      cache.set(name, id);
    }
    return id;
  };
}

/**
 * The library document a citation names (the version in force on the decision date, else the
 * newest) and the anchor of its article when that clause is held. Validity is read from the
 * document when the record is shown, never copied here.
 */
export function basisLinker(database: Database) {
  const cache = new Map<string, { docId: number | null; anchor: string }>();
  return async (basis: string, day: string) => {
    const cited = citedArticle(basis);
    if (!cited) return { docId: null, anchor: '' };
    const key = `${cited.title}#${cited.article}#${day}`;
    let hit = cache.get(key);
    if (!hit) {
      const [doc] = await database.rows<{ id: number; held: boolean }>(sql`
        select d.id, exists (select 1 from lib_doc_clauses c where c.doc_id = d.id and c.anchor = ${`art-${cited.article}`}) as held
        from lib_documents d
        where d.title = ${cited.title}
        order by (coalesce(d.implement_date, d.effective_date, d.publish_date) <= ${day}::date) desc nulls last,
                 coalesce(d.implement_date, d.effective_date, d.publish_date) desc nulls last, d.id desc
        limit 1`);
      hit = { docId: doc ? Number(doc.id) : null, anchor: doc?.held ? `art-${cited.article}` : '' };
      cache.set(key, hit);
    }
    return hit;
  };
}
