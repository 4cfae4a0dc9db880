import { and, eq, ilike, ne } from 'drizzle-orm';
import { api, backOffice } from '@app/contract';
import { sysKeywords } from '../../db/schema/index.js';
import { crudHandlers, given, iso } from '../../lib/crud.js';
import { implement } from '../../lib/endpoints.js';
import { warn } from '../../lib/errors.js';
import { readXlsxRows } from '../../lib/xlsx.js';
import { likePattern } from './text.js';

type KeywordRow = typeof sysKeywords.$inferSelect;
const calls = api.admin.keywords;
const maxImportRows = 5000;

/** Spec 5: keywords are separated by commas, or by spaces in one field. */
export const splitKeywords = (cell: string) =>
  cell
    .split(/[,，、\s]+/)
    .map((k) => k.trim())
    .filter((k) => k.length > 0 && k.length <= 100);

const isHeader = (row: string[]) => /^(keywords?|关键词|关键字)$/i.test(row[0] ?? '');

const handlers = crudHandlers(calls, {
  table: sysKeywords,
  id: sysKeywords.id,
  dateColumn: sysKeywords.createdAt,
  sorts: { keyword: sysKeywords.keyword, category: sysKeywords.category, createDate: sysKeywords.createdAt },
  where: (f) => [
    given(f.keyword) ? ilike(sysKeywords.keyword, likePattern(f.keyword)) : undefined,
    given(f.category) ? eq(sysKeywords.category, f.category) : undefined,
  ],
  toItems: async (rows: KeywordRow[]) => rows.map(({ createdAt, ...r }) => ({ ...r, createDate: iso(createdAt) })),
  exportName: 'keywords',
  exportColumns: backOffice.keywords.fields,
  values: async (input, ctx, id) => {
    const [dup] = await ctx.db
      .select({ id: sysKeywords.id })
      .from(sysKeywords)
      .where(and(eq(sysKeywords.keyword, input.keyword), id ? ne(sysKeywords.id, id) : undefined));
    if (dup) throw warn('keywordTaken', { keyword: input.keyword });
    return { keyword: input.keyword, category: input.category, remark: input.remark };
  },
});

export const keywordsImplementations = implement(calls, {
  page: handlers.page,
  save: handlers.save,
  info: handlers.info,
  update: handlers.update,
  delete: handlers.delete,
  export: handlers.export,
  import: async (input, ctx) => {
    const rows = await readXlsxRows(Buffer.from(input.file.buffer), { maxRows: maxImportRows });
    const entries = new Map<string, { category: string; remark: string }>();
    for (const [i, row] of rows.entries()) {
      if (i === 0 && isHeader(row)) continue;
      for (const keyword of splitKeywords(row[0] ?? ''))
        entries.set(keyword, { category: (row[1] ?? '').slice(0, 50), remark: (row[2] ?? '').slice(0, 200) });
    }
    if (!entries.size) throw warn('fileEmpty');
    const values = [...entries].map(([keyword, v]) => ({ keyword, ...v }));
    const inserted = await ctx.db
      .insert(sysKeywords)
      .values(values)
      .onConflictDoNothing({ target: sysKeywords.keyword })
      .returning({ id: sysKeywords.id });
    ctx.say('operationSuccess');
    return { imported: inserted.length, skipped: values.length - inserted.length };
  },
});
