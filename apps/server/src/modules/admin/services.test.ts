import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  api,
  callRoutes,
  fillPath,
  libraryKeys,
  portalRoutes,
  portalServices,
  routeAllowed,
  type CallRoute,
} from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createCustomer, memberSession } from '../../test/factories.js';
import { memberRights } from '../../db/schema/index.js';
import { seedPlatform } from '../../seed/platform.js';
import { seedAdmin, seedStaffPasswords } from '../../seed/admin.js';
import { caller } from './test-kit.js';

const a = api.admin;

/** Every call route of the contract, flattened. */
const allCalls = (group: object): CallRoute[] =>
  Object.values(group).flatMap((v: object) => ('method' in v && 'path' in v ? [v as CallRoute] : allCalls(v)));

describe('rights granted as services', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let customerId: number;
  let n = 0;
  beforeAll(async () => {
    t = await testApp();
    await seedPlatform(t.database, t.config);
    await seedAdmin(t.database);
    const login = await caller(t.app)(a.auth.login, { username: 'admin', password: seedStaffPasswords.admin });
    call = caller(t.app, login.data.token);
    customerId = (await createCustomer(t.database.db)).id;
  });
  afterAll(() => t.close());

  /** A new member, granted `services` through the back office's grant call. */
  const granted = async (services: string[], rights: string[] = []) => {
    const saved = await call(a.members.save, {
      customerId,
      username: `svc_${n++}`,
      password: 'Service@2026',
      confirmPassword: 'Service@2026',
    });
    expect(saved.code, saved.msg).toBe(1);
    const grant = await call(a.members.grant, { id: saved.data.id, services, rights });
    expect(grant.code, grant.msg).toBe(1);
    const held = await t.database.db.select().from(memberRights).where(eq(memberRights.memberId, saved.data.id));
    return {
      rights: new Set(held.map((r) => r.ruleName)),
      session: await memberSession(t.database.db, { id: saved.data.id, customerId }),
    };
  };

  it('a new member granted one service holds every rule its pages and calls need, and no other', async () => {
    const calls = allCalls(callRoutes);
    for (const service of portalServices) {
      const { rights, session } = await granted([service.key]);
      expect([...rights].sort(), service.key).toEqual([...service.rights].sort());
      // Every page whose rule the service grants opens for the member.
      const pages = portalRoutes.filter((r) => r.permissions !== '*' && service.rights.includes(r.permissions));
      expect(pages.length, service.key).toBeGreaterThan(0);
      for (const page of pages) expect(routeAllowed(page, rights, false), page.path).toBe(true);
      // Every call that names one of the service's rules lets the member past its guard.
      for (const c of calls.filter(
        (c) => c.right && 'member' in c.right && service.rights.includes(c.right.member as never),
      )) {
        const url = fillPath(c.path, { system: 'biaofa', library: 'biaofa', id: 1, kind: 'week' });
        const res = await t.app.inject({
          method: c.method,
          url,
          payload: session.auth,
          headers: { batoken: session.token },
        });
        const body = String(res.headers['content-type']).includes('json')
          ? (res.json() as { code: number })
          : { code: 1 };
        expect(body.code, `${service.key} ${c.method} ${c.path}`).not.toBe(403);
      }
    }
  });

  it('a library service includes its search; the library without its search right answers 没有查询权限', async () => {
    for (const library of libraryKeys) {
      const { session } = await granted([library]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/comply/library/${library}/search`,
        payload: { ...session.auth, library, keyword: '食品', page: 1, limit: 10 },
        headers: { batoken: session.token },
      });
      expect(res.json().code, library).toBe(1);
    }
    // The rights staff granted by hand before services existed: the library without its search right.
    const { session } = await granted([], ['biaofa', 'biaozhun', 'whwxl']);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/comply/library/biaofa/search',
      payload: { ...session.auth, library: 'biaofa', keyword: '食品' },
      headers: { batoken: session.token },
    });
    expect(refused.json()).toMatchObject({ code: 403, msg: '没有查询权限' });
  });

  it('refuses an unknown service by name', async () => {
    const saved = await call(a.members.save, {
      customerId,
      username: 'svc_unknown',
      password: 'Service@2026',
      confirmPassword: 'Service@2026',
    });
    const res = await call(a.members.grant, { id: saved.data.id, services: ['nope'], rights: [] });
    expect(res.code).not.toBe(1);
    expect(res.msg).toContain('nope');
  });
});
