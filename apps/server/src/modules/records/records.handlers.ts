import { api, type RecordModuleName, type recordModules } from '@app/contract';
import { implementEngine } from '../../lib/endpoints.js';
import { requireMember, type CallContext } from '../../lib/context.js';
import { recordTables, type RecordTableDef } from './definitions.js';
import * as generic from './record-module.js';
import * as warnings from './warnings.service.js';
import { classicDetail, classicList } from './classic.service.js';
import { buildReport, reportPdf, reportXlsx, type ReportInput } from './report.service.js';
import { todayWarningCount } from './today.js';

type Loose = (input: Record<string, unknown>, ctx: CallContext) => Promise<unknown>;
type ModuleCall = keyof (typeof recordModules)[RecordModuleName]['calls'] & string;

/** The calls of one record module, all served by the generic record module. */
const moduleHandlers = (def: RecordTableDef): Record<ModuleCall, Loose> => ({
  list: (input, ctx) => generic.listRecords(ctx.database, def, input),
  detail: (input, ctx) => generic.recordDetail(ctx.database, def, Number(input.id)),
  related: (input, ctx) => generic.relatedRecords(ctx.database, def, input),
  statistics: (input, ctx) => generic.crossTab(ctx.database, def, input, ctx.lang),
  statisticsExport: (input, ctx) => generic.exportCrossTab(ctx.database, def, input, ctx.lang),
  visualization: (input, ctx) => generic.visualization(ctx.database, def, input, ctx.lang),
  export: (input, ctx) => generic.exportRecords(ctx.database, def, input, ctx.lang),
  options: (_, ctx) => generic.dimensionOptions(ctx.database, def, ctx.lang),
});
/** `list` of sampling becomes `samplingList`, as the contract names the flat group's calls. */
const prefixed = <P extends string>(prefix: P, handlers: Record<ModuleCall, Loose>) =>
  Object.fromEntries(Object.entries(handlers).map(([k, h]) => [`${prefix}${k[0]!.toUpperCase()}${k.slice(1)}`, h])) as {
    [K in ModuleCall as `${P}${Capitalize<K>}`]: Loose;
  };

const handlers = {
  ...prefixed('sampling', moduleHandlers(recordTables.sampling)),
  ...prefixed('penalty', moduleHandlers(recordTables.penalty)),
  ...prefixed('judge', moduleHandlers(recordTables.judge)),
  ...prefixed('international', moduleHandlers(recordTables.international)),
  classicList,
  classicDetail,
  ruleList: warnings.ruleList,
  ruleSave: warnings.ruleSave,
  ruleDelete: warnings.ruleDelete,
  warningList: warnings.warningList,
  warningRead: warnings.warningRead,
  report: (input: ReportInput, ctx: CallContext) => buildReport(ctx.database, input, ctx.lang),
  reportXlsx: async (input: ReportInput, ctx: CallContext) =>
    reportXlsx(await buildReport(ctx.database, input, ctx.lang), ctx.lang),
  reportPdf: async (input: ReportInput, ctx: CallContext) =>
    reportPdf(await buildReport(ctx.database, input, ctx.lang)),
};

// The generic handlers answer loosely typed rows; each answer is parsed by its call's output schema.
export const recordsImplementations = implementEngine(api.records, handlers);

/** GET /cj/warning/today_num (platform's member.ts) counts this customer's warnings of today. */
export const countTodayWarnings = (ctx: CallContext) => todayWarningCount(ctx.database, requireMember(ctx).customerId);
