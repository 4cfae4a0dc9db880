import { sql } from 'drizzle-orm';
import { api } from '@app/contract';
import { implement } from '../../lib/endpoints.js';
import { requireMember } from '../../lib/context.js';
import { checkXlsx, templateXlsx } from './batch.js';
import { checkOne, history, savedCheck } from './labels.service.js';
import { reportPdf, reportXlsx } from './report.js';

export const labelsImplementations = implement(api.labels, {
  labelCheck: async (i, ctx) => checkOne(ctx.database, i.label, ctx.lang, i.save ? requireMember(ctx).id : null),
  labelCategories: async (_i, ctx) => ({
    list: await ctx.database.rows<{ code: string; name: string; parentCode: string | null }>(
      sql`select code, name, parent_code as "parentCode" from lib_food_categories order by code limit 2000`,
    ),
  }),
  labelHistory: async (i, ctx) => history(ctx.database, requireMember(ctx).id, i),
  labelDetail: async (i, ctx) => savedCheck(ctx.database, requireMember(ctx).id, i.id, ctx.lang),
  labelExport: async (i, ctx) => {
    const { label, result } = await savedCheck(ctx.database, requireMember(ctx).id, i.id, ctx.lang);
    return i.format === 'xlsx' ? reportXlsx(label, result, ctx.lang) : reportPdf(label, result, ctx.lang);
  },
  labelTemplate: async (_i, ctx) => templateXlsx(ctx.lang),
  labelImport: async (i, ctx) => checkXlsx(ctx.database, Buffer.from(i.file.buffer), ctx.lang),
});
