import { api, resultRowsOf } from '@app/contract';
import { implement } from '../../lib/endpoints.js';
import { assemble, choices } from './assemble.js';
import {
  checkResults,
  deleteSpec,
  indicatorAcross,
  indicatorDetail,
  listSpecs,
  saveSpec,
} from './indicators.service.js';
import { compareLists } from './compare.js';
import { readResultFile, resultTemplate, verdictPdf, verdictXlsx } from './verdict-files.js';
import { ensureIndicators } from './ensure.js';
import { requireMember, requireStaff } from '../../lib/context.js';
import { adminPlacements, editPlacement } from './placement/admin.service.js';

const memberCalls = implement(api.indicators, {
  choices: async (_i, ctx) => {
    await ensureIndicators(ctx);
    return choices(ctx.database, requireMember(ctx).customerId);
  },
  assemble: async (i, ctx) => {
    await ensureIndicators(ctx);
    return assemble(ctx.database, requireMember(ctx).customerId, i.source);
  },
  detail: async (i, ctx) => indicatorDetail(ctx.database, requireMember(ctx).customerId, i.id),
  check: async (i, ctx) => ({
    rows: await checkResults(ctx.database, requireMember(ctx).customerId, i.source, i.results, i.nearPercent, ctx.lang),
  }),
  checkImport: async (i, ctx) => {
    requireMember(ctx);
    return readResultFile(Buffer.from(i.file.buffer), ctx.lang);
  },
  template: async (i, ctx) => {
    const m = requireMember(ctx);
    const list = i.source ? (await assemble(ctx.database, m.customerId, i.source)).indicators : [];
    return resultTemplate(resultRowsOf(list), ctx.lang);
  },
  exportVerdict: async (i, ctx) => {
    const m = requireMember(ctx);
    const { title } = await assemble(ctx.database, m.customerId, i.source);
    const rows = await checkResults(ctx.database, m.customerId, i.source, i.results, i.nearPercent, ctx.lang);
    return i.format === 'pdf' ? verdictPdf(title, rows, ctx.lang) : verdictXlsx(title, rows, ctx.lang);
  },
  one: async (i, ctx) => ({
    rows: await indicatorAcross(ctx.database, requireMember(ctx).customerId, i.name, i.source),
  }),
  compare: async (i, ctx) => {
    const m = requireMember(ctx);
    const [left, right] = await Promise.all([
      assemble(ctx.database, m.customerId, i.left),
      assemble(ctx.database, m.customerId, i.right),
    ]);
    return { rows: compareLists(left.indicators, right.indicators) };
  },
  specs: async (_i, ctx) => ({ specs: await listSpecs(ctx.database, requireMember(ctx).customerId) }),
  specSave: async (i, ctx) => {
    ctx.say('operationSuccess');
    return { id: await saveSpec(ctx.database, requireMember(ctx).customerId, i) };
  },
  specDelete: async (i, ctx) => ({ deleted: await deleteSpec(ctx.database, requireMember(ctx).customerId, i.id) }),
});

const adminCalls = implement(api.admin.indicators, {
  placements: (input, ctx) => adminPlacements(ctx.database, input),
  editPlacement: (input, ctx) => editPlacement(ctx.database, requireStaff(ctx), input),
});

export const indicatorImplementations = [...memberCalls, ...adminCalls];
