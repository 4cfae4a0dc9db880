import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { LibraryKey } from '@app/contract';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { libDocRelations, sysParams } from '../db/schema/index.js';
import { insertDocuments, type DocInput } from '../modules/library/documents.repo.js';
import { numberKeys } from '../lib/search/number.js';
import { formatReport, importSharedData } from '../modules/library/importers/index.js';
import { seedSafeFallback } from '../modules/library/importers/safe-db.js';
import { countCache } from '../modules/library/count-cache.js';
import { today } from '../modules/library/dates.js';
import { emptyReport, linkReplacements, upsertRows } from '../modules/library/importers/upsert.js';
import { applyEditions } from '../modules/library/editions.js';
import { formatReconcile, reconcileStandards } from '../modules/library/importers/reconcile.js';
import { curatedDocs, type CuratedDoc } from './library-curated.js';
import { seedSourcedQa, seedSourcedTopics } from './library-sourced.js';
import { generateDocuments } from './library-generate.js';
import { splitCorpus } from '../modules/clauses/index.js';

/** Where a curated document would come from in the importers, so an import updates it instead of duplicating it. */
const curatedKey = (c: CuratedDoc) => {
  const keys = numberKeys(c.docNumber);
  if (c.module === 'biaozhun' && keys) return `std:${keys.key ?? keys.code}`;
  const lawTitle = c.title.replace(/（\d{4}(修订|修正)）$/, '');
  return c.library === 'biaofa' && c.module === 'fagui'
    ? `law:${lawTitle}|${c.publishDate ?? ''}`
    : `cur:${c.library}:${c.title}`;
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

/** Generated documents of one library and their "replaces" links. */
export async function insertGenerated(
  database: Database,
  library: LibraryKey,
  count: number,
  seed: number,
  bodySize: number,
) {
  const generated = generateDocuments(library, count, seed, bodySize);
  const ids = await insertDocuments(
    database.db,
    generated.map((g) => g.doc),
    300,
  );
  const links = generated.flatMap((g, i) =>
    g.replacesIndex !== undefined ? [{ fromId: ids[i]!, toId: ids[g.replacesIndex]!, kind: 'replaces' }] : [],
  );
  for (let i = 0; i < links.length; i += 1000)
    await database.db
      .insert(libDocRelations)
      .values(links.slice(i, i + 1000))
      .onConflictDoNothing();
  return ids.length;
}

/** Sizes of generated (DEMO-) documents: none in the product's content; tests and benchmarks ask for them. */
export type DemoSizes = Record<LibraryKey, number>;
export const noDemoDocuments: DemoSizes = { biaofa: 0, rihua: 0, fodder: 0 };

/**
 * Content of the three libraries: the public data of data/ (standards catalogue, laws,
 * GB 2760, GB 9685 …), then the curated real documents (checked facts, so they win over the
 * catalogue where both speak), topics and Q&A written from those documents, and the editions
 * settled as of today. Generated documents only when asked (`demoSizes`, or the
 * SEED_DEMO_DOCUMENTS option), always marked DEMO- / 【演示】.
 */
export async function seedLibrary(
  database: Database,
  config: Config,
  demoSizes: DemoSizes = config.seedDemoDocuments ? { biaofa: 400, rihua: 250, fodder: 250 } : noDemoDocuments,
) {
  const day = today();
  if (existsSync(config.publicDataDir)) {
    for (const report of await importSharedData(database, config.publicDataDir)) console.log(formatReport(report));
  } else await seedSafeFallback(database);
  const curated = curatedInputs(day);
  // A curated law the laws files do not hold is the site's own entry, not the files' (its source
  // says so); one they hold by title (化妆品监督管理条例 of the further-regulations file) is that row.
  const imported = await database.rows<{ key: string; title: string }>(
    sql`select source_key as key, title from lib_documents where source_key like 'law:%' or source_key like 'reg:%' order by publish_date nulls first`,
  );
  const laws = new Set(imported.map((r) => r.key));
  // By title only for the further-regulations file: each title there is one edition (畜牧法 aside, not curated).
  const lawByTitle = new Map(imported.filter((r) => r.key.startsWith('reg:')).map((r) => [r.title, r.key]));
  const docs = curated.docs.map((d) => {
    if (laws.has(d.sourceKey)) return d;
    const byTitle = d.module === 'fagui' ? lawByTitle.get(d.title.replace(/（\d{4}(修订|修正)）$/, '')) : undefined;
    if (byTitle) return { ...d, sourceKey: byTitle };
    return d.sourceKey.startsWith('law:') ? { ...d, sourceKey: `cur:${d.library}:${d.title}` } : d;
  });
  const { links } = curated;
  const report = emptyReport('curated documents');
  // A law imported with its full text keeps it: the curated one-line summary is for documents without a body.
  const withBody = new Set(
    (
      await database.rows<{ key: string }>(
        sql`select source_key as key from lib_documents where body <> '' and source_key in (${sql.join(
          docs.map((d) => sql`${d.sourceKey}`),
          sql`, `,
        )})`,
      )
    ).map((r) => r.key),
  );
  await upsertRows(
    database,
    docs.map((doc, i) => ({ line: i + 1, doc: withBody.has(doc.sourceKey) ? { ...doc, body: undefined } : doc })),
    report,
  );
  await linkReplacements(
    database,
    'biaofa',
    links.map(([from, to]) => ({ from: docs[from]!.sourceKey, to: docs[to]!.sourceKey })),
    report,
  );
  // Every source of standards is in: the withdrawn list's rows are joined to the editions they describe.
  if (existsSync(config.publicDataDir)) {
    console.log(formatReconcile(await reconcileStandards(database, config.publicDataDir, day)));
    await markReconciled(database);
  }
  if (demoSizes.biaofa) await insertGenerated(database, 'biaofa', demoSizes.biaofa, 11, 700);
  if (demoSizes.rihua) await insertGenerated(database, 'rihua', demoSizes.rihua, 22, 700);
  if (demoSizes.fodder) await insertGenerated(database, 'fodder', demoSizes.fodder, 33, 700);
  // Announcements, replies and notices of the data files are split too (the assistant cites them).
  await splitCorpus(database, ['standard_notify', 'statuteQA', 'notice'], { importedOnly: true });
  await seedSourcedQa(database, day);
  await seedSourcedTopics(database, day);
  const editions = await applyEditions(database, day);
  console.log(`editions: ${editions.linked} replace links added, ${editions.changed} statuses settled as of ${day}`);
  countCache(database).clear();
}

/**
 * Benchmark scale (`--scale N`): N documents of about 2 KB, 80% standard library, in multi-row
 * batches. The two GIN indexes are dropped during the load and built once at the end, which
 * is many times faster than updating them row by row.
 */
export async function seedLibraryScale(database: Database, n: number, onProgress?: (done: number) => void) {
  const parts: [LibraryKey, number][] = [
    ['biaofa', Math.round(n * 0.8)],
    ['rihua', Math.round(n * 0.1)],
    ['fodder', n - Math.round(n * 0.8) - Math.round(n * 0.1)],
  ];
  await database.rows(sql`drop index if exists lib_documents_title_tsv`);
  await database.rows(sql`drop index if exists lib_documents_body_tsv`);
  let total = 0;
  try {
    for (const [library, count] of parts) {
      for (let done = 0, seed = 1000; done < count; done += 5000, seed++) {
        total += await insertGenerated(
          database,
          library,
          Math.min(5000, count - done),
          seed * 7 + library.length,
          2000,
        );
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

/** Marks a database whose withdrawn-list rows have been joined to their editions (the join's version). */
const reconciledMarker = 'library_withdrawn_joined_v1';

async function markReconciled(database: Database) {
  await database.db
    .insert(sysParams)
    .values({ paramCode: reconciledMarker, paramValue: new Date().toISOString(), remark: 'withdrawn list joined' })
    .onConflictDoNothing();
}

/**
 * An installation seeded before the withdrawn list was joined to the editions gets the join at its next start,
 * once (the marker), instead of waiting for the catalogue to be imported again; a fresh one is joined by the seed.
 */
export const upkeepWithdrawnJoin = async (database: Database, config: Config) => {
  if (!existsSync(config.publicDataDir)) return;
  const [done] = await database.rows(sql`select 1 from sys_params where param_code = ${reconciledMarker}`);
  if (done) return;
  const [held] = await database.rows(sql`select 1 from lib_documents where module = 'biaozhun' limit 1`);
  if (!held) return;
  const day = today();
  console.log(formatReconcile(await reconcileStandards(database, config.publicDataDir, day)));
  const editions = await applyEditions(database, day);
  console.log(`editions: ${editions.linked} replace links added, ${editions.changed} statuses settled as of ${day}`);
  countCache(database).clear();
  await markReconciled(database);
};
