import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { LibraryKey } from '@app/contract';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { libDocRelations, libSubjects } from '../db/schema/index.js';
import { insertDocuments, type DocInput } from '../modules/library/documents.repo.js';
import { numberKeys } from '../lib/search/number.js';
import { queryTokens } from '../lib/search/segment.js';
import { tsQuery } from '../lib/search/vector.js';
import { formatReport, importSharedData } from '../modules/library/importers/index.js';
import { seedSafeFallback } from '../modules/library/importers/safe-db.js';
import { countCache } from '../modules/library/count-cache.js';
import { today } from '../modules/library/dates.js';
import { curatedDocs, type CuratedDoc } from './library-curated.js';
import { generateDocuments } from './library-generate.js';

/** Where a curated document would come from in the importers, so an import updates it instead of duplicating it. */
const curatedKey = (c: CuratedDoc) => {
  const keys = numberKeys(c.docNumber);
  if (c.module === 'biaozhun' && keys) return `std:${keys.key ?? keys.code}`;
  const lawTitle = c.title.replace(/（\d{4}(修订|修正)）$/, '');
  return c.library === 'biaofa' && c.module === 'fagui' ? `law:${lawTitle}|${c.publishDate ?? ''}` : `cur:${c.library}:${c.title}`;
};

/** Status of a curated document on `day`: from its dates and from the version replacing it. */
function curatedInputs(day = today()): { docs: (DocInput & { sourceKey: string })[]; links: [number, number][] } {
  const index = new Map(curatedDocs.map((c, i) => [c.docNumber ?? c.title, i]));
  const newerOf = new Map<number, number>();
  const links: [number, number][] = [];
  curatedDocs.forEach((c, i) => {
    const older = c.replaces ? index.get(c.replaces) : undefined;
    if (older !== undefined) {
      newerOf.set(older, i);
      links.push([i, older]);
    }
  });
  const docs = curatedDocs.map((c, i) => {
    const newer = newerOf.has(i) ? curatedDocs[newerOf.get(i)!] : undefined;
    let validity = c.implementDate && c.implementDate > day ? 1 : 2;
    let abolishDate: string | null = null;
    if (newer?.implementDate && validity === 2) {
      abolishDate = newer.implementDate;
      validity = newer.implementDate <= day ? 3 : 8;
    }
    return {
      sourceKey: curatedKey(c),
      library: c.library,
      module: c.module,
      title: c.title,
      docNumber: c.docNumber ?? null,
      publishDate: c.publishDate ?? null,
      implementDate: c.implementDate ?? null,
      effectiveDate: c.implementDate ?? null,
      abolishDate,
      invalidDate: abolishDate,
      department: c.department,
      category: c.category,
      industry: c.industry ?? null,
      province: c.province ?? null,
      validity,
      body: c.summary,
      addDate: c.publishDate ?? day,
      updateDate: c.publishDate ?? day,
    };
  });
  return { docs, links };
}

const subjectsOf: Record<LibraryKey, { title: string; words: string; summary: string }[]> = {
  biaofa: [
    { title: '食品添加剂使用标准专题', words: '食品添加剂', summary: 'GB 2760 及食品添加剂相关标准、公告与解读。' },
    { title: '预包装食品标签新规专题', words: '标签', summary: 'GB 7718-2025、GB 28050-2025 等标签标准及配套文件。' },
    { title: '污染物与真菌毒素限量专题', words: '限量', summary: '污染物、真菌毒素、农药兽药残留限量标准汇编。' },
    { title: '婴幼儿食品专题', words: '婴幼儿', summary: '婴幼儿配方食品、辅助食品相关标准与法规。' },
    { title: '食品生产许可专题', words: '生产', summary: '生产许可、生产卫生规范与监督检查文件。' },
  ],
  rihua: [
    { title: '化妆品监督管理条例配套文件专题', words: '化妆品', summary: '条例及其配套规章、规范性文件。' },
    { title: '防晒与功效宣称专题', words: '防晒', summary: '防晒化妆品标准、功效评价方法。' },
    { title: '化妆品标签专题', words: '标签', summary: '化妆品标签管理办法及解读。' },
  ],
  fodder: [
    { title: '饲料添加剂安全使用专题', words: '饲料添加剂', summary: '饲料添加剂品种目录与安全使用规范。' },
    { title: '饲料卫生与质量专题', words: '饲料', summary: '饲料卫生标准、检测方法与监督抽检。' },
    { title: '宠物饲料专题', words: '宠物', summary: '宠物饲料管理办法与标准。' },
  ],
};

async function seedSubjects(database: Database, day: string) {
  for (const [library, list] of Object.entries(subjectsOf) as [LibraryKey, (typeof subjectsOf)[LibraryKey]][]) {
    for (const [i, s] of list.entries()) {
      const [row] = await database.db.insert(libSubjects).values({ library, title: s.title, summary: s.summary, body: `${s.summary}本专题汇集相关文件，持续更新。`, date: day.slice(0, 8) + String(Math.max(1, Number(day.slice(8)) - i)).padStart(2, '0') }).returning();
      await database.rows(sql`insert into lib_subject_docs (subject_id, doc_id)
        select ${row!.id}, id from lib_documents where library = ${library} and title_tsv @@ ${tsQuery(queryTokens(s.words))}
        order by publish_date desc nulls last limit 12 on conflict do nothing`);
    }
  }
}

/** Generated documents of one library and their "replaces" links. */
export async function insertGenerated(database: Database, library: LibraryKey, count: number, seed: number, bodySize: number) {
  const generated = generateDocuments(library, count, seed, bodySize);
  const ids = await insertDocuments(database.db, generated.map((g) => g.doc), 300);
  const links = generated.flatMap((g, i) => (g.replacesIndex !== undefined ? [{ fromId: ids[i]!, toId: ids[g.replacesIndex]!, kind: 'replaces' }] : []));
  for (let i = 0; i < links.length; i += 1000) await database.db.insert(libDocRelations).values(links.slice(i, i + 1000)).onConflictDoNothing();
  return ids.length;
}

/**
 * Demo content of the three libraries: the curated real documents, generated documents
 * (deterministic), topics, the safeDb/foodDb reference data, and the shared data files when
 * the public data folder is there.
 */
export async function seedLibrary(database: Database, config: Config, sizes: Record<LibraryKey, number> = { biaofa: 400, rihua: 250, fodder: 250 }) {
  const day = today();
  const { docs, links } = curatedInputs(day);
  const ids = await insertDocuments(database.db, docs);
  await database.db.insert(libDocRelations).values(links.map(([from, to]) => ({ fromId: ids[from]!, toId: ids[to]!, kind: 'replaces' })));
  await insertGenerated(database, 'biaofa', sizes.biaofa, 11, 700);
  await insertGenerated(database, 'rihua', sizes.rihua, 22, 700);
  await insertGenerated(database, 'fodder', sizes.fodder, 33, 700);
  if (existsSync(config.publicDataDir)) {
    for (const report of await importSharedData(database, config.publicDataDir)) console.log(formatReport(report).split('\n').slice(0, 4).join('\n'));
  } else await seedSafeFallback(database);
  await seedSubjects(database, day);
  countCache(database).clear();
}

/**
 * Benchmark scale (`--scale N`): N documents of about 2 KB, 80% standard library, in multi-row
 * batches. The two GIN indexes are dropped during the load and built once at the end, which
 * is many times faster than updating them row by row.
 */
export async function seedLibraryScale(database: Database, n: number, onProgress?: (done: number) => void) {
  const parts: [LibraryKey, number][] = [['biaofa', Math.round(n * 0.8)], ['rihua', Math.round(n * 0.1)], ['fodder', n - Math.round(n * 0.8) - Math.round(n * 0.1)]];
  await database.rows(sql`drop index if exists lib_documents_title_tsv`);
  await database.rows(sql`drop index if exists lib_documents_body_tsv`);
  let total = 0;
  try {
    for (const [library, count] of parts) {
      for (let done = 0, seed = 1000; done < count; done += 5000, seed++) {
        total += await insertGenerated(database, library, Math.min(5000, count - done), seed * 7 + library.length, 2000);
        onProgress?.(total);
      }
    }
  } finally {
    await database.rows(sql`create index if not exists lib_documents_title_tsv on lib_documents using gin (title_tsv)`);
    await database.rows(sql`create index if not exists lib_documents_body_tsv on lib_documents using gin (body_tsv)`);
    await database.rows(sql`analyze lib_documents`);
  }
  countCache(database).clear();
  return total;
}
