import { sql } from 'drizzle-orm';
import { docModules, libraryRight, type DocModule, type LibraryKey } from '@app/contract';
import type { Database } from '../../db/client.js';
import { splitCorpus } from '../clauses/index.js';
import { prunePassages, upsertPassages, type PassageInput } from './passages.js';

interface ClauseRow {
  doc_id: number;
  version: number;
  library: LibraryKey;
  module: DocModule;
  validity: number;
  doc_number: string | null;
  title: string;
  anchor: string;
  label: string;
  context: string;
  text: string;
}

// A clause longer than this is cut for the index (a whole appendix table); the cited text stays whole on the document page.
const MAX_TEXT = 6000;

/**
 * Indexes every clause of the current version of the laws and standards (splitting the
 * documents that have no clauses yet). Passages of clauses that no longer exist are dropped.
 */
export async function indexClauses(database: Database, docIds?: number[]): Promise<number> {
  await splitCorpus(database);
  const only = docIds?.length ? sql`and d.id = any(array[${sql.join(docIds.map((i) => sql`${i}`), sql`, `)}]::int[])` : sql``;
  const rows = await database.rows<ClauseRow>(sql`
    select d.id as doc_id, d.version, d.library, d.module, d.validity, d.doc_number, d.title, c.anchor, c.label, c.context, c.text
    from lib_documents d join lib_doc_clauses c on c.doc_id = d.id and c.version = d.version
    where true ${only}
    order by d.id, c.ordinal`);
  const passages: PassageInput[] = rows
    .filter((r) => r.module in docModules)
    .map((r) => ({
      sourceKey: `clause:${r.doc_id}:${r.anchor}`,
      kind: 'clause',
      docId: r.doc_id,
      docVersion: r.version,
      library: r.library,
      rightName: libraryRight(r.library, docModules[r.module].right),
      validity: r.validity,
      anchor: r.anchor,
      label: [r.context, r.label].filter(Boolean).join(' '),
      sourceTitle: [r.doc_number, r.title].filter(Boolean).join(' '),
      docNumber: r.doc_number,
      text: r.text.length > MAX_TEXT ? `${r.text.slice(0, MAX_TEXT)}…` : r.text,
    }));
  await upsertPassages(database, passages);
  const byDoc = new Map<number, string[]>();
  for (const p of passages) byDoc.set(p.docId!, [...(byDoc.get(p.docId!) ?? []), p.sourceKey]);
  for (const [docId, keys] of byDoc) await prunePassages(database, `clause:${docId}:`, keys);
  return passages.length;
}
