import { and, asc, eq, ilike, ne } from 'drizzle-orm';
import { api, backOffice } from '@app/contract';
import { sysDict } from '../../db/schema/index.js';
import { crudHandlers, given, iso } from '../../lib/crud.js';
import { implement } from '../../lib/endpoints.js';
import { warn } from '../../lib/errors.js';
import { likePattern } from './text.js';

type DictRow = typeof sysDict.$inferSelect;
const calls = api.admin.dict;

const toItem = ({ createdAt, ...r }: DictRow) => ({ ...r, createDate: iso(createdAt) });

export const dictImplementations = implement(calls, {
  ...crudHandlers(calls, {
    table: sysDict,
    id: sysDict.id,
    dateColumn: sysDict.createdAt,
    sorts: { sort: sysDict.sort, dictType: sysDict.dictType, createDate: sysDict.createdAt },
    where: (f) => [
      given(f.dictName) ? ilike(sysDict.dictName, likePattern(f.dictName)) : undefined,
      given(f.dictType) ? eq(sysDict.dictType, f.dictType) : undefined,
      given(f.dictLabel) ? ilike(sysDict.dictLabel, likePattern(f.dictLabel)) : undefined,
    ],
    toItems: async (rows: DictRow[]) => rows.map(toItem),
    exportName: 'dictionary',
    exportColumns: backOffice.dict.fields,
    values: async (input, ctx, id) => {
      const [dup] = await ctx.db
        .select({ id: sysDict.id })
        .from(sysDict)
        .where(
          and(
            eq(sysDict.dictType, input.dictType),
            eq(sysDict.dictValue, input.dictValue),
            id ? ne(sysDict.id, id) : undefined,
          ),
        );
      if (dup) throw warn('dictValueTaken');
      return { ...input };
    },
  }),
  byType: async (input, ctx) =>
    (
      await ctx.db
        .select()
        .from(sysDict)
        .where(eq(sysDict.dictType, input.dictType))
        .orderBy(asc(sysDict.sort), asc(sysDict.id))
    ).map((r) => ({
      label: r.dictLabel,
      value: r.dictValue,
    })),
});
