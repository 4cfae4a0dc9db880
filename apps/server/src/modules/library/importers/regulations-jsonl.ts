import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { today } from '../dates.js';
import { parseLaws } from './laws-jsonl.js';
import { shelvesBeside, type Shelf } from './shelves.js';
import {
  emptyReport,
  linkReplacements,
  replacePairs,
  upsertRows,
  type ImportReport,
  type ImportRow,
  type ReplacePair,
} from './upsert.js';

/**
 * The further laws, regulations, rules and interpretations (cosmetics, feed, inspection,
 * advertising …): the laws file's fields, keyed `reg:` so each file counts its own rows. Each
 * goes to the library the shelves file names (food by default), shown in the others it lists.
 */
const key = (k: string) => k.replace(/^law:/, 'reg:');

/** Titles a text repeals in its own words: "…《A》、…《B》同时废止". */
export function repealedTitles(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/[^。；\n]*?同时废止/g))
    for (const t of m[0].matchAll(/《([^《》]+(?:《[^《》]*》[^《》]*)?)》/g))
      out.push(t[1]!.replace(/[〈〉]/g, (c) => (c === '〈' ? '《' : '》')));
  return [...new Set(out)];
}

export function parseRegulations(text: string, report: ImportReport, shelves: Map<string, Shelf>): ImportRow[] {
  const rows = parseLaws(text, report).map((r) => {
    const shelf = shelves.get(r.doc.title);
    return {
      ...r,
      doc: {
        ...r.doc,
        sourceKey: key(r.doc.sourceKey),
        library: shelf?.library ?? 'biaofa',
        alsoIn: shelf?.alsoIn ?? [],
      },
      replaces: r.replaces?.map(key),
    };
  });
  // A text that repeals another one of this file dates the end of the older one: its own start.
  const byTitle = new Map(rows.map((r) => [r.doc.title, r]));
  const day = today();
  for (const r of rows) {
    for (const title of repealedTitles(r.doc.body ?? '')) {
      const old = byTitle.get(title);
      if (!old || old === r) continue;
      r.replaces = [...(r.replaces ?? []), old.doc.sourceKey];
      const end = r.doc.effectiveDate;
      if (end) {
        old.doc.abolishDate = end;
        old.doc.invalidDate = end;
        old.doc.validity = end <= day ? 3 : 8;
      }
    }
  }
  return rows;
}

/** "Replaces" links from a text to the documents it repeals by title that another file brought (any library). */
export async function repealsByTitle(database: Database, rows: ImportRow[]): Promise<ReplacePair[]> {
  const wanted = rows.flatMap((r) =>
    repealedTitles(r.doc.body ?? '').map((title) => ({ from: r.doc.sourceKey, title })),
  );
  if (!wanted.length) return [];
  const found = await database.rows<{ title: string; key: string }>(sql`
    select distinct on (title) title, source_key as key from lib_documents
    where source_key is not null and title in (${sql.join(
      wanted.map((w) => sql`${w.title}`),
      sql`, `,
    )}) order by title, publish_date desc nulls last`);
  const keyOf = new Map(found.map((f) => [f.title, f.key]));
  return wanted.flatMap((w) => (keyOf.has(w.title) ? [{ from: w.from, to: keyOf.get(w.title)! }] : []));
}

export async function importRegulationsJsonl(database: Database, file: string): Promise<ImportReport> {
  const report = emptyReport(file);
  const rows = parseRegulations(await readFile(file, 'utf8'), report, shelvesBeside(file));
  await upsertRows(database, rows, report);
  const pairs = [...replacePairs(rows), ...(await repealsByTitle(database, rows))];
  await linkReplacements(database, 'biaofa', pairs, report);
  return report;
}
