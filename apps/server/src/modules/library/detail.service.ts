import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { diffArrays } from 'diff';
import type { DocDetail, DocModule, Language, LibraryKey } from '@app/contract';
import type { Db } from '../../db/client.js';
import { libDocRelations, libDocuments, libDocVersions } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { favoriteIds, toSummary, type DocRow } from './documents.repo.js';
import { inLibrary } from './library-filter.js';
import { statusInfo } from './status.js';
import { documentView } from '../clauses/split.js';

/** The source a document's detail names, from the key its importer gave it. */
const sources: [RegExp, Record<Language, string>][] = [
  [
    /^qa:/,
    {
      'zh-cn': '本站根据所引法律条文编写（条文来自 LawRefBook/Laws）',
      en: 'Written by this site from the quoted article (text from LawRefBook/Laws)',
    },
  ],
  [
    /^law:/,
    {
      'zh-cn': '法律法规全文：LawRefBook/Laws（2025-04-19 快照）',
      en: 'Full text: LawRefBook/Laws (snapshot 2025-04-19)',
    },
  ],
  [
    /^reg:/,
    {
      'zh-cn': '法律法规全文：LawRefBook/Laws（2025-04-19 快照）；所在库为本站归类',
      en: 'Full text: LawRefBook/Laws (snapshot 2025-04-19); the library it is shown in is the portal’s placement',
    },
  ],
  [
    /^freg:/,
    {
      'zh-cn':
        '全文：zzbangwei/foodreg-base（2026-08-06 快照，CC BY-SA 4.0）；发文机关、日期、文号取自文本本身，未注明者留空',
      en: 'Text: zzbangwei/foodreg-base (snapshot 2026-08-06, CC BY-SA 4.0); issuer, date and number as the text states them, left empty where it does not',
    },
  ],
  [
    /^std(-title)?:/,
    {
      'zh-cn': '食品安全国家标准目录（CFSA，经 zzbangwei/foodreg-base，CC BY-SA 4.0）及本站整理的发布信息',
      en: 'National food-safety standards catalogue (CFSA, via zzbangwei/foodreg-base, CC BY-SA 4.0) and the issuers’ published information',
    },
  ],
  [
    /^cur:/,
    {
      'zh-cn': '本站整理（依据发布机构公开信息）',
      en: 'Compiled by this site from the issuer’s published information',
    },
  ],
];
function sourceOf(doc: DocRow, lang: Language) {
  if (doc.docNumber?.startsWith('DEMO-') || doc.title.startsWith('【演示】'))
    return lang === 'en' ? 'Demo data (generated, not a real document)' : '演示数据（生成的文件，非真实文件）';
  const hit = sources.find(([re]) => re.test(doc.sourceKey ?? ''));
  // A standard with a long body has its text from the product-standard texts.
  const text =
    doc.sourceKey?.startsWith('std:') && doc.body.length > 300
      ? lang === 'en'
        ? '; text: GB product standard texts (foodreg-base, CC BY-SA 4.0)'
        : '；正文：GB 产品标准全文（foodreg-base，CC BY-SA 4.0）'
      : '';
  if (hit) return hit[1][lang] + text;
  return lang === 'en' ? 'Entered in the back office' : '后台录入';
}

const chainItem = (d: DocRow, lang: Language) => ({
  id: d.id,
  module: d.module as DocModule,
  title: d.title,
  docNumber: d.docNumber,
  status: statusInfo(d, lang),
  implementDate: d.implementDate,
});

/** A document of the member's library and the module the page asked for, or 记录不存在. */
export async function loadDocument(db: Db, library: LibraryKey, id: number, module?: DocModule) {
  const [doc] = await db
    .select()
    .from(libDocuments)
    .where(and(eq(libDocuments.id, id), inLibrary(library)))
    .limit(1);
  if (!doc || (module && doc.module !== module)) throw notFound();
  return doc;
}

async function relationsOf(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(libDocRelations)
    .where(or(inArray(libDocRelations.fromId, ids), inArray(libDocRelations.toId, ids)));
}

async function docsById(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, DocRow>();
  const rows = await db.select().from(libDocuments).where(inArray(libDocuments.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Walks "replaces" links both ways from a document: the chain runs from the oldest version
 * to the newest; the newest is the version to use. Visited ids stop cycles in bad data.
 */
export async function replaceChain(db: Db, docId: number): Promise<number[]> {
  const older = new Map<number, number>(); // id -> the id it replaces
  const newer = new Map<number, number>(); // id -> the id replacing it
  const seen = new Set<number>();
  let frontier = [docId];
  while (frontier.length && seen.size < 200) {
    frontier.forEach((id) => seen.add(id));
    const rels = (await relationsOf(db, frontier)).filter((r) => r.kind === 'replaces');
    const next: number[] = [];
    for (const r of rels) {
      if (!older.has(r.fromId)) older.set(r.fromId, r.toId);
      if (!newer.has(r.toId)) newer.set(r.toId, r.fromId);
      for (const id of [r.fromId, r.toId]) if (!seen.has(id)) next.push(id);
    }
    frontier = [...new Set(next)];
  }
  const chain = [docId];
  for (let id = older.get(docId); id !== undefined && !chain.includes(id); id = older.get(id)) chain.unshift(id);
  for (let id = newer.get(docId); id !== undefined && !chain.includes(id); id = newer.get(id)) chain.push(id);
  return chain;
}

export async function documentDetail(
  db: Db,
  library: LibraryKey,
  id: number,
  module: DocModule,
  lang: Language,
  memberId?: number,
): Promise<DocDetail> {
  const doc = await loadDocument(db, library, id, module);
  const [chainIds, rels, versions, fav] = await Promise.all([
    replaceChain(db, doc.id),
    relationsOf(db, [doc.id]),
    db
      .select({
        version: libDocVersions.version,
        changedAt: libDocVersions.changedAt,
        change: libDocVersions.change,
        validity: libDocVersions.validity,
      })
      .from(libDocVersions)
      .where(eq(libDocVersions.docId, doc.id))
      .orderBy(asc(libDocVersions.version)),
    favoriteIds(db, memberId, [doc.id]),
  ]);
  const replacesIds = rels.filter((r) => r.kind === 'replaces' && r.fromId === doc.id).map((r) => r.toId);
  const replacedByIds = rels.filter((r) => r.kind === 'replaces' && r.toId === doc.id).map((r) => r.fromId);
  const relatedIds = rels.filter((r) => r.kind === 'related').map((r) => (r.fromId === doc.id ? r.toId : r.fromId));
  const all = await docsById(db, [...new Set([...chainIds, ...replacesIds, ...replacedByIds, ...relatedIds])]);
  const items = (ids: number[]) =>
    ids
      .map((i) => all.get(i))
      .filter((d): d is DocRow => !!d)
      .map((d) => chainItem(d, lang));
  const chain = items(chainIds);
  return {
    ...toSummary(doc, lang, fav),
    numberKey: doc.numberKey,
    effectiveDate: doc.effectiveDate,
    invalidDate: doc.invalidDate,
    partialEffectiveDate: doc.partialEffectiveDate,
    partialExplanation: doc.partialExplanation,
    body: doc.body,
    document: documentView(doc.id, doc.version, doc.body),
    attachments: doc.attachments,
    replaceChain: chain,
    replaces: items(replacesIds),
    replacedBy: items(replacedByIds),
    // The version in force, not merely the newest: a successor not yet implemented is not it.
    current: [...chain].reverse().find((c) => [2, 6, 8].includes(c.status.validity)) ?? chain.at(-1) ?? null,
    related: items(relatedIds),
    versions: [
      ...versions,
      {
        version: doc.version,
        changedAt: doc.contentUpdatedAt ?? doc.statusUpdatedAt ?? doc.createdAt,
        change: 'current',
        validity: doc.validity,
      },
    ],
    version: doc.version,
    source: sourceOf(doc, lang),
  };
}

// Chinese text has few line breaks: diff by sentence so a changed clause shows as one change.
const sentences = (s: string) => s.match(/[^。；！？\n]*[。；！？\n]|[^。；！？\n]+$/g) ?? [];

export async function versionDiff(
  db: Db,
  library: LibraryKey,
  id: number,
  module: DocModule,
  from: number,
  to: number,
) {
  const doc = await loadDocument(db, library, id, module);
  const version = async (v: number) => {
    if (v === doc.version)
      return {
        version: v,
        changedAt: doc.contentUpdatedAt ?? doc.statusUpdatedAt ?? doc.createdAt,
        body: doc.body,
        title: doc.title,
      };
    const [row] = await db
      .select()
      .from(libDocVersions)
      .where(and(eq(libDocVersions.docId, doc.id), eq(libDocVersions.version, v)))
      .limit(1);
    if (!row) throw notFound();
    return { version: v, changedAt: row.changedAt, body: row.body, title: row.title };
  };
  const [a, b] = await Promise.all([version(from), version(to)]);
  const parts = diffArrays(sentences(a.body), sentences(b.body)).map((p) => ({
    kind: p.added ? ('added' as const) : p.removed ? ('removed' as const) : ('same' as const),
    text: p.value.join(''),
  }));
  return { from: a, to: b, parts };
}
