import { api } from '@app/contract';
import { implement } from '../../../lib/endpoints.js';
import { chainCrud, chainList, chainNodeCrud, chainNodeItems } from './chain.service.js';

export const chainImplementations = [
  ...implement(api.admin.chains, chainCrud),
  ...implement(api.admin.chainNodes, chainNodeCrud),
  ...implement(
    { chainList: api.reports.chainList, chainNodeItems: api.reports.chainNodeItems },
    {
      chainList: async (_input, ctx) => chainList(ctx.database),
      chainNodeItems: async (input, ctx) => chainNodeItems(ctx.database, input),
    },
  ),
];
