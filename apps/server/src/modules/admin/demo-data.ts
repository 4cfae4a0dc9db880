import { getTableName, sql } from 'drizzle-orm';
import {
  api,
  demoDataModules,
  recordModules,
  type DemoDataModule,
  type Language,
  type RecordModuleName,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { implement } from '../../lib/endpoints.js';
import { recordTables } from '../records/definitions.js';
import { countCache } from '../library/count-cache.js';
import { scales, seedRecords } from '../../seed/records.js';

/**
 * The back office's demo-data screen: generated rows per module and the one action
 * that deletes a module's generated rows. Real rows (the EU RASFF notifications, the imported
 * library) are never touched: records go by their `demo` flag, library documents by the DEMO-
 * number or 【演示】 title every generated document carries (the open overview counts them apart
 * by the same rule). The call is a logged DELETE.
 */
export const libraryDemo = sql`(doc_number like 'DEMO-%' or title like '【演示】%')`;
const libraryTitle = { 'zh-cn': '法规标准库（生成文件）', en: 'Regulation library (generated documents)' };

async function counts(database: Database, module: DemoDataModule) {
  const table = module === 'library' ? 'lib_documents' : getTableName(recordTables[module].table);
  const demo = module === 'library' ? libraryDemo : sql`demo`;
  const [row] = await database.rows<{ demo: number; total: number }>(
    sql`select count(*) filter (where ${demo})::int as demo, count(*)::int as total from ${sql.identifier(table)}`,
  );
  return { demo: Number(row?.demo ?? 0), total: Number(row?.total ?? 0) };
}

const titleOf = (module: DemoDataModule, lang: Language) =>
  module === 'library' ? libraryTitle[lang] : recordModules[module].spec.title[lang];

export async function deleteDemo(database: Database, module: DemoDataModule) {
  if (module === 'library') {
    const gone = await database.rows(sql`delete from lib_documents where ${libraryDemo} returning id`);
    countCache(database).clear();
    return gone.length;
  }
  // The classic case analyses are written from the generated judgments: they go with them.
  if (module === 'judge') await database.rows(sql`delete from judge_classic_cases where demo`);
  const table = sql.identifier(getTableName(recordTables[module].table));
  // The table's statement triggers take the rows out of the monthly pre-aggregate.
  const gone = await database.rows(sql`delete from ${table} where demo returning id`);
  return gone.length;
}

/** How many rows the first start generates for a module (library documents only on request: none). */
const restorable = (module: DemoDataModule) => (module === 'library' ? 0 : scales.demo[module]);

/**
 * Writes the first start's generated rows of a module again when it has none: the generators are
 * deterministic, so the rows read as before (new ids). A module still holding demo rows is left.
 */
export async function restoreDemo(database: Database, module: DemoDataModule) {
  const want = restorable(module);
  if (!want || (await counts(database, module)).demo > 0) return 0;
  const target = {
    ...(Object.fromEntries(Object.keys(recordModules).map((m) => [m, 0])) as Record<RecordModuleName, number>),
    [module]: want,
  };
  // seedRecords fills each module up to its target by row count: real rows count too.
  const before = (await counts(database, module)).total;
  await seedRecords(database, target);
  return (await counts(database, module)).total - before;
}

export const demoDataImplementations = implement(api.admin.demoData, {
  page: async (_input, ctx) => ({
    list: await Promise.all(
      demoDataModules.map(async (module) => ({
        module,
        title: titleOf(module, ctx.lang),
        ...(await counts(ctx.database, module)),
        restorable: restorable(module),
      })),
    ),
  }),
  delete: async (input, ctx) => ({ module: input.module, deleted: await deleteDemo(ctx.database, input.module) }),
  restore: async (input, ctx) => ({ module: input.module, restored: await restoreDemo(ctx.database, input.module) }),
});
