import { sql } from 'drizzle-orm';
import type { LabelEditions } from '@app/contract';
import type { Database } from '../../db/client.js';
import { numberKeys } from '../../lib/search/number.js';
import { today as chinaToday } from '../library/dates.js';
import { editionsOf } from '../assistant/compose/editions.js';
import { additiveAliases } from '../assistant/additive-aliases.js';
import { maxUseShown } from '../assistant/compose/additives.js';
import { additiveIndicators } from '../indicators/general.js';
import { tableGeneration } from '../../lib/table-generation.js';
import { generationCache } from '../../lib/generation-cache.js';
import { labelDocs, type LabelDoc } from './clauses.js';
import type { KnownAdditive, LabelContext, StandardState } from './engine.js';
import { gradesIn } from './grades.js';

/**
 * What the rules read from the database: the GB 7718 / GB 28050 editions in force and pending as
 * the library dates them today, GB 2760's names and INS numbers, the uses that reach the chosen
 * category, the product standard's state and the grades its text sets. All of it changes only
 * when the library or GB 2760 is written, so it is kept in memory per value (and per China-time
 * day where the day decides) until one of the tables it comes from is written, by this server
 * or another on the same PostgreSQL (lib/table-generation.ts): a label then costs no query
 * before its history row. Answers are shared between requests: read them, never change them.
 */
const libraryGeneration = tableGeneration(
  'labels',
  /\b(lib_documents|lib_safe_items|lib_food_categories|lim_substances)\b/i,
);
const caches: { clear(): void }[] = [];
function keptWhileLibraryUnchanged<A extends unknown[], V>(
  load: (database: Database, ...args: A) => Promise<V>,
  maxEntries = 2000,
) {
  const cache = generationCache<V>(libraryGeneration, 10 * 60_000, maxEntries);
  caches.push(cache);
  return (database: Database, ...args: A) => cache.get(database, JSON.stringify(args), () => load(database, ...args));
}
/** Forgets every kept read (the bench measures a check without them). */
export const forgetLabelReads = () => caches.forEach((c) => c.clear());

async function family(database: Database, code: string, day: string) {
  const editions = await editionsOf(database, code, day);
  const inForce = [...editions].reverse().find((e) => e.state === 2);
  const pending = editions.find((e) => e.state === 1);
  return { inForce, pending };
}

/** GB 7718 and GB 28050: today's editions and the coming ones, from the library's dates. */
async function readLabelEditions(database: Database, day: string): Promise<LabelEditions> {
  const families = await Promise.all(['GB7718', 'GB28050'].map((c) => family(database, c, day)));
  const fallback = (year: string) =>
    ['GB7718', 'GB28050'].map((c) => ({
      code: c,
      docNumber: `${c.replace('GB', 'GB ')}-${year}`,
      implementDate: null,
      held: false,
    }));
  const held = families.every((f) => f.inForce);
  const today = held
    ? families.map((f, i) => ({
        code: ['GB7718', 'GB28050'][i]!,
        docNumber: f.inForce!.docNumber,
        implementDate: f.inForce!.implementDate,
        held: true,
      }))
    : fallback('2011');
  const coming = held
    ? families.flatMap((f) =>
        f.pending
          ? [
              {
                code: f.pending.code,
                docNumber: f.pending.docNumber,
                implementDate: f.pending.implementDate,
                held: true,
              },
            ]
          : [],
      )
    : fallback('2025');
  const transitionDate = coming.map((c) => c.implementDate).find(Boolean) ?? null;
  return { today, coming, transitionDate, day };
}

const labelEditions = keptWhileLibraryUnchanged(readLabelEditions);

interface NameIndex {
  byName: Map<string, KnownAdditive>;
  byIns: Map<string, KnownAdditive>;
}
const norm = (s: string) => s.normalize('NFKC').replace(/\s+/g, '');
/** "500(ii)", "500ii" and "500 (ii)" are one INS number. */
const insKey = (s: string) => norm(s).replace(/[()]/g, '').toLowerCase();

/** GB 2760's additives by every form of their name and by INS number. */
const additiveIndex = keptWhileLibraryUnchanged(async (database: Database): Promise<NameIndex> => {
  const rows = await database.rows<{ name: string; ins: string | null; func: string | null }>(
    sql`select name, max(ins) as ins, string_agg(distinct coalesce(func, ''), '、') as func
          from lib_safe_items where kind = 'additive' group by name`,
  );
  const byName = new Map<string, KnownAdditive>();
  const byIns = new Map<string, KnownAdditive>();
  for (const r of rows) {
    const known = { name: r.name, func: r.func ?? '' };
    // The full name first, so that a shorter form never takes the name of another additive.
    byName.set(norm(r.name), known);
  }
  for (const r of rows) {
    const known = byName.get(norm(r.name))!;
    const forms = [r.name.split('及其')[0]!, ...r.name.split(/[,，、]/), ...additiveAliases(r.name)];
    for (const f of forms.map(norm)) if (f.length >= 2 && !byName.has(f)) byName.set(f, known);
    for (const i of (r.ins ?? '').split(/[,，、;\s]+/)) {
      const key = insKey(i);
      if (key && !byIns.has(key)) byIns.set(key, known);
    }
  }
  return { byName, byIns };
});

/** The uses of GB 2760 reaching a category, by additive name. */
const categoryUses = keptWhileLibraryUnchanged(async function readCategoryUses(
  database: Database,
  code: string,
): Promise<LabelContext['uses']> {
  if (!code) return null;
  const [cat] = await database.rows<{ code: string; name: string }>(
    sql`select code, name from lib_food_categories where code = ${code}`,
  );
  if (!cat) return null;
  const uses = await additiveIndicators(database, { nodes: [], additiveCategory: cat });
  const out = new Map<string, { maxUse: string; category: string }>();
  for (const u of uses)
    if (!out.has(u.name))
      out.set(u.name, {
        maxUse:
          u.requirement.kind === 'max'
            ? `${u.requirement.text.replace(/^≤\s*/, '')} ${u.unit}`
            : maxUseShown(u.requirement.text),
        category: u.foodCategory,
      });
  return out;
});

interface Standard {
  state: StandardState | null;
  /** The grades the text of the edition the label names sets; null when the library holds no text. */
  grades: string[] | null;
}

/** The grades a held standard's text sets (grades.ts); null without a text. */
const gradesOfDoc = keptWhileLibraryUnchanged(async (database: Database, id: number) => {
  const [doc] = await database.rows<{ body: string }>(sql`select body from lib_documents where id = ${id}`);
  return doc?.body.trim() ? gradesIn(doc.body) : null;
});

/** The state the library gives a product standard's number today, and the grades its text sets. */
const standardOf = keptWhileLibraryUnchanged(
  async (database: Database, code: string, day: string): Promise<Standard> => {
    const printed = code.trim();
    const none = (state: StandardState | null): Standard => ({ state, grades: null });
    if (!printed) return none(null);
    if (/^Q\s*\//i.test(printed)) return none({ kind: 'enterprise' });
    const keys = numberKeys(printed);
    if (!keys?.code) return none({ kind: 'unreadable' });
    const editions = await editionsOf(database, keys.code, day);
    const asked = keys.key ? editions.find((e) => e.key === keys.key) : undefined;
    if (keys.key && !asked) return none({ kind: 'not-held' });
    const subject = asked ?? [...editions].reverse().find((e) => e.state === 2) ?? editions[editions.length - 1];
    if (!subject) return none({ kind: 'not-held' });
    const grades = await gradesOfDoc(database, subject.id);
    const held = (state: StandardState): Standard => ({ state, grades });
    if (subject.state === 2) return held({ kind: 'in-force' });
    if (subject.state === 1) return held({ kind: 'not-yet', from: subject.implementDate ?? '' });
    if (subject.state === 3 && subject.replacedBy)
      return held({ kind: 'replaced', by: subject.replacedBy.docNumber, from: subject.replacedBy.implementDate ?? '' });
    if (subject.state === 3) return held({ kind: 'abolished', date: subject.abolishDate ?? '' });
    return held({ kind: 'unreadable' });
  },
);

/** A context builder that shares the editions, names and, per value, uses and standard states across labels. */
export async function contextBuilder(database: Database, lang: LabelContext['lang'], day = chinaToday()) {
  const [editions, index] = await Promise.all([labelEditions(database, day), additiveIndex(database)]);
  const docs = (list: LabelEditions['today']) =>
    list
      .map((e) => labelDocs.find((d) => numberKeys(d)?.key === numberKeys(e.docNumber)?.key))
      .filter(Boolean) as LabelDoc[];
  const uses = new Map<string, Promise<LabelContext['uses']>>();
  const states = new Map<string, Promise<Standard>>();
  const memo = <T>(m: Map<string, Promise<T>>, k: string, f: () => Promise<T>) => {
    if (!m.has(k)) m.set(k, f());
    return m.get(k)!;
  };
  return {
    editions,
    async forLabel(label: { categoryCode: string; standardCode: string }): Promise<LabelContext> {
      const [u, s] = await Promise.all([
        memo(uses, label.categoryCode, () => categoryUses(database, label.categoryCode)),
        memo(states, norm(label.standardCode), () => standardOf(database, label.standardCode.trim(), day)),
      ]);
      return {
        today: docs(editions.today),
        coming: docs(editions.coming),
        additiveByName: (printed) => index.byName.get(norm(printed)),
        additiveByIns: (ins) => index.byIns.get(insKey(ins)),
        uses: u,
        standard: s.state,
        grades: s.grades,
        lang,
      };
    },
  };
}
