import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { likePattern } from '../../admin/text.js';
import { api, type Language } from '@app/contract';
import { recordImportRuns, type ImportReject } from '../../../db/schema/index.js';
import { requireStaff } from '../../../lib/context.js';
import { implement } from '../../../lib/endpoints.js';
import { rejectText } from './reasons.js';
import { parseRecordFile, previewOf, writeImport, type RecordImportModule } from './service.js';

/** Rejects listed in a run's detail; a longer list says how many more there are. */
const shownRejects = 500;
const rejectLines = (rejects: ImportReject[], lang: Language) =>
  [
    ...rejects.slice(0, shownRejects).map((r) => `${r.line} ${r.key}: ${rejectText(r, lang)}`),
    ...(rejects.length > shownRejects
      ? [lang === 'en' ? `… ${rejects.length - shownRejects} more` : `…… 另有 ${rejects.length - shownRejects} 行`]
      : []),
  ].join('\n');

const asRun = (r: typeof recordImportRuns.$inferSelect, lang: Language) => ({
  id: r.id,
  module: r.module as RecordImportModule,
  file: r.file,
  startedAt: r.startedAt,
  finishedAt: r.finishedAt,
  read: r.read,
  inserted: r.inserted,
  updated: r.updated,
  unchanged: r.unchanged,
  rejectedCount: r.rejected.length,
  rejectedText: rejectLines(r.rejected, lang),
});

const readUpload = (input: { file: { filename: string; buffer: Uint8Array }; module?: RecordImportModule | '' }) =>
  parseRecordFile(input.file.filename, Buffer.from(input.file.buffer), input.module || undefined);

/** Back office: preview a file, confirm it, list the runs (rights records:import:save / :page). */
export const recordImportImplementations = implement(api.admin.recordsImport, {
  preview: async (input, ctx) => previewOf(await readUpload(input), ctx.lang),
  confirm: async (input, ctx) => {
    const run = await writeImport(ctx.database, await readUpload(input), requireStaff(ctx).id);
    const [row] = await ctx.db.select().from(recordImportRuns).where(eq(recordImportRuns.id, run.id));
    ctx.say('operationSuccess');
    return asRun(row!, ctx.lang);
  },
  runs: async (input, ctx) => {
    const where = and(
      input.module ? eq(recordImportRuns.module, input.module) : undefined,
      input.file ? ilike(recordImportRuns.file, likePattern(input.file)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(recordImportRuns)
        .where(where)
        .orderBy(desc(recordImportRuns.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      ctx.db.select({ n: count() }).from(recordImportRuns).where(where),
    ]);
    return { list: rows.map((r) => asRun(r, ctx.lang)), total: total!.n, page: input.page, pageSize: input.pageSize };
  },
});
