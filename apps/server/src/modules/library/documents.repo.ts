import { sql, inArray, and, eq } from 'drizzle-orm';
import { docModules, type DocModule, type DocSummary, type Language, type LibraryKey } from '@app/contract';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { libDocuments, libFavorites } from '../../db/schema/index.js';
import { lexemeVector, positionedVector } from '../../lib/search/vector.js';
import { numberKeys } from '../../lib/search/number.js';
import { statusInfo } from './status.js';

export type DocRow = typeof libDocuments.$inferSelect;
export type DocInsert = typeof libDocuments.$inferInsert;

/** What a writer gives; numbers, module code and search vectors are derived here, once. */
export type DocInput = Omit<
  DocInsert,
  'id' | 'moduleCode' | 'numberKey' | 'numberCode' | 'numberDigits' | 'titleTsv' | 'bodyTsv'
> & {
  module: DocModule;
  library: LibraryKey;
};

/** The title vector also holds the number and department so short metadata queries hit it. */
export const titleVector = (title: string, docNumber?: string | null) =>
  positionedVector(`${title} ${docNumber ?? ''}`);
export const bodyVector = (body: string) => lexemeVector(body);

export function derivedColumns(input: { module: DocModule; title: string; docNumber?: string | null; body?: string }) {
  const keys = numberKeys(input.docNumber);
  return {
    moduleCode: docModules[input.module].code,
    numberKey: keys?.key ?? null,
    numberCode: keys?.code ?? null,
    numberDigits: keys?.digits ?? null,
    titleTsv: titleVector(input.title, input.docNumber),
    bodyTsv: bodyVector(input.body ?? ''),
  };
}

/** The insert values of a document: the derived columns go in as SQL (the search vectors). */
export const toInsert = (input: DocInput): PgInsertValue<typeof libDocuments> => ({
  ...input,
  ...derivedColumns(input),
});

/** Multi-row inserts in batches: one statement per batch keeps bulk loads fast on both drivers. */
export async function insertDocuments(db: Db, inputs: DocInput[], batch = 400): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < inputs.length; i += batch) {
    const rows = await db
      .insert(libDocuments)
      .values(inputs.slice(i, i + batch).map(toInsert))
      .returning({ id: libDocuments.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** Columns a list needs (never the body: lists stay small). */
export const summaryColumns = {
  id: libDocuments.id,
  library: libDocuments.library,
  module: libDocuments.module,
  moduleCode: libDocuments.moduleCode,
  title: libDocuments.title,
  docNumber: libDocuments.docNumber,
  department: libDocuments.department,
  industry: libDocuments.industry,
  category: libDocuments.category,
  province: libDocuments.province,
  publishDate: libDocuments.publishDate,
  implementDate: libDocuments.implementDate,
  abolishDate: libDocuments.abolishDate,
  updateDate: libDocuments.updateDate,
  addDate: libDocuments.addDate,
  validity: libDocuments.validity,
  endedBy: libDocuments.endedBy,
};
export type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null } & {
  id: number;
  title: string;
  validity: number;
  library: string;
  module: string;
  moduleCode: number;
};

/** The same columns for raw SQL selects (snake_case to the summary's names). */
export const summarySelectSql = sql.raw(
  `d.id, d.library, d.module, d.module_code as "moduleCode", d.title, d.doc_number as "docNumber", d.department, d.industry,
   d.category, d.province, d.publish_date as "publishDate", d.implement_date as "implementDate", d.abolish_date as "abolishDate",
   d.update_date as "updateDate", d.add_date as "addDate", d.validity, d.ended_by as "endedBy"`,
);

export async function favoriteIds(db: Db, memberId: number | undefined, ids: number[]): Promise<Set<number>> {
  if (!memberId || !ids.length) return new Set();
  const rows = await db
    .select({ id: libFavorites.docId })
    .from(libFavorites)
    .where(and(eq(libFavorites.memberId, memberId), inArray(libFavorites.docId, ids)));
  return new Set(rows.map((r) => r.id));
}

export function toSummary(row: SummaryRow, lang: Language, favorites: Set<number>): DocSummary {
  return {
    id: row.id,
    library: row.library as LibraryKey,
    module: row.module as DocModule,
    moduleCode: row.moduleCode,
    title: row.title,
    docNumber: row.docNumber ?? null,
    department: row.department ?? null,
    industry: row.industry ?? null,
    category: row.category ?? null,
    province: row.province ?? null,
    publishDate: row.publishDate ?? null,
    implementDate: row.implementDate ?? null,
    abolishDate: row.abolishDate ?? null,
    updateDate: row.updateDate ?? null,
    addDate: row.addDate ?? null,
    status: statusInfo(
      {
        validity: row.validity,
        endedBy: row.endedBy ?? null,
        abolishDate: row.abolishDate ?? null,
        implementDate: row.implementDate ?? null,
      },
      lang,
    ),
    favorite: favorites.has(row.id),
  };
}

/** Summaries for rows, with the member's favourite flags looked up in one query. */
export async function summaries(db: Db, rows: SummaryRow[], lang: Language, memberId?: number) {
  const fav = await favoriteIds(
    db,
    memberId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSummary(r, lang, fav));
}
