import { sql } from 'drizzle-orm';
import { api, librarySchema, recordModules, type RecordModuleName } from '@app/contract';
import { implement } from '../../lib/endpoints.js';
import { libDocuments } from '../../db/schema/index.js';
import { recordTables } from '../records/definitions.js';
import { libraryDemo } from '../admin/demo-data.js';
import { countHoldings } from './holdings.js';
import { cachedCounts } from './counts-cache.js';
import type { CallContext } from '../../lib/context.js';

/** Counts for the open pages: kept on the server until a counted table changes, and by the browser for a few minutes. */
export const overviewImplementations = implement(api.overview, {
  counts: async (_input, ctx) => {
    ctx.reply.header('cache-control', 'public, max-age=300');
    return cachedCounts(ctx.database, () => readCounts(ctx));
  },
});

async function readCounts(ctx: CallContext) {
  // Generated demonstration rows are never counted as holdings: they are reported apart.
  // Every records module's table, read from its definition (each has a demo column): a new module
  // is counted with no line here.
  const total = async (module: RecordModuleName) => {
    const table = recordTables[module].table;
    const [row] = await ctx.db
      .select({
        real: sql<number>`count(*) filter (where not demo)`,
        demo: sql<number>`count(*) filter (where demo)`,
      })
      .from(table);
    return { module, real: Number(row?.real ?? 0), demo: Number(row?.demo ?? 0) };
  };
  const [libraries, shelved, records, holdings] = await Promise.all([
    ctx.db
      .select({
        library: libDocuments.library,
        // A document without a number leaves the rule null: `is not true` counts it as real.
        real: sql<number>`count(*) filter (where ${libraryDemo} is not true)`,
        demo: sql<number>`count(*) filter (where ${libraryDemo})`,
      })
      .from(libDocuments)
      .groupBy(libDocuments.library),
    // A document shown in other libraries too (also_in) counts in each of them.
    ctx.database.rows<{ library: string; real: number; demo: number }>(sql`
      select l.library, count(*) filter (where ${libraryDemo} is not true)::int as real,
             count(*) filter (where ${libraryDemo})::int as demo
      from ${libDocuments} cross join lateral unnest(${libDocuments.alsoIn}) as l(library)
      where ${libDocuments.alsoIn} <> '{}'::text[] group by l.library`),
    Promise.all((Object.keys(recordModules) as RecordModuleName[]).map(total)),
    countHoldings(ctx.database),
  ]);
  return {
    libraries: librarySchema.options.map((library) => {
      const row = libraries.find((l) => l.library === library);
      const more = shelved.find((l) => l.library === library);
      return {
        library,
        documents: Number(row?.real ?? 0) + Number(more?.real ?? 0),
        demo: Number(row?.demo ?? 0) + Number(more?.demo ?? 0),
      };
    }),
    records,
    holdings,
  };
}
