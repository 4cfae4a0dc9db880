import { sql, type SQL } from 'drizzle-orm';
import type { LibraryKey } from '@app/contract';
import { libDocuments } from '../../db/schema/index.js';

/**
 * The documents a library shows: those filed in it and those the food library files but also
 * shows here (`also_in`, GIN-indexed), so a law serving food, cosmetics and feed is one row.
 * Shared documents are always filed in the food library (the shelves importer refuses others),
 * so its lists keep their plain (library, date) index scans over the big table.
 * `alias` is the table alias of hand-written SQL (`d`); without it the drizzle columns are used.
 */
export const inLibrary = (library: LibraryKey, alias?: string): SQL =>
  library === 'biaofa'
    ? alias
      ? sql`${sql.raw(alias)}.library = ${library}`
      : sql`${libDocuments.library} = ${library}`
    : alias
      ? sql`(${sql.raw(alias)}.library = ${library} or ${sql.raw(alias)}.also_in @> array[${library}]::text[])`
      : sql`(${libDocuments.library} = ${library} or ${libDocuments.alsoIn} @> array[${library}]::text[])`;
