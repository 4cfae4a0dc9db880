import { asc, inArray } from 'drizzle-orm';
import { api } from '@app/contract';
import { sysDepts, sysUsers } from '../../db/schema/index.js';
import { iso, writeHandlers } from '../../lib/crud.js';
import { implement } from '../../lib/endpoints.js';
import { warn } from '../../lib/errors.js';
import type { CallContext } from '../../lib/context.js';
import { assertLeaves, assertParent, parentNames } from './tree.js';
import { assertDeptAllowed, deptScope } from './scope.js';

type DeptRow = typeof sysDepts.$inferSelect;
const calls = api.admin.depts;

async function toItems(rows: DeptRow[], ctx: CallContext) {
  const names = await parentNames(
    ctx.db,
    sysDepts,
    rows.map((r) => r.pid),
  );
  return rows.map((r) => ({
    id: r.id,
    pid: r.pid,
    parentName: names.get(r.pid) ?? '',
    name: r.name,
    sort: r.sort,
    createDate: iso(r.createdAt),
  }));
}

const scope = deptScope(sysDepts.id);
const handlers = writeHandlers(calls, {
  table: sysDepts,
  id: sysDepts.id,
  scope,
  toItems,
  values: async (input, ctx, id) => {
    await assertParent(ctx.db, sysDepts, input.pid, id);
    if (input.pid) assertDeptAllowed(ctx, input.pid);
    return { pid: input.pid, name: input.name, sort: input.sort };
  },
  beforeDelete: async (ids, ctx) => {
    await assertLeaves(ctx.db, sysDepts, ids);
    const [user] = await ctx.db
      .select({ id: sysUsers.id })
      .from(sysUsers)
      .where(inArray(sysUsers.deptId, ids))
      .limit(1);
    if (user) throw warn('deptHasUsers');
  },
});

export const deptsImplementations = implement(calls, {
  ...handlers,
  list: async (_input, ctx) =>
    toItems(await ctx.db.select().from(sysDepts).where(scope(ctx)).orderBy(asc(sysDepts.sort), asc(sysDepts.id)), ctx),
});
