import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { libDocuments } from '../../db/schema/index.js';

/** The document columns a list header may sort by (the `sortKey`s of the web's document columns). */
const sortColumns = {
  publishDate: libDocuments.publishDate,
  implementDate: libDocuments.implementDate,
  docNumber: libDocuments.docNumber,
  title: libDocuments.title,
} as const;

/**
 * The order a clicked column header asks for, for every document list (search, module lists,
 * state lists, topics, industries, provinces, favourites). Undated rows go last both ways: a
 * reader sorting by date wants dated documents, not the ones without a date, at the top; the id
 * breaks ties so pages never overlap.
 *
 * `alias` names lib_documents in raw SQL (`from lib_documents d`); without it the columns are
 * the drizzle table's own, for query-builder selects (also when joined to another table).
 * Undefined when no sort, or an unknown one, is asked for: the list keeps its own order.
 */
export function columnOrder(sort: string | undefined, order: 'asc' | 'desc' | undefined, alias?: string) {
  if (!sort || !Object.hasOwn(sortColumns, sort)) return undefined;
  const ref = (column: PgColumn): SQL => (alias ? sql.raw(`${alias}.${column.name}`) : sql`${column}`);
  const column = ref(sortColumns[sort as keyof typeof sortColumns]);
  const id = ref(libDocuments.id);
  return order === 'asc' ? sql`${column} asc nulls last, ${id} asc` : sql`${column} desc nulls last, ${id} desc`;
}
