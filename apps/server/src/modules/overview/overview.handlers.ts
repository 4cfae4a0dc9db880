import { count, sql } from 'drizzle-orm';
import { api, librarySchema } from '@app/contract';
import { implement } from '../../lib/endpoints.js';
import { intlWarnings, judgeRecords, libDocuments, penaltyRecords, samplingRecords } from '../../db/schema/index.js';

/** Counts for the open pages: a few indexed counts, cached by the browser for a few minutes. */
export const overviewImplementations = implement(api.overview, {
  counts: async (_input, ctx) => {
    // Generated demonstration rows are never counted as holdings: they are reported apart.
    const total = async (
      module: 'sampling' | 'penalty' | 'judge' | 'international',
      table: typeof samplingRecords | typeof penaltyRecords | typeof judgeRecords | typeof intlWarnings,
    ) => {
      const [row] = await ctx.db
        .select({
          real: sql<number>`count(*) filter (where not ${table.demo})`,
          demo: sql<number>`count(*) filter (where ${table.demo})`,
        })
        .from(table);
      return { module, real: Number(row?.real ?? 0), demo: Number(row?.demo ?? 0) };
    };
    const [libraries, sampling, penalty, judge, international] = await Promise.all([
      ctx.db.select({ library: libDocuments.library, n: count() }).from(libDocuments).groupBy(libDocuments.library),
      total('sampling', samplingRecords),
      total('penalty', penaltyRecords),
      total('judge', judgeRecords),
      total('international', intlWarnings),
    ]);
    ctx.reply.header('cache-control', 'public, max-age=300');
    return {
      libraries: librarySchema.options.map((library) => ({
        library,
        documents: Number(libraries.find((l) => l.library === library)?.n ?? 0),
      })),
      records: [sampling, penalty, judge, international],
    };
  },
});
