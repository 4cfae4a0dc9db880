import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CallContext } from '../../lib/context.js';
import { forbidden } from '../../lib/errors.js';

/**
 * Data authorisation by department: a staff member whose roles name departments sees only rows
 * of those departments (and of their own); super staff see everything.
 */
export const deptScope =
  (column: AnyPgColumn) =>
  (ctx: CallContext): SQL | undefined => {
    const depts = ctx.staff?.deptIds;
    if (!depts) return undefined;
    return depts.size ? inArray(column, [...depts]) : sql`false`;
  };

/** Refuses to write a row into a department outside the caller's scope. */
export function assertDeptAllowed(ctx: CallContext, deptId: number | null | undefined) {
  const depts = ctx.staff?.deptIds;
  if (depts && (deptId === null || deptId === undefined || !depts.has(deptId))) throw forbidden();
}
