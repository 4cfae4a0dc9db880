import { api } from '@app/contract';
import { implement } from '../../../lib/endpoints.js';
import { requireMember } from '../../../lib/context.js';
import { today } from '../../library/dates.js';
import { openReport, reportById, reportList, requireReportRight } from './store.js';
import { reportPdf } from './report-pdf.js';
import { reportDocx } from './report-docx.js';

const { reportList: list, reportOpen, reportDetail, reportDownload } = api.reports;

/** The clock the calls read; tests replace it to open reports "on" a fixed day. */
export const reportClock = { today };

export const periodReportImplementations = implement(
  { reportList: list, reportOpen, reportDetail, reportDownload },
  {
    reportList: async (input, ctx) => {
      requireReportRight(requireMember(ctx), input.kind);
      return reportList(ctx.database, input.kind, input.page, input.pageSize);
    },
    reportOpen: async (input, ctx) => {
      requireReportRight(requireMember(ctx), input.kind);
      return openReport(ctx.database, input.kind, reportClock.today(), input.date);
    },
    reportDetail: async (input, ctx) => {
      const report = await reportById(ctx.database, input.id);
      requireReportRight(requireMember(ctx), report.kind);
      return report;
    },
    reportDownload: async (input, ctx) => {
      const report = await reportById(ctx.database, input.id);
      requireReportRight(requireMember(ctx), report.kind);
      return input.format === 'pdf' ? reportPdf(report.content, ctx.lang) : reportDocx(report.content, ctx.lang);
    },
  },
);
