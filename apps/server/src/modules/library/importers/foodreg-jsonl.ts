import { readFile } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { libDocRelations, libDocuments } from '../../../db/schema/index.js';
import { numberKeys } from '../../../lib/search/number.js';
import { today } from '../dates.js';
import {
  dateOf,
  isoDate,
  issuerOf,
  moduleOf,
  numberOf,
  standardNumbers,
  titleOf,
  wrongText,
  type FoodregLine,
} from './foodreg-fields.js';
import { repealsByTitle } from './regulations-jsonl.js';
import { emptyReport, linkReplacements, upsertRows, type ImportReport, type ImportRow } from './upsert.js';

const categories: Record<string, string> = {
  standard_notify: '标准公告',
  fagui: '部门规章',
  statuteQA: '法规问答',
  notice: '公告',
};

/** Markdown bold around article heads (**第一条**) is markup, not text: the clause model reads 第一条 at a line's start. */
const plainArticles = (body: string) => body.replace(/\*\*(第[一二三四五六七八九十百零〇\d]+条)\*\*/g, '$1');

/** A portal note in place of a text the source file got wrong (marked as the portal's, in the body). */
const wrongTextNote = (numbers: string[]) =>
  `【本站说明】来源文件在此公告标题下收录的是标准文本（${numbers.join('、')}），不是公告正文，本站未作为公告正文收录。公告的标题与公告号取自来源文件。`;

/**
 * The food regulatory documents file (SAMR orders, NHC standard announcements, reply letters):
 * every document in the food library, each field as its text states it (foodreg-fields.ts).
 * A standard announcement is linked to the standards it names ("related" both ways on the page).
 */
export function parseFoodreg(
  text: string,
  report: ImportReport,
): { rows: ImportRow[]; publishes: Map<string, string[]> } {
  const rows: ImportRow[] = [];
  const publishes = new Map<string, string[]>();
  const day = today();
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim()) return;
    report.read++;
    let l: FoodregLine;
    try {
      l = JSON.parse(raw) as FoodregLine;
    } catch {
      return report.rejected.push({ line, reason: 'not valid JSON' });
    }
    const body = plainArticles(l.text ?? '');
    if (!l.title?.trim() || !body.trim()) return report.rejected.push({ line, reason: 'no title or no text' });
    if (!l.source_path) return report.rejected.push({ line, reason: 'no source_path' });
    const module = moduleOf(l);
    const sourceKey = `freg:${l.source_path}`;
    const wrong = wrongText(l, body);
    const title = titleOf(l, body);
    if (wrong)
      report.repaired = [
        ...(report.repaired ?? []),
        { line, reason: 'the text under this announcement is a standard’s: not shown as its text' },
      ];
    const publish = wrong ? undefined : dateOf(l, body);
    const effective = isoDate(l.effective_date);
    const started = effective ?? publish;
    rows.push({
      line,
      doc: {
        sourceKey,
        library: 'biaofa',
        alsoIn: [],
        module,
        title,
        docNumber: numberOf(l, wrong ? '' : body) ?? null,
        publishDate: publish ?? null,
        effectiveDate: effective ?? null,
        implementDate: effective ?? null,
        // From dates alone: in force from its start; a document that states no date has an unknown status.
        validity: started ? (started > day ? 1 : 2) : 0,
        category: categories[module] ?? null,
        department: (wrong ? undefined : issuerOf(l, body)) ?? null,
        body: wrong ? wrongTextNote(standardNumbers(body)) : body,
      },
    });
    if (module === 'standard_notify') publishes.set(sourceKey, standardNumbers(`${title}\n${wrong ? '' : body}`));
  });
  return { rows, publishes };
}

/** "related" links from each announcement to the standards it names that the library holds. */
async function linkPublished(database: Database, publishes: Map<string, string[]>, report: ImportReport) {
  const keyOf = (n: string) => numberKeys(n)?.key;
  const wanted = [
    ...new Set(
      [...publishes.values()]
        .flat()
        .map(keyOf)
        .filter((k): k is string => !!k),
    ),
  ];
  const sources = [...publishes.keys()];
  if (!wanted.length || !sources.length) return;
  const std = new Map<string, number>();
  for (let i = 0; i < wanted.length; i += 500)
    for (const r of await database.db
      .select({
        id: libDocuments.id,
        key: libDocuments.numberKey,
        library: libDocuments.library,
        module: libDocuments.module,
      })
      .from(libDocuments)
      .where(inArray(libDocuments.numberKey, wanted.slice(i, i + 500))))
      if (r.library === 'biaofa' && r.module === 'biaozhun') std.set(r.key!, r.id);
  const ann = new Map(
    (
      await database.db
        .select({ id: libDocuments.id, key: libDocuments.sourceKey })
        .from(libDocuments)
        .where(inArray(libDocuments.sourceKey, sources))
    ).map((r) => [r.key!, r.id]),
  );
  const links = [...publishes].flatMap(([key, numbers]) =>
    [...new Set(numbers.map(keyOf))].flatMap((k) =>
      k && std.has(k) && ann.has(key) ? [{ fromId: ann.get(key)!, toId: std.get(k)!, kind: 'related' }] : [],
    ),
  );
  for (let i = 0; i < links.length; i += 1000) {
    const added = await database.db
      .insert(libDocRelations)
      .values(links.slice(i, i + 1000))
      .onConflictDoNothing()
      .returning();
    report.relations += added.length;
  }
}

export async function importFoodregJsonl(database: Database, file: string): Promise<ImportReport> {
  const report = emptyReport(file);
  const { rows, publishes } = parseFoodreg(await readFile(file, 'utf8'), report);
  await upsertRows(database, rows, report);
  await linkReplacements(database, 'biaofa', await repealsByTitle(database, rows), report);
  await linkPublished(database, publishes, report);
  return report;
}
