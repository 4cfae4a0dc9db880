import { and, eq, ilike, ne, notLike } from 'drizzle-orm';
import { api, backOffice } from '@app/contract';
import { sysParams } from '../../db/schema/index.js';
import { crudHandlers, given, iso } from '../../lib/crud.js';
import { implement } from '../../lib/endpoints.js';
import { warn } from '../../lib/errors.js';
import { likePattern } from './text.js';
import { ossConfigCode } from '../../lib/storage.js';

type ParamRow = typeof sysParams.$inferSelect;
const calls = api.admin.params;

/** Params the system keeps for itself: the storage config (own screen, hidden secrets) and the seed markers. */
const internal = [ossConfigCode];
const isInternal = (code: string) => internal.includes(code) || code.startsWith('seeded');

export const paramsImplementations = implement(
  calls,
  crudHandlers(calls, {
    table: sysParams,
    id: sysParams.id,
    dateColumn: sysParams.createdAt,
    sorts: { paramCode: sysParams.paramCode, createDate: sysParams.createdAt },
    where: (f) => [given(f.paramCode) ? ilike(sysParams.paramCode, likePattern(f.paramCode)) : undefined],
    scope: () => and(...internal.map((c) => ne(sysParams.paramCode, c)), notLike(sysParams.paramCode, 'seeded%')),
    toItems: async (rows: ParamRow[]) =>
      rows.map((r) => ({
        id: r.id,
        paramCode: r.paramCode,
        paramValue: r.paramValue,
        remark: r.remark,
        createDate: iso(r.createdAt),
      })),
    exportName: 'params',
    exportColumns: backOffice.params.fields,
    values: async (input, ctx, id) => {
      if (isInternal(input.paramCode)) throw warn('paramCodeTaken');
      const [dup] = await ctx.db
        .select({ id: sysParams.id })
        .from(sysParams)
        .where(and(eq(sysParams.paramCode, input.paramCode), id ? ne(sysParams.id, id) : undefined));
      if (dup) throw warn('paramCodeTaken');
      return { ...input };
    },
  }),
);
