import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { additiveAliases } from '../additive-aliases.js';
import { editionsOf } from './editions.js';
import { DraftBuilder, type Draft } from './draft.js';
import { foodScore, foodWords } from './food-words.js';

/**
 * "May X be used in food Y, and how much": the GB 2760 permitted use of the additive the question
 * names (by its name, a family member such as 山梨酸钾 of 山梨酸及其钾盐, or its English name) in the
 * food category that matches the question's food, with GB 2760's validity read live.
 */
interface Named {
  name: string;
  matched: string;
}

let namesCache: { at: number; names: { name: string; nameEn: string | null }[] } | undefined;
async function additiveNames(database: Database) {
  if (namesCache && Date.now() - namesCache.at < 60_000) return namesCache.names;
  const names = await database.rows<{ name: string; nameEn: string | null }>(
    sql`select distinct name, name_en as "nameEn" from lib_safe_items where kind = 'additive'`,
  );
  namesCache = { at: Date.now(), names };
  return names;
}

export async function namedAdditive(database: Database, question: string): Promise<Named | undefined> {
  const q = question.normalize('NFKC');
  const lower = q.toLowerCase();
  let best: Named | undefined;
  for (const { name, nameEn } of await additiveNames(database)) {
    // "胭脂红及其铝色淀" is asked about as 胭脂红.
    const base = name.split('及其')[0]!;
    const forms = [name, base, ...name.split(/[,，]/), ...additiveAliases(name)].filter(
      (f) => f.length > 1 && q.includes(f),
    );
    for (const en of (nameEn ?? '').split(/,\s*/))
      if (en.length > 3 && lower.includes(en.toLowerCase())) forms.push(en);
    const matched = forms.sort((a, b) => b.length - a.length)[0];
    if (matched && matched.length > (best?.matched.length ?? 0)) best = { name, matched };
  }
  return best;
}

interface UseRow {
  id: number;
  name: string;
  nameEn: string | null;
  code: string | null;
  ins: string | null;
  func: string | null;
  categoryCode: string | null;
  category: string | null;
  maxUse: string | null;
  remark: string | null;
  source: string;
}

// GB 2760 gives numbers in g/kg unless the cell says otherwise.
export const maxUseShown = (m: string | null) =>
  !m ? '' : /^[\d.]+$/.test(m) ? `${m} g/kg` : m.replace(/^([\d.]+)\s*(g\/kg|mg\/kg|g\/L)$/, '$1 $2');

export function useRecord(r: UseRow): string {
  return [
    `${r.name}${r.nameEn ? `（${r.nameEn}）` : ''}`,
    [r.code && `CNS ${r.code}`, r.ins && `INS ${r.ins}`, r.func && `功能 ${r.func}`].filter(Boolean).join(' '),
    `食品分类号 ${r.categoryCode ?? '—'} ${r.category ?? ''}`.trim(),
    `最大使用量 ${maxUseShown(r.maxUse)}`,
    r.remark ? `备注 ${r.remark}` : '',
    r.source,
  ]
    .filter(Boolean)
    .join('；');
}

export async function composeAdditive(
  database: Database,
  question: string,
  named: Named,
  lang: DraftBuilder['lang'],
): Promise<Draft | null> {
  const rows = await database.rows<UseRow>(sql`
    select id, name, name_en as "nameEn", code, ins, func, food_category_code as "categoryCode", food_category as category,
      max_use as "maxUse", remark, source
    from lib_safe_items where kind = 'additive' and name = ${named.name} order by food_category_code, id limit 500`);
  const words = foodWords(question, [named.matched]);
  const scored = rows
    .map((r) => ({ r, score: words.length ? foodScore(words, r.category ?? '', r.category ?? '', '') : 0 }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
  if (!scored.length) return null;
  const top = scored.filter((x) => x.score === scored[0]!.score).slice(0, 2);
  const editions = await editionsOf(database, 'GB2760');
  const b = new DraftBuilder(lang);
  for (const { r } of top) {
    const edition = editions.find((e) => r.source.startsWith(e.docNumber));
    const source = b.source(`safe:${r.id}`, {
      passageId: null,
      kind: 'additive',
      docId: edition?.id ?? null,
      docVersion: null,
      library: 'biaofa',
      validity: edition?.state ?? 0,
      anchor: `safe-${r.id}`,
      label: `${r.source} ${r.name} / ${r.category ?? ''}`.trim(),
      sourceTitle: edition ? `${edition.docNumber} ${edition.title}` : r.source,
      text: useRecord(r),
      href: `/system/safeDb?kind=additive&keyword=${encodeURIComponent(r.name)}`,
    });
    const shown = maxUseShown(r.maxUse);
    // One citation per source: the category and the maximum use are neighbours in the record, so
    // one quote holds both and the sentence shows its source's number once.
    const cites = [
      { source, quote: `${`食品分类号 ${r.categoryCode ?? '—'} ${r.category ?? ''}`.trim()}；最大使用量 ${shown}` },
    ];
    const doc = r.source.replace(/\s*表.*$/, '');
    const table = /表\S+/.exec(r.source)?.[0] ?? '';
    const remark = r.remark ? `，${r.remark}` : '';
    const old = edition && edition.state === 3;
    b.say(
      `${old ? `按已被替代的 ${doc}，` : `按 ${doc}，`}${r.name}在${r.category ?? ''}（食品分类号 ${r.categoryCode ?? '—'}）中的最大使用量为 ${shown}（${table}${remark}）。`,
      `Under ${doc}${old ? ' (replaced)' : ''}, the maximum use of ${r.nameEn || r.name} in ${r.category ?? ''} (food category ${r.categoryCode ?? '—'}) is ${shown} (${table}${remark}).`,
      cites,
    );
  }
  return { route: 'additive', sentences: b.sentences, sources: b.sources };
}
