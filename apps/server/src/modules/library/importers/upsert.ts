import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { libDocRelations, libDocuments } from '../../../db/schema/index.js';
import { derivedColumns, toInsert, type DocInput } from '../documents.repo.js';
import { countCache } from '../count-cache.js';
import { numberKeys } from '../../../lib/search/number.js';
import { today } from '../dates.js';

export interface ImportReport {
  file: string;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; reason: string }[];
  /** Rows written after a repair (PDF-extraction damage fixed from the row itself), with what was done. */
  repaired?: { line: number; reason: string }[];
  /** Rows left to a later step (the withdrawn list's rows, joined to their editions by the reconciliation). */
  deferred?: { line: number; reason: string }[];
  relations: number;
  /** Lines the importer prints about what it read (GB 2760: uses per table of the full text). */
  notes?: string[];
  /** Source rows left out because another source says otherwise (GB 2760: CSV rows the full text does not hold). */
  differences?: { line: number; reason: string }[];
}

export const emptyReport = (file: string): ImportReport => ({
  file,
  read: 0,
  inserted: 0,
  updated: 0,
  unchanged: 0,
  rejected: [],
  relations: 0,
});

/** A parsed row ready to write: the document, its stable source key and the keys it replaces. */
export interface ImportRow {
  line: number;
  doc: DocInput & { sourceKey: string };
  /** Source keys or number keys of older versions this row replaces. */
  replaces?: string[];
}

const compared = [
  'title',
  'docNumber',
  'publishDate',
  'implementDate',
  'abolishDate',
  'effectiveDate',
  'validity',
  'department',
  'category',
  'industry',
  'province',
  'body',
  'module',
  'library',
] as const;

const sameList = (a: readonly string[] = [], b: readonly string[] = []) => a.join('|') === b.join('|');

/**
 * Inserts new rows and updates changed ones by source key; a field the source leaves empty
 * never overwrites what is there, so running the same file twice changes nothing.
 */
export async function upsertRows(database: Database, rows: ImportRow[], report: ImportReport) {
  const { db } = database;
  const keys = rows.map((r) => r.doc.sourceKey);
  const existing = new Map<string, typeof libDocuments.$inferSelect>();
  for (let i = 0; i < keys.length; i += 500) {
    const found = await db
      .select()
      .from(libDocuments)
      .where(inArray(libDocuments.sourceKey, keys.slice(i, i + 500)));
    for (const f of found) existing.set(f.sourceKey!, f);
  }
  const chained = await editionCodes(database, [...existing.values()]);
  const toInsert_: DocInput[] = [];
  for (const r of rows) {
    const old = existing.get(r.doc.sourceKey);
    if (!old) {
      toInsert_.push(r.doc);
      continue;
    }
    const patch: Record<string, unknown> = {};
    // An edition's status follows from its chain (editions.ts), not from a snapshot of the source.
    const settled = old.module === 'biaozhun' && chained.has(`${old.library}|${old.numberCode}`);
    for (const f of compared) {
      if (settled && (f === 'validity' || f === 'abolishDate')) continue;
      const v = r.doc[f];
      if (v === undefined || v === null || v === '') continue;
      if (v !== old[f]) patch[f] = v;
    }
    // A shelf list (the other libraries showing the document) is compared by value.
    if (r.doc.alsoIn && !sameList(r.doc.alsoIn, old.alsoIn)) patch.alsoIn = r.doc.alsoIn;
    if (!Object.keys(patch).length) {
      report.unchanged++;
      continue;
    }
    const next = { ...old, ...patch };
    await db
      .update(libDocuments)
      .set({
        ...patch,
        ...derivedColumns({
          module: next.module as DocInput['module'],
          title: next.title,
          docNumber: next.docNumber,
          body: next.body,
        }),
        updateDate: today(),
      })
      .where(eq(libDocuments.id, old.id));
    report.updated++;
  }
  for (let i = 0; i < toInsert_.length; i += 300) {
    await db.insert(libDocuments).values(toInsert_.slice(i, i + 300).map(toInsert));
  }
  report.inserted += toInsert_.length;
  countCache(database).clear();
}

/** library|number_code of the standards among `docs` that have more than one edition. */
async function editionCodes(
  database: Database,
  docs: { library: string; module: string; numberCode: string | null; numberKey: string | null }[],
) {
  const codes = [
    ...new Set(docs.filter((d) => d.module === 'biaozhun' && d.numberCode && d.numberKey).map((d) => d.numberCode!)),
  ];
  const out = new Set<string>();
  for (let i = 0; i < codes.length; i += 500) {
    const found = await database.rows<{
      library: string;
      code: string;
    }>(sql`select library, number_code as code from lib_documents
      where module = 'biaozhun' and number_key is not null and number_code in (${sql.join(
        codes.slice(i, i + 500).map((c) => sql`${c}`),
        sql`, `,
      )})
      group by 1, 2 having count(*) > 1`);
    for (const f of found) out.add(`${f.library}|${f.code}`);
  }
  return out;
}

/** A "replaces" link by keys: each side is a source key (`std:GB2760-2014`) or a standard number. */
export interface ReplacePair {
  from: string;
  to: string;
}

export const replacePairs = (rows: ImportRow[]): ReplacePair[] =>
  rows.flatMap((r) => (r.replaces ?? []).map((to) => ({ from: r.doc.sourceKey, to })));

/** Links "replaces" after all rows exist; links already there are left alone. */
export async function linkReplacements(
  database: Database,
  library: string,
  pairs: ReplacePair[],
  report: ImportReport,
) {
  const { db } = database;
  if (!pairs.length) return;
  const keys = [...new Set(pairs.flatMap((p) => [p.from, p.to]))];
  const ids = new Map<string, number>();
  for (let i = 0; i < keys.length; i += 500) {
    const found = await db
      .select({ id: libDocuments.id, sourceKey: libDocuments.sourceKey })
      .from(libDocuments)
      .where(inArray(libDocuments.sourceKey, keys.slice(i, i + 500)));
    for (const f of found) ids.set(f.sourceKey!, f.id);
  }
  const numberOf = (k: string) => numberKeys(k.replace(/^std:/, ''))?.key;
  const numberKeyList = keys
    .filter((k) => !ids.has(k))
    .map(numberOf)
    .filter((k): k is string => !!k);
  for (let i = 0; i < numberKeyList.length; i += 500) {
    const found = await db
      .select({ id: libDocuments.id, numberKey: libDocuments.numberKey, library: libDocuments.library })
      .from(libDocuments)
      .where(inArray(libDocuments.numberKey, numberKeyList.slice(i, i + 500)));
    for (const f of found) if (f.library === library) ids.set(f.numberKey!, f.id);
  }
  const idOf = (k: string) => ids.get(k) ?? ids.get(numberOf(k) ?? '');
  const links = new Map<string, { fromId: number; toId: number; kind: string }>();
  for (const p of pairs) {
    const fromId = idOf(p.from);
    const toId = idOf(p.to);
    if (fromId && toId && fromId !== toId) links.set(`${fromId}>${toId}`, { fromId, toId, kind: 'replaces' });
  }
  if (!links.size) return;
  const added = await db
    .insert(libDocRelations)
    .values([...links.values()])
    .onConflictDoNothing()
    .returning();
  report.relations += added.length;
}
