import type { FastifyInstance } from 'fastify';
import { fillPath, type Endpoint } from '@app/contract';
import type { Db } from '../../db/client.js';
import {
  sysDepts,
  sysMenus,
  sysRoleDepts,
  sysRoleMenus,
  sysRoles,
  sysUserRoles,
  sysUsers,
} from '../../db/schema/index.js';
import { hashPassword } from '../../lib/tokens.js';
import { staffSession } from '../../test/factories.js';

let n = 0;
// scrypt is slow on purpose; tests that make many staff members hash each password once.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (p: string) => {
  if (!hashes.has(p)) hashes.set(p, hashPassword(p));
  return hashes.get(p)!;
};
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

export async function createDept(db: Db, name = `部门${unique()}`, pid = 0) {
  const [d] = await db.insert(sysDepts).values({ name, pid }).returning();
  return d!;
}

/**
 * A staff member holding exactly `permissions` (through one menu and one role), optionally
 * with data authorisation limited to `deptIds`, and a live session.
 */
export async function createStaff(
  db: Db,
  opts: {
    permissions?: string[];
    deptId?: number;
    deptIds?: number[];
    superAdmin?: boolean;
    password?: string;
    status?: number;
    username?: string;
  } = {},
) {
  const deptId = opts.deptId ?? (await createDept(db)).id;
  const password = opts.password ?? 'Staff@2026';
  const [user] = await db
    .insert(sysUsers)
    .values({
      username: opts.username ?? `staff_${unique()}`,
      passwordHash: await hashOnce(password),
      deptId,
      superAdmin: !!opts.superAdmin,
      status: opts.status ?? 1,
    })
    .returning();
  if (opts.permissions?.length || opts.deptIds?.length) {
    const [role] = await db
      .insert(sysRoles)
      .values({ name: `角色${unique()}`, deptId })
      .returning();
    if (opts.permissions?.length) {
      const [menu] = await db
        .insert(sysMenus)
        .values({ name: `菜单${unique()}`, type: 1, permissions: opts.permissions.join(',') })
        .returning();
      await db.insert(sysRoleMenus).values({ roleId: role!.id, menuId: menu!.id });
    }
    if (opts.deptIds?.length)
      await db.insert(sysRoleDepts).values(opts.deptIds.map((d) => ({ roleId: role!.id, deptId: d })));
    await db.insert(sysUserRoles).values({ userId: user!.id, roleId: role!.id });
  }
  const session = await staffSession(db, user!.id);
  return { ...user!, password, token: session.token };
}

/** An answer as tests read it: the envelope, or the bytes of a blob answer. Data is loosely typed on purpose. */
export type Answer = { code: number; msg: string; data?: any; blob?: Buffer };

/** Calls a declared endpoint with a staff token, as the web's `call` would. */
export function caller(app: FastifyInstance, token?: string, lang?: 'zh-cn' | 'en') {
  return async (
    e: Endpoint,
    input: Record<string, unknown> = {},
    params: Record<string, string | number> = {},
  ): Promise<Answer> => {
    const url = fillPath(e.path, params);
    const headers: Record<string, string> = {
      ...(token ? { batoken: token } : {}),
      ...(lang ? { lang } : {}),
      'user-agent': 'admin-test',
    };
    const res =
      e.method === 'GET'
        ? await app.inject({
            method: 'GET',
            url,
            query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
            headers,
          })
        : await app.inject({ method: e.method, url, payload: input, headers });
    if (e.answer === 'blob' && res.statusCode === 200 && !String(res.headers['content-type']).includes('json'))
      return { code: 1, msg: '', blob: res.rawPayload };
    return res.json() as Answer;
  };
}
