import { describe, expect, it } from 'vitest';
import { api } from './calls/index.js';
import type { Endpoint } from './endpoint.js';
import { allStaffPermissions } from './staff-permissions.js';
import { adminRoutes } from './admin-routes.js';

const staffRights = (node: object): string[] =>
  Object.values(node).flatMap((v: object) => {
    if (!('method' in v && 'access' in v)) return staffRights(v);
    const rule = (v as Endpoint).access;
    return rule.kind === 'staff' && rule.right !== 'any' ? [rule.right] : [];
  });

describe('staff permission table', () => {
  it('lists exactly the permissions the calls and screens check (keyword save is built but not exposed)', () => {
    const used = new Set(staffRights(api));
    for (const r of adminRoutes) if (r.permission !== '*') used.add(r.permission);
    expect([...used].sort()).toEqual(allStaffPermissions.filter((p) => p !== 'sys:keyword:save').sort());
  });
});
