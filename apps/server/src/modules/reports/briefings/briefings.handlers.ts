import { api } from '@app/contract';
import { implement } from '../../../lib/endpoints.js';
import { requireMember } from '../../../lib/context.js';
import { today } from '../../library/dates.js';
import {
  briefingCrud,
  briefingDetail,
  briefingEntryCrud,
  publishedBriefings,
  requireBriefingRight,
} from './briefings.service.js';
import { memberItems, monitorItemCrud } from './items.service.js';
import { deriveItems, windowEnding } from './derive-items.js';
import { publishBriefing } from './publish.js';

export const briefingImplementations = [
  ...implement(api.admin.monitorItems, {
    ...monitorItemCrud,
    derive: async (input, ctx) => {
      const created = await deriveItems(ctx.database, windowEnding(today(), input.days));
      ctx.say('operationSuccess');
      return { created };
    },
  }),
  ...implement(api.admin.briefings, {
    ...briefingCrud,
    publish: async (input, ctx) => {
      const out = await publishBriefing(ctx.database, ctx.req.server.config, input.id);
      ctx.say('operationSuccess');
      return out;
    },
  }),
  ...implement(api.admin.briefingEntries, briefingEntryCrud),
  ...implement(
    {
      monitorItemList: api.reports.monitorItemList,
      briefingList: api.reports.briefingList,
      briefingDetail: api.reports.briefingDetail,
    },
    {
      monitorItemList: async (input, ctx) => memberItems(ctx.database, input),
      briefingList: async (input, ctx) => {
        requireBriefingRight(requireMember(ctx));
        return publishedBriefings(ctx.database, input);
      },
      briefingDetail: async (input, ctx) => {
        requireBriefingRight(requireMember(ctx));
        return briefingDetail(ctx.database, input.id);
      },
    },
  ),
];
