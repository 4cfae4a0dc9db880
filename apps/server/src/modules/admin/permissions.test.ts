import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminEndpoints, api, fillPath, type Endpoint } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createStaff } from './test-kit.js';
import { adminMenuTree, type MenuSeed } from '../../seed/admin.js';
import { multipart } from '../../test/multipart.js';

/** An input that would change data if it got through: real-looking ids and fields. */
const hostileInput = {
  id: 1,
  ids: [1, 2],
  status: 0,
  emailPush: true,
  memberId: 1,
  name: 'x',
  username: 'intruder',
  rights: [],
  menuIds: [],
};

async function send(t: TestApp, e: Endpoint, token?: string) {
  const url = fillPath(e.path, {
    id: 1,
    dictType: 'gender',
    day: '20260101',
    name: '00000000-0000-0000-0000-000000000000.png',
    system: 'system',
    module: 'x',
    library: 'biaofa',
  });
  const headers: Record<string, string> = token ? { batoken: token } : {};
  if (e.upload) {
    const m = multipart({ name: 'a.xlsx', data: 'PK\u0003\u0004 not really' });
    return t.app.inject({ method: e.method, url, payload: m.payload, headers: { ...headers, ...m.headers } });
  }
  if (e.method === 'GET') return t.app.inject({ method: 'GET', url, query: { id: '1' }, headers });
  return t.app.inject({ method: e.method, url, payload: hostileInput, headers });
}

/** Row counts of every table but the operation log (which records refused calls too). */
async function fingerprint(t: TestApp) {
  const tables = await t.database.rows<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('operation_logs', '__drizzle_migrations') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables)
    counts[name] = Number(
      (await t.database.rows<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`)))[0]!.n,
    );
  return counts;
}

const staffEndpoints = adminEndpoints().filter(
  ({ endpoint: e }) => e.access.kind === 'staff' && e.access.right !== 'any',
);
const permissionOf = (e: Endpoint) => (e.access.kind === 'staff' ? e.access.right : '');
const allPermissions = [...new Set(staffEndpoints.map(({ endpoint }) => permissionOf(endpoint)))];

describe('permission matrix of the back office', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('every staff endpoint names a colon-style permission', () => {
    expect(staffEndpoints.length).toBeGreaterThan(60);
    for (const p of allPermissions) expect(p).toMatch(/^[a-z]+(:[a-z]+)+$/);
  });

  it('without its permission every endpoint answers 403 and changes nothing', async () => {
    const before = await fingerprint(t);
    for (const { key, endpoint } of staffEndpoints) {
      // Holds every other permission, so only the missing one can be the reason.
      const staff = await createStaff(t.database.db, {
        permissions: allPermissions.filter((p) => p !== permissionOf(endpoint)),
      });
      const res = await send(t, endpoint, staff.token);
      expect({ key, body: res.json() }).toEqual({ key, body: { code: 403, msg: '没有权限' } });
    }
    const after = await fingerprint(t);
    // Only the staff members this test made (users, roles, menus, sessions, depts) were added.
    for (const table of Object.keys(before).filter(
      (k) => !/^sys_(users|roles|menus|role_menus|user_roles|depts)$|^sessions$/.test(k),
    ))
      expect({ table, n: after[table] }).toEqual({ table, n: before[table] });
  });

  it('with its permission (and only it) the call gets past the guard', async () => {
    for (const { key, endpoint } of staffEndpoints) {
      const staff = await createStaff(t.database.db, { permissions: [permissionOf(endpoint)] });
      const res = await send(t, endpoint, staff.token);
      const code = res.headers['content-type']?.toString().includes('json') ? res.json().code : 1;
      expect({ key, ok: code !== 403 && code !== 303 }).toEqual({ key, ok: true });
    }
  });

  it('the seeded menu tree reaches every permission and every menu url is a declared admin route', async () => {
    const { adminRoutes } = await import('@app/contract');
    const seen = new Set<string>();
    const walk = (n: MenuSeed) => {
      n.permissions.forEach((p) => seen.add(p));
      if (n.url) expect(adminRoutes.some((r) => r.path === n.url)).toBe(true);
      n.children.forEach(walk);
    };
    adminMenuTree().forEach(walk);
    expect(allPermissions.filter((p) => !seen.has(p))).toEqual([]);
    for (const r of adminRoutes) if (r.permission !== '*') expect(seen.has(r.permission)).toBe(true);
  });
});

describe('deny by default across the whole app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  const all: { key: string; endpoint: Endpoint }[] = [];
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(node)) {
      if (v && typeof v === 'object' && 'method' in v && 'path' in v && 'access' in v)
        all.push({ key: prefix + k, endpoint: v as Endpoint });
      else if (v && typeof v === 'object') walk(v as Record<string, unknown>, `${prefix}${k}.`);
    }
  };
  walk(api, '');

  it('every endpoint that is not public answers 303 or 403 and no data without a session', async () => {
    const guarded = all.filter(({ endpoint }) => endpoint.access.kind !== 'public');
    expect(guarded.length).toBeGreaterThan(100);
    for (const { key, endpoint } of guarded) {
      const res = await send(t, endpoint);
      const body = res.json();
      expect({ key, code: [303, 403].includes(body.code), data: body.data }).toEqual({
        key,
        code: true,
        data: undefined,
      });
    }
  });
});
