import { api } from '@app/contract';
import { implement } from '../../lib/endpoints.js';
import { requireMember, requireStaff } from '../../lib/context.js';
import * as service from './limits.service.js';
import { analysis, compare } from './compare.service.js';
import { analysisPdf, analysisXlsx } from './analysis-export.js';
import { riskFactors } from './risk.service.js';
import { deleteQueries, listQueries, saveQuery } from './queries.service.js';
import { adminLimits, editLimit, importRuns } from './admin.service.js';

/** /hazardsLimits calls (right whwxl) and the back office's import runs and corrections. */
export const limitsImplementations = [
  ...implement(api.hazardLimits, {
    options: (_, ctx) => service.options(ctx.database),
    search: (input, ctx) => service.search(ctx.database, input),
    detail: (input, ctx) => service.detail(ctx.database, input, ctx.lang),
    tree: (input, ctx) => service.tree(ctx.database, input),
    food: (input, ctx) => service.foodDetail(ctx.database, input),
    foods: (input, ctx) => service.foods(ctx.database, input),
    substances: (input, ctx) => service.substances(ctx.database, input),
    substance: (input, ctx) => service.substanceDetail(ctx.database, input),
    compare: (input, ctx) => compare(ctx.database, input, ctx.lang),
    analysis: (input, ctx) => analysis(ctx.database, input, ctx.lang),
    analysisXlsx: async (input, ctx) => analysisXlsx(await analysis(ctx.database, input, ctx.lang), ctx.lang),
    analysisPdf: async (input, ctx) => analysisPdf(await analysis(ctx.database, input, ctx.lang), ctx.lang),
    riskFactors: (input, ctx) => riskFactors(ctx.database, input),
    notices: (input, ctx) => service.notices(ctx.database, input, ctx.lang),
    queryList: (input, ctx) => listQueries(ctx.database, requireMember(ctx), input, ctx.lang),
    querySave: (input, ctx) => saveQuery(ctx.database, requireMember(ctx), input),
    queryDelete: (input, ctx) => deleteQueries(ctx.database, requireMember(ctx), input),
  }),
  ...implement(api.admin.limits, {
    importRuns: (input, ctx) => importRuns(ctx.database, input),
    limits: (input, ctx) => adminLimits(ctx.database, input),
    editLimit: (input, ctx) => editLimit(ctx.database, requireStaff(ctx), input),
  }),
];
