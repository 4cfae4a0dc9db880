import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { allPortalRights, api } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember } from '../../test/factories.js';
import { caller, createStaff } from '../admin/test-kit.js';
import { memberRights, sysMenus, sysRoleMenus, sysRoles, sysUserRoles, sysUsers } from '../../db/schema/index.js';
import { schemaDrift } from '../../db/drift.js';

/**
 * Issue 16, items 14 and 15: writes that belong together are one transaction (a failure
 * injected between the statements leaves nothing half done), and the migrated schema is the
 * one the drizzle definitions describe.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await testApp();
  const admin = await createStaff(t.database.db, { superAdmin: true });
  call = caller(t.app, admin.token);
});
afterAll(() => t.close());

/** Makes every insert into `table` fail, as a full disk or a lost connection would mid-call. */
async function failInsertsInto(table: string) {
  await t.database.rows(
    sql.raw(
      `create or replace function fail_insert() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`,
    ),
  );
  await t.database.rows(
    sql.raw(`create trigger fail_insert before insert on ${table} for each row execute function fail_insert()`),
  );
  return () => t.database.rows(sql.raw(`drop trigger fail_insert on ${table}`));
}

describe('14. writes that belong together are one transaction', () => {
  it('saving a role: its name, menus and departments change together or not at all', async () => {
    const [menu] = await t.database.db
      .insert(sysMenus)
      .values({ name: '事务菜单', type: 1, permissions: 'sys:user:page' })
      .returning();
    const created = await call(api.admin.roles.save, { name: '事务角色', menuIdList: [menu!.id], deptIdList: [] });
    expect(created.code).toBe(1);
    const id = created.data.id as number;
    const restore = await failInsertsInto('sys_role_menus');
    try {
      const answer = await call(api.admin.roles.update, { id, name: '改了名', menuIdList: [menu!.id], deptIdList: [] });
      expect(answer.code).toBe(500);
    } finally {
      await restore();
    }
    const [role] = await t.database.db.select().from(sysRoles).where(eq(sysRoles.id, id));
    expect(role!.name).toBe('事务角色');
    expect(await t.database.db.select().from(sysRoleMenus).where(eq(sysRoleMenus.roleId, id))).toHaveLength(1);
  });

  it('creating a user whose roles cannot be written leaves no user behind', async () => {
    const [role] = await t.database.db.insert(sysRoles).values({ name: '事务用户角色' }).returning();
    const other = await createStaff(t.database.db);
    const restore = await failInsertsInto('sys_user_roles');
    try {
      const answer = await call(api.admin.users.save, {
        username: 'tx_user',
        deptId: other.deptId,
        password: 'Tx@2026ab',
        confirmPassword: 'Tx@2026ab',
        roleIdList: [role!.id],
      });
      expect(answer.code).toBe(500);
    } finally {
      await restore();
    }
    expect(await t.database.db.select().from(sysUsers).where(eq(sysUsers.username, 'tx_user'))).toHaveLength(0);
    expect(await t.database.db.select().from(sysUserRoles).where(eq(sysUserRoles.roleId, role!.id))).toHaveLength(0);
  });

  it("replacing a member's rights keeps the old ones when the insert fails", async () => {
    const m = await createMember(t.database.db, { rights: ['biaofa', 'rihua'] });
    const restore = await failInsertsInto('member_rights');
    try {
      expect((await call(api.admin.members.grant, { id: m.id, rights: [allPortalRights[0]!] })).code).toBe(500);
    } finally {
      await restore();
    }
    const rights = await t.database.db.select().from(memberRights).where(eq(memberRights.memberId, m.id));
    expect(rights.map((r) => r.ruleName).sort()).toEqual(['biaofa', 'rihua']);
  });
});

describe('15. migrations and schema drift', () => {
  it('the migrated schema matches the drizzle definitions', async () => {
    expect(await schemaDrift(t.database)).toEqual([]);
  });

  it('a column the definitions do not know, a changed type and a dropped index are reported', async () => {
    // Changed inside a transaction that is rolled back, so the shared database stays as migrated.
    const rolledBack = new Error('rolled back on purpose');
    let problems: string[] = [];
    await t.database.db
      .transaction(async (tx) => {
        const database = {
          ...t.database,
          db: tx as unknown as Db,
          rows: async <R>(q: SQL) => ((await tx.execute(q)) as unknown as { rows: R[] }).rows,
        };
        await database.rows(sql`alter table sys_users add column nickname text`);
        await database.rows(sql`alter table sys_users alter column real_name type varchar(50)`);
        await database.rows(sql`drop index sys_users_dept_idx`);
        problems = await schemaDrift(database);
        throw rolledBack;
      })
      .catch((e: unknown) => {
        if (e !== rolledBack) throw e;
      });
    expect(problems).toEqual([
      'column sys_users.nickname: in the database, not defined in drizzle',
      'column sys_users.real_name: drizzle type text, database type character varying(50)',
      'index sys_users_dept_idx on sys_users: defined in drizzle, missing in the database',
    ]);
    expect(await schemaDrift(t.database)).toEqual([]);
  });

  it('each migration is its own transaction and a second run applies nothing', async () => {
    const { migrate } = await import('../../db/migrate.js');
    expect(await migrate(t.database)).toEqual([]);
  });
});
