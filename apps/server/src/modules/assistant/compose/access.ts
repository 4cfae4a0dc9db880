import { sql, type SQL } from 'drizzle-orm';
import { docModules, libraryRight, type LibraryKey } from '@app/contract';
import type { Reader } from '../retrieval.js';

/**
 * What a member may be told, for the written answer's own lookups (retrieval filters its
 * passages the same way in SQL): a library document needs the library and its module's right,
 * a limit or reference value the limits right, a GB 2760 row the standard library.
 */
const libraries: LibraryKey[] = ['biaofa', 'rihua', 'fodder'];

export const mayReadDocument = (reader: Reader, library: string, module: string) =>
  reader.isSuper ||
  (libraries.includes(library as LibraryKey) &&
    module in docModules &&
    reader.rights.has(library) &&
    reader.rights.has(libraryRight(library as LibraryKey, docModules[module as keyof typeof docModules].right)));

export const mayReadLimits = (reader: Reader) => reader.isSuper || reader.rights.has('whwxl');
export const mayReadAdditives = (reader: Reader) => reader.isSuper || reader.rights.has('biaofa');

/** A bound text[] (drizzle would expand a bare array into a row). */
export const textList = (items: readonly string[]): SQL =>
  items.length
    ? sql`array[${sql.join(
        items.map((i) => sql`${i}`),
        sql`, `,
      )}]::text[]`
    : sql`array[]::text[]`;
