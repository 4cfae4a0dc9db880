import { api } from '@app/contract';
import { implement } from '../../../lib/endpoints.js';
import { requireMember } from '../../../lib/context.js';
import { queryToolStats } from './query-tools.service.js';

export const databaseImplementations = implement(
  { queryTools: api.reports.queryTools },
  { queryTools: async (_input, ctx) => queryToolStats(ctx.database, requireMember(ctx)) },
);
