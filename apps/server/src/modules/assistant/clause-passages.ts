import { sql } from 'drizzle-orm';
import { docModules, libraryRight, type DocModule, type LibraryKey } from '@app/contract';
import type { Database } from '../../db/client.js';
import { splitCorpus } from '../clauses/index.js';
import { upsertPassages, type PassageInput } from './passages.js';

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

// Documents read and indexed at a time: 100,000 documents give millions of clauses, too many
// to hold at once.
const DOC_BATCH = 2000;

const idList = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  )}]::int[]`;

/**
 * Indexes every clause of the current version of the laws and standards (splitting the
 * documents that have no clauses yet). Passages of clauses that no longer exist are dropped.
 */
export async function indexClauses(database: Database, docIds?: number[]): Promise<number> {
  await splitCorpus(database);
  const ids = docIds?.length
    ? docIds
    : (
        await database.rows<{ id: number }>(
          sql`select d.id from lib_documents d where exists (select 1 from lib_doc_clauses c where c.doc_id = d.id and c.version = d.version) order by d.id`,
        )
      ).map((r) => r.id);
  let indexed = 0;
  for (let i = 0; i < ids.length; i += DOC_BATCH) {
    const rows = await database.rows<ClauseRow>(sql`
      select d.id as doc_id, d.version, d.library, d.module, d.validity, d.doc_number, d.title, c.anchor, c.label, c.context, c.text
      from lib_documents d join lib_doc_clauses c on c.doc_id = d.id and c.version = d.version
      where d.id = any(${idList(ids.slice(i, i + DOC_BATCH))})
      order by d.id, c.ordinal`);
    indexed += await upsertPassages(database, rows.filter((r) => r.module in docModules).map(toPassage));
  }
  await pruneClausePassages(database, docIds);
  return indexed;
}

function toPassage(r: ClauseRow): PassageInput {
  return {
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
  };
}

/** Drops, in one statement, the clause passages whose clause the document's current version no longer has. */
async function pruneClausePassages(database: Database, docIds?: number[]) {
  await database.rows(sql`
    delete from assistant_passages p
    where p.kind = 'clause' ${docIds?.length ? sql`and p.doc_id = any(${idList(docIds)})` : sql``}
      and not exists (
        select 1 from lib_documents d join lib_doc_clauses c on c.doc_id = d.id and c.version = d.version and c.anchor = p.anchor
        where d.id = p.doc_id)`);
}
