import { z } from 'zod';
import { access, defineEndpoint } from '../../endpoint.js';
import { password, requiredText } from './shared.js';

// ---------- auth ----------

export const staffMe = z.object({
  id: z.number().int(),
  username: z.string(),
  realName: z.string(),
  superAdmin: z.boolean(),
  /** Every colon-style permission the staff member holds (all of them for super staff). */
  permissions: z.array(z.string()),
  /** Menus of type 0 the staff member may open, flat, sorted; url is an admin route path. */
  menus: z.array(
    z.object({
      id: z.number().int(),
      pid: z.number().int(),
      name: z.string(),
      icon: z.string(),
      url: z.string(),
      sort: z.number().int(),
    }),
  ),
});

export const auth = {
  captcha: defineEndpoint({
    method: 'GET',
    path: '/admin-api/captcha',
    input: z.object({}),
    output: z.object({ captchaId: z.string(), image: z.string(), enabled: z.boolean() }),
    access: access.public,
    summary: 'Back-office login captcha (image is an SVG document)',
    rateLimit: { max: 60, timeWindow: 60_000 },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/admin-api/login',
    input: z.object({
      username: requiredText(50),
      password: z.string().min(1).max(100),
      captchaId: z.string().max(100).optional().default(''),
      captchaInfo: z.string().max(20).optional().default(''),
    }),
    output: z.object({ token: z.string(), expiresAt: z.string() }),
    access: access.public,
    summary: 'Back-office login; answers the staff session token',
    rateLimit: { max: 20, timeWindow: 60_000 },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/admin-api/logout',
    input: z.object({}),
    output: z.object({}),
    access: access.staff(),
    summary: 'Back-office logout: ends this session',
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/admin-api/me',
    input: z.object({}),
    output: staffMe,
    access: access.staff(),
    summary: 'The logged-in staff member, permissions and menus',
  }),
  password: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/me/password',
    input: z
      .object({ password: z.string().min(1).max(100), newPassword: password, confirmPassword: z.string().max(100) })
      .superRefine((v, ctx) => {
        if (v.newPassword !== v.confirmPassword)
          ctx.addIssue({ code: 'custom', message: 'confirmNewPasswordMismatch', path: ['confirmPassword'] });
      }),
    output: z.object({}),
    access: access.staff(),
    summary: 'Change own password (other sessions of this staff member end)',
  }),
};

// ---------- option lists for forms (names only; any logged-in staff) ----------

const option = z.object({ id: z.number().int(), pid: z.number().int(), name: z.string() });
export const options = {
  roles: defineEndpoint({
    method: 'GET',
    path: '/admin-api/options/roles',
    input: z.object({}),
    output: z.array(option),
    access: access.staff(),
    summary: 'Roles for selects',
  }),
  depts: defineEndpoint({
    method: 'GET',
    path: '/admin-api/options/depts',
    input: z.object({}),
    output: z.array(option),
    access: access.staff(),
    summary: 'Department tree (flat) for selects',
  }),
  menus: defineEndpoint({
    method: 'GET',
    path: '/admin-api/options/menus',
    input: z.object({}),
    output: z.array(option.extend({ type: z.number().int(), permissions: z.string() })),
    access: access.staff(),
    summary: 'Menu tree (flat) for the role form',
  }),
  customers: defineEndpoint({
    method: 'GET',
    path: '/admin-api/options/customers',
    input: z.object({}),
    output: z.array(option),
    access: access.staff(),
    summary: 'Customers for selects',
  }),
  portalRights: defineEndpoint({
    method: 'GET',
    path: '/admin-api/options/portal-rights',
    input: z.object({}),
    output: z.array(z.object({ value: z.string(), title: z.string(), enTitle: z.string() })),
    access: access.staff(),
    summary: 'Portal rights with the titles of the menus they open, for the grant form',
  }),
};
