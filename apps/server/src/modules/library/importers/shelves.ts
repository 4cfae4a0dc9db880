import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { librarySchema, type LibraryKey } from '@app/contract';

/**
 * Which library shows a document, by title: the portal editors' decision (data/library_shelves.csv,
 * marked "portal editors"), not a fact of the source. A title not listed stays in the food
 * library; `alsoIn` names the other libraries showing the same document, which is then filed
 * in the food library.
 */
export interface Shelf {
  library: LibraryKey;
  alsoIn: LibraryKey[];
  note: string;
}

export const shelvesFile = 'library_shelves.csv';

export function parseShelves(text: string): Map<string, Shelf> {
  const rows = parse(text, { columns: true, bom: true, skip_empty_lines: true, trim: true }) as Record<
    string,
    string
  >[];
  const out = new Map<string, Shelf>();
  rows.forEach((r, i) => {
    const library = librarySchema.safeParse(r.library);
    const alsoIn = (r.also_in ?? '').split(/\s+/).filter(Boolean);
    const others = alsoIn.map((l) => librarySchema.safeParse(l));
    if (!r.title || !library.success || others.some((o) => !o.success))
      throw new Error(`${shelvesFile} line ${i + 2}: a title and known libraries are needed`);
    // The food library's lists stay plain index scans (library-filter.ts): shared documents are filed there.
    if (alsoIn.length && library.data !== 'biaofa')
      throw new Error(`${shelvesFile} line ${i + 2}: a document shown in several libraries is filed in biaofa`);
    out.set(r.title, {
      library: library.data,
      alsoIn: others.map((o) => o.data!).filter((l) => l !== library.data),
      note: r.note ?? '',
    });
  });
  return out;
}

/** The shelves file beside a data file, or none (every document then stays in the food library). */
export function shelvesBeside(file: string): Map<string, Shelf> {
  const f = path.join(path.dirname(file), shelvesFile);
  return existsSync(f) ? parseShelves(readFileSync(f, 'utf8')) : new Map();
}
