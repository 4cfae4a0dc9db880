import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { libDocClauses, libDocuments, libDocVersions } from '../../db/schema/index.js';
import { splitClauses } from './split.js';
import { classifyChange, type ClauseChange } from './diff.js';

export type ClauseRow = typeof libDocClauses.$inferSelect;

/** A clause as the calls answer it (no ids or stored search text). */
export const clauseView = (c: ClauseRow) => ({
  anchor: c.anchor,
  label: c.label,
  context: c.context,
  ordinal: c.ordinal,
  text: c.text,
  hash: c.hash,
});

/** The body of a document as it was at `version` (the current row or a kept old version). */
async function bodyAt(
  database: Database,
  docId: number,
  version?: number,
): Promise<{ version: number; body: string } | undefined> {
  const { db } = database;
  const [doc] = await db
    .select({ version: libDocuments.version, body: libDocuments.body })
    .from(libDocuments)
    .where(eq(libDocuments.id, docId));
  if (!doc) return undefined;
  if (version === undefined || version === doc.version) return doc;
  const [old] = await db
    .select({ version: libDocVersions.version, body: libDocVersions.body })
    .from(libDocVersions)
    .where(and(eq(libDocVersions.docId, docId), eq(libDocVersions.version, version)));
  return old;
}

/**
 * The clauses of a document version (the current one when `version` is left out), split and
 * stored on first use: splitting is deterministic, so doing it lazily gives the same anchors
 * as doing it at import.
 */
export async function ensureClauses(database: Database, docId: number, version?: number): Promise<ClauseRow[]> {
  const { db } = database;
  const source = await bodyAt(database, docId, version);
  if (!source) return [];
  const stored = await db
    .select()
    .from(libDocClauses)
    .where(and(eq(libDocClauses.docId, docId), eq(libDocClauses.version, source.version)))
    .orderBy(asc(libDocClauses.ordinal));
  if (stored.length) return stored;
  const parts = splitClauses(source.body);
  if (!parts.length) return [];
  const rows = parts.map((p) => ({ docId, version: source.version, ...p }));
  const written: ClauseRow[] = [];
  for (let i = 0; i < rows.length; i += 300) {
    written.push(
      ...(await db
        .insert(libDocClauses)
        .values(rows.slice(i, i + 300))
        .onConflictDoNothing()
        .returning()),
    );
  }
  return written.sort((a, b) => a.ordinal - b.ordinal);
}

/** One clause of a document's current version (or of `version`). */
export async function findClause(
  database: Database,
  docId: number,
  anchor: string,
  version?: number,
): Promise<ClauseRow | undefined> {
  return (await ensureClauses(database, docId, version)).find((c) => c.anchor === anchor);
}

export interface ClauseDiff {
  anchor: string;
  label: string;
  change: ClauseChange;
  before?: string;
  after?: string;
  hash?: string;
}

/** Clause by clause, what changed from one version of a document to another. Unchanged clauses are left out. */
export async function compareVersions(
  database: Database,
  docId: number,
  fromVersion: number,
  toVersion?: number,
): Promise<ClauseDiff[]> {
  const before = new Map((await ensureClauses(database, docId, fromVersion)).map((c) => [c.anchor, c]));
  const after = await ensureClauses(database, docId, toVersion);
  const out: ClauseDiff[] = [];
  for (const c of after) {
    const old = before.get(c.anchor);
    before.delete(c.anchor);
    const change = old && old.hash === c.hash ? 'unchanged' : classifyChange(old?.text, c.text);
    if (change !== 'unchanged')
      out.push({ anchor: c.anchor, label: c.label, change, before: old?.text, after: c.text, hash: c.hash });
  }
  for (const old of before.values())
    out.push({ anchor: old.anchor, label: old.label, change: 'removed', before: old.text });
  return out;
}

/**
 * Splits every document with a body of the given modules that has no clauses yet; `importedOnly`
 * keeps to rows of the real data files (the seed's generated documents are split on first use).
 * Returns the number of documents split.
 */
export async function splitCorpus(
  database: Database,
  modules: string[] = ['fagui', 'biaozhun'],
  opts: { importedOnly?: boolean } = {},
): Promise<number> {
  const docs = await database.rows<{ id: number }>(sql`
    select d.id from lib_documents d
    where d.module in ${sql.raw(`(${modules.map((m) => `'${m.replace(/'/g, '')}'`).join(',')})`)} and length(d.body) > 200
      ${opts.importedOnly ? sql`and d.source_key is not null` : sql``}
      and not exists (select 1 from lib_doc_clauses c where c.doc_id = d.id and c.version = d.version)`);
  for (const d of docs) await ensureClauses(database, d.id);
  return docs.length;
}

/** Clause counts of documents (for lists that show whether a document can be cited). */
export async function clauseCounts(database: Database, docIds: number[]): Promise<Map<number, number>> {
  if (!docIds.length) return new Map();
  const rows = await database.db
    .select({ docId: libDocClauses.docId, n: sql<number>`count(*)::int` })
    .from(libDocClauses)
    .innerJoin(
      libDocuments,
      and(eq(libDocuments.id, libDocClauses.docId), eq(libDocuments.version, libDocClauses.version)),
    )
    .where(inArray(libDocClauses.docId, docIds))
    .groupBy(libDocClauses.docId);
  return new Map(rows.map((r) => [r.docId, r.n]));
}
