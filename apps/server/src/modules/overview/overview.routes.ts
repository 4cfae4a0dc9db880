import { count } from 'drizzle-orm';
import { api, librarySchema } from '@app/contract';
import { implement } from '../../lib/endpoints.js';
import { intlWarnings, judgeRecords, libDocuments, penaltyRecords, samplingRecords } from '../../db/schema/index.js';

/** Counts for the open pages: a few indexed counts, cached by the browser for a few minutes. */
export const overviewImplementations = implement(api.overview, {
  counts: async (_input, ctx) => {
    const total = async (table: typeof samplingRecords | typeof penaltyRecords | typeof judgeRecords | typeof intlWarnings) =>
      Number((await ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0);
    const [libraries, sampling, penalty, judge, international] = await Promise.all([
      ctx.db.select({ library: libDocuments.library, n: count() }).from(libDocuments).groupBy(libDocuments.library),
      total(samplingRecords),
      total(penaltyRecords),
      total(judgeRecords),
      total(intlWarnings),
    ]);
    ctx.reply.header('cache-control', 'public, max-age=300');
    return {
      libraries: librarySchema.options.map((library) => ({ library, documents: Number(libraries.find((l) => l.library === library)?.n ?? 0) })),
      records: { sampling, penalty, judge, international },
    };
  },
});
