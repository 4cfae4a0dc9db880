import { sql } from 'drizzle-orm';
import type { Scenario } from '../run.js';
import { load } from '../load.js';
import { setAuditEnabled } from '../../src/lib/audit.js';
import { seedAdmin } from '../../src/seed/admin.js';
import { staffSession } from '../../src/test/factories.js';
import type { Database } from '../../src/db/client.js';

/**
 * Back office: what the operation log costs on a write call (p95 with and without the hook,
 * one run each), and list calls of staff users and of the logs with 100,000 log rows.
 */
const logRows = 100_000;

async function fill(database: Database, scale: number) {
  const n = Math.round(logRows * scale);
  // Generated in SQL: the data is the point, not how it arrives.
  await database.rows(sql`
    insert into operation_logs (operator_kind, operator_id, operator_name, summary, status, request_uri, request_method, request_params, request_time, ip, user_agent, created_at)
    select 'staff', 1 + i % 50, 'staff' || (i % 50), 'Roles: create', (i % 10 <> 0)::int, '/admin-api/sys/role', 'POST', '{"name":"r' || i || '"}', i % 40, '10.0.' || (i % 250) || '.1', 'bench',
           now() - (i || ' seconds')::interval
    from generate_series(1, ${n}) i`);
  await database.rows(sql`
    insert into staff_login_logs (user_id, username, status, operation, ip, user_agent, create_date)
    select 1 + i % 50, 'staff' || (i % 50), (i % 7 <> 0)::int, i % 2, '10.1.' || (i % 250) || '.1', 'bench', now() - (i || ' seconds')::interval
    from generate_series(1, ${n / 2}) i`);
  await database.rows(sql`
    insert into member_login_logs (username, status, operation, ip, user_agent, create_date)
    select 'member' || (i % 500), (i % 7 <> 0)::int, i % 2, '10.2.' || (i % 250) || '.1', 'bench', now() - (i || ' seconds')::interval
    from generate_series(1, ${n / 2}) i`);
  await database.rows(sql`
    insert into sys_users (username, password_hash, dept_id, real_name, created_at)
    select 'bulk' || i, 'x', (select min(id) from sys_depts), '批量' || i, now() - (i || ' minutes')::interval
    from generate_series(1, 2000) i`);
  await database.rows(sql`analyze`);
}

export const scenario: Scenario = {
  name: 'admin',
  run: async (ctx) => {
    for (const kind of ctx.kinds) {
      const database = await ctx.database(kind);
      await seedAdmin(database);
      const [admin] = await database.rows<{ id: number }>(sql`select id from sys_users where username = 'admin'`);
      const { token } = await staffSession(database.db, admin!.id);
      const server = await ctx.app(database);
      const headers = { batoken: token };
      const write = {
        url: `${server.url}/admin-api/sys/role`,
        body: { name: 'bench role', remark: '', menuIdList: [], deptIdList: [] },
        headers,
        connections: 10,
        duration: 8,
      };

      setAuditEnabled(false);
      ctx.report(`role create without operation log ${kind} (10 clients, 8 s)`, await load(write));
      ctx.report(
        `role create without operation log ${kind} (1 client, 5 s)`,
        await load({ ...write, connections: 1, duration: 5 }),
      );
      setAuditEnabled(true);
      ctx.report(`role create with operation log ${kind} (10 clients, 8 s)`, await load(write));
      ctx.report(
        `role create with operation log ${kind} (1 client, 5 s)`,
        await load({ ...write, connections: 1, duration: 5 }),
      );

      await fill(database, ctx.scale);
      const list = (path: string) =>
        load({ url: `${server.url}${path}`, method: 'GET', headers, connections: 10, duration: 8 });
      // One client: the latency of a call on its own, without queueing behind nine others.
      const alone = (path: string) =>
        load({ url: `${server.url}${path}`, method: 'GET', headers, connections: 1, duration: 5 });
      ctx.report(
        `staff users page ${kind} (2000 users, 10 clients)`,
        await list('/admin-api/sys/user/page?page=1&pageSize=20'),
      );
      ctx.report(
        `operation log page ${kind} (${logRows * ctx.scale} rows, 10 clients)`,
        await list('/admin-api/sys/log/operation/page?page=1&pageSize=20'),
      );
      ctx.report(
        `operation log page 50 filtered by operator ${kind}`,
        await list('/admin-api/sys/log/operation/page?page=50&pageSize=20&operatorName=staff7'),
      );
      ctx.report(
        `login log page ${kind} (${logRows * ctx.scale} rows in two tables, 10 clients)`,
        await list('/admin-api/sys/log/login/page?page=1&pageSize=20'),
      );
      ctx.report(`staff users page ${kind} (1 client)`, await alone('/admin-api/sys/user/page?page=1&pageSize=20'));
      ctx.report(
        `operation log page ${kind} (1 client)`,
        await alone('/admin-api/sys/log/operation/page?page=1&pageSize=20'),
      );
      ctx.report(`login log page ${kind} (1 client)`, await alone('/admin-api/sys/log/login/page?page=1&pageSize=20'));
      await server.close();
    }
  },
};
