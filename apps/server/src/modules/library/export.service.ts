import { and, desc, eq, inArray } from 'drizzle-orm';
import { docModules, type DocModule, type Language, type LibraryKey } from '@app/contract';
import type { Database } from '../../db/client.js';
import { libDocuments, libFavorites } from '../../db/schema/index.js';
import { writeXlsx } from '../../lib/xlsx.js';
import { summaryColumns, type SummaryRow } from './documents.repo.js';
import { inLibrary } from './library-filter.js';
import { compileSearch, pageRows, type SearchQuery } from './search.service.js';
import { validityLabel } from './status.js';
import { column, sheet } from './texts.js';

/** The rows to export: the selected ids, the favourites, or the first `quantity` search results. */
async function exportRows(
  database: Database,
  library: LibraryKey,
  q: SearchQuery & { quantity: number; ids?: number[]; source: 'search' | 'favorite' },
  memberId: number,
): Promise<SummaryRow[]> {
  const { db } = database;
  if (q.ids?.length) {
    const rows = await db
      .select(summaryColumns)
      .from(libDocuments)
      .where(and(inLibrary(library), inArray(libDocuments.id, q.ids.slice(0, q.quantity))));
    return rows as SummaryRow[];
  }
  if (q.source === 'favorite') {
    const rows = await db
      .select(summaryColumns)
      .from(libFavorites)
      .innerJoin(libDocuments, eq(libDocuments.id, libFavorites.docId))
      .where(and(eq(libFavorites.memberId, memberId), eq(libFavorites.library, library)))
      .orderBy(desc(libFavorites.createdAt))
      .limit(q.quantity);
    return rows as SummaryRow[];
  }
  return pageRows(database, compileSearch(library, q), q, 0, q.quantity);
}

export async function exportDocuments(
  database: Database,
  library: LibraryKey,
  q: SearchQuery & { quantity: number; ids?: number[]; source: 'search' | 'favorite' },
  lang: Language,
  memberId: number,
) {
  const rows = await exportRows(database, library, q, memberId);
  const keys = [
    'docNumber',
    'title',
    'module',
    'status',
    'department',
    'publishDate',
    'implementDate',
    'abolishDate',
  ] as const;
  return writeXlsx({
    sheetName: sheet('export', lang),
    columns: keys.map((k) => ({ header: column(k, lang), key: k, width: k === 'title' ? 50 : 18 })),
    rows: rows.map((r) => ({
      ...r,
      module: docModules[r.module as DocModule]?.[lang === 'en' ? 'en' : 'zh'] ?? r.module,
      status: validityLabel(r.validity, lang, r.endedBy),
    })),
  });
}
