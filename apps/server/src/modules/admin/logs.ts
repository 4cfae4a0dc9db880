import { eq, ilike, sql, type SQL } from 'drizzle-orm';
import { api, backOffice, exportColumnsOf, limits } from '@app/contract';
import { errorLogs, memberLoginLogs, operationLogs, staffLoginLogs } from '../../db/schema/index.js';
import { given, iso, listHandlers, pageTotal } from '../../lib/crud.js';
import { implement } from '../../lib/endpoints.js';
import type { CallContext } from '../../lib/context.js';
import { writeXlsx, xlsxAnswer } from '../../lib/xlsx.js';
import { likePattern } from './text.js';
import { today } from '../library/dates.js';

const calls = api.admin.logs;

export const operationLogImplementations = implement(
  calls.operation,
  listHandlers(calls.operation, {
    table: operationLogs,
    id: operationLogs.id,
    dateColumn: operationLogs.createdAt,
    sorts: { createDate: operationLogs.createdAt, requestTime: operationLogs.requestTime },
    where: (f) => [
      given(f.operatorName) ? eq(operationLogs.operatorName, f.operatorName) : undefined,
      given(f.requestUri) ? ilike(operationLogs.requestUri, likePattern(f.requestUri)) : undefined,
      given(f.status) ? eq(operationLogs.status, f.status) : undefined,
    ],
    toItems: async (rows: (typeof operationLogs.$inferSelect)[]) =>
      rows.map(({ createdAt, operatorId: _o, customerId: _c, ...r }) => ({ ...r, createDate: iso(createdAt) })),
    exportName: 'operation-log',
    exportColumns: backOffice.operationLog.fields,
  }),
);

export const errorLogImplementations = implement(
  calls.error,
  listHandlers(calls.error, {
    table: errorLogs,
    id: errorLogs.id,
    dateColumn: errorLogs.createdAt,
    where: (f) => [given(f.requestUri) ? ilike(errorLogs.requestUri, likePattern(f.requestUri)) : undefined],
    toItems: async (rows: (typeof errorLogs.$inferSelect)[]) =>
      rows.map(({ createdAt, ...r }) => ({ ...r, createDate: iso(createdAt) })),
    exportName: 'error-log',
    exportColumns: backOffice.errorLog.fields,
  }),
);

type LoginFilters = {
  creatorName?: string;
  userKind?: string;
  status?: number | '';
  startDate?: string;
  endDate?: string;
};
type LoginRow = {
  id: number;
  creator_name: string;
  user_kind: string;
  status: number;
  operation: number;
  ip: string;
  user_agent: string;
  create_date: string;
};

/**
 * The login log lists portal logins (member_login_logs, written by the platform module) and
 * back-office logins (staff_login_logs) together; `id` is unique within one `userKind`.
 */
function branch(kind: 'staff' | 'member', f: LoginFilters) {
  const t = kind === 'staff' ? staffLoginLogs : memberLoginLogs;
  const conds: SQL[] = [];
  if (f.creatorName) conds.push(sql`${t.username} = ${f.creatorName}`);
  if (given(f.status)) conds.push(sql`${t.status} = ${f.status}`);
  if (f.startDate) conds.push(sql`${t.createDate} >= ${f.startDate}`);
  if (f.endDate) conds.push(sql`${t.createDate} < (${f.endDate}::date + 1)`);
  const where = conds.length ? sql` where ${sql.join(conds, sql` and `)}` : sql``;
  return sql`select ${t.id} as id, ${t.username} as creator_name, ${kind} as user_kind, ${t.status} as status, ${t.operation} as operation, ${t.ip} as ip, ${t.userAgent} as user_agent, ${t.createDate} as create_date from ${t}${where}`;
}

function kinds(f: LoginFilters): ('staff' | 'member')[] {
  return f.userKind === 'staff' || f.userKind === 'member' ? [f.userKind] : ['staff', 'member'];
}

async function loginRows(ctx: CallContext, f: LoginFilters, limit: number, offset: number) {
  // Each branch is ordered and limited first so both can use their date index, then merged.
  const parts = kinds(f).map((k) => sql`(${branch(k, f)} order by create_date desc, id desc limit ${limit + offset})`);
  const rows = await ctx.database.rows<LoginRow>(
    sql`select * from (${sql.join(parts, sql` union all `)}) t order by create_date desc, id desc limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    creatorName: r.creator_name,
    userKind: r.user_kind,
    status: Number(r.status),
    operation: Number(r.operation),
    ip: r.ip,
    userAgent: r.user_agent,
    createDate: iso(r.create_date),
  }));
}

export const loginLogImplementations = implement(calls.login, {
  page: async (f, ctx) => {
    const unfiltered = !f.creatorName && !given(f.status) && !f.startDate && !f.endDate;
    const counts = await Promise.all(
      kinds(f).map(async (k) =>
        unfiltered
          ? pageTotal(ctx, k === 'staff' ? staffLoginLogs : memberLoginLogs, undefined)
          : {
              total: Number(
                (await ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from (${branch(k, f)}) c`))[0]
                  ?.n ?? 0,
              ),
            },
      ),
    );
    const list = await loginRows(ctx, f, f.pageSize, (f.page - 1) * f.pageSize);
    const estimated = counts.some((c) => 'estimated' in c && c.estimated);
    return {
      list,
      total: counts.reduce((s, c) => s + c.total, 0),
      ...(estimated ? { estimated } : {}),
      page: f.page,
      pageSize: f.pageSize,
    };
  },
  export: async (f, ctx) => {
    const rows = await loginRows(ctx, f, limits.exportRowsMax, 0);
    const buffer = await writeXlsx({
      sheetName: 'login-log',
      columns: exportColumnsOf(backOffice.loginLog.fields, ctx.lang),
      rows,
    });
    return xlsxAnswer(buffer, `login-log-${today()}.xlsx`);
  },
});
