import { sql } from 'drizzle-orm';
import type { Language } from '@app/contract';
import type { Database } from '../../db/client.js';

/**
 * A history row's note as words. The system writes its notes as keys ("replaced:1502" — the
 * document whose re-check moved the item, "profile", "starting set" …) so that they read in the
 * reader's language; the document is named by its number, and a replaced one by its successor
 * too, looked up at reading time. A note a member typed is shown as typed.
 */
const fixed: Record<string, Record<Language, string>> = {
  profile: { 'zh-cn': '按企业画像生成', en: 'Added from the company profile' },
  'starting set': { 'zh-cn': '来自初始义务清单', en: 'Added from the starting set of obligations' },
  own: { 'zh-cn': '自行添加', en: 'Added by hand' },
  decided: { 'zh-cn': '已处理更新', en: 'Update decided' },
};

const causes = {
  content: { 'zh-cn': '所依据的 {doc} 内容有变化，需复核', en: '{doc}, which this rests on, changed: review it' },
  replaced: {
    'zh-cn': '所依据的 {doc} 已被 {newer} 替代',
    en: '{doc}, which this rests on, has been replaced by {newer}',
  },
  abolished: { 'zh-cn': '所依据的 {doc} 已废止', en: '{doc}, which this rests on, has been withdrawn' },
  /** Replaced by an edition the library no longer links. */
  superseded: { 'zh-cn': '所依据的 {doc} 已被替代', en: '{doc}, which this rests on, has been replaced' },
} as const;
const causeNote = /^(content|replaced|abolished):(\d+)$/;

export async function historyNoteWords(database: Database, notes: string[], lang: Language) {
  const ids = [
    ...new Set(
      notes
        .map((n) => causeNote.exec(n)?.[2])
        .filter((x): x is string => !!x)
        .map(Number),
    ),
  ];
  const docs = ids.length
    ? await database.rows<{ id: number; number: string; newer: string | null }>(sql`
        select d.id, coalesce(nullif(d.doc_number, ''), d.title) as number,
          (select coalesce(nullif(n.doc_number, ''), n.title) from lib_doc_relations r
             join lib_documents n on n.id = r.from_id
            where r.to_id = d.id and r.kind = 'replaces'
            order by n.implement_date desc nulls last limit 1) as newer
        from lib_documents d where d.id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`)
    : [];
  const byId = new Map(docs.map((d) => [d.id, d]));
  const unknown = lang === 'en' ? 'a document no longer held' : '已不在库中的文件';
  return (note: string) => {
    const m = causeNote.exec(note);
    if (!m) return fixed[note]?.[lang] ?? note;
    const d = byId.get(Number(m[2]));
    const cause = m[1] as keyof typeof causes;
    const words = cause === 'replaced' && !d?.newer ? causes.superseded : causes[cause];
    return words[lang].replace('{doc}', d?.number ?? unknown).replace('{newer}', d?.newer ?? '');
  };
}
