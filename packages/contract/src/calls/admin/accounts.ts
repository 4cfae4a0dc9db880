import { z } from 'zod';
import { access, defineEndpoint } from '../../endpoint.js';
import { countOutput, crudCalls, idsInput } from '../admin-crud.js';
import {
  optionalEmail,
  optionalInt,
  optionalText,
  password,
  passwordPair,
  requiredText,
  status01,
  text,
} from './shared.js';
import { rowId } from '../../ids.js';

// ---------- account management (customers and their portal members; managers only) ----------

export const customer = z.object({
  id: z.number().int(),
  name: z.string(),
  enName: z.string(),
  platformName: z.string(),
  platformEnName: z.string(),
  themeColor: z.string(),
  kefuTruename: z.string(),
  kefuMobile: z.string(),
  kefuEmail: z.string(),
  status: z.number().int(),
  memberCount: z.number().int(),
  createDate: z.string(),
});
export const customers = crudCalls({
  base: '/admin-api/account/customer',
  perm: 'sys:customer',
  title: 'Customers',
  item: customer,
  form: {
    name: requiredText(100),
    enName: text(200).default(''),
    platformName: text(100).default(''),
    platformEnName: text(200).default(''),
    themeColor: z
      .string()
      .regex(/^#[0-9A-Fa-f]{6}$/, { message: 'formatError' })
      .default('#1E6BD1'),
    kefuTruename: text(50).default(''),
    kefuMobile: text(30).default(''),
    kefuEmail: optionalEmail.default(''),
    status: status01.default(1),
  },
  filters: { name: optionalText(100), status: status01.optional().or(z.literal('')) },
});

export const portalAccount = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  username: z.string(),
  realName: z.string(),
  email: z.string(),
  mobile: z.string(),
  isSuper: z.boolean(),
  parentId: z.number().int().nullable(),
  parentName: z.string(),
  /** Data granted to the parent account is shown to this account. */
  showParentData: z.boolean(),
  status: z.number().int(),
  emailPush: z.boolean(),
  /** Portal rule names the account holds. */
  rights: z.array(z.string()),
  /** Menu ids granted: 61 cosmetics (rihua), 76 feed (fodder). */
  menuIds: z.array(z.number().int()),
  createDate: z.string(),
});
const memberCrud = crudCalls({
  base: '/admin-api/account/member',
  perm: 'sys:member',
  title: 'Portal accounts',
  item: portalAccount,
  form: {
    customerId: rowId,
    username: requiredText(50).regex(/^[A-Za-z0-9_.@-]+$/, { message: 'formatError' }),
    realName: text(50).default(''),
    email: optionalEmail.default(''),
    mobile: text(20).default(''),
    isSuper: z.boolean().default(false),
    parentId: rowId.nullable().default(null),
    showParentData: z.boolean().default(true),
    status: status01.default(1),
    password: password.optional().or(z.literal('')),
    confirmPassword: z.string().max(100).optional(),
  },
  filters: { customerId: optionalInt, username: optionalText(50), status: status01.optional().or(z.literal('')) },
  refine: passwordPair,
});
export const members = {
  ...memberCrud,
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/account/member/password',
    input: z.object({ id: rowId, password, confirmPassword: z.string().max(100) }).superRefine((v, ctx) => {
      if (v.password !== v.confirmPassword)
        ctx.addIssue({ code: 'custom', message: 'confirmPasswordMismatch', path: ['confirmPassword'] });
    }),
    output: z.object({}),
    access: access.staff('sys:member:reset'),
    summary: 'Reset a portal account password (重置成功); its sessions end',
  }),
  setStatus: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/account/member/status',
    input: z.object({ ids: idsInput('selectOneRecord').shape.ids, status: status01 }),
    output: countOutput,
    access: access.staff('sys:member:status'),
    summary: 'Stop (0) or restart (1) portal accounts; stopping ends their sessions',
  }),
  grant: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/account/member/grant',
    input: z.object({
      id: rowId,
      rights: z.array(z.string().max(64)).max(500),
      menuIds: z.array(rowId).max(100).default([]),
      /** Services (`portalServices` keys): each grants every rule name it needs. */
      services: z.array(z.string().max(64)).max(50).default([]),
    }),
    output: z.object({}),
    access: access.staff('sys:member:grant'),
    summary: 'Grant services, menus and rights to a portal account (unknown services and rule names are refused)',
  }),
  batchPush: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/account/member/push',
    input: z.object({ ids: idsInput('selectAtLeastOne').shape.ids, emailPush: z.boolean() }),
    output: countOutput,
    access: access.staff('sys:member:push'),
    summary: 'Batch-set e-mail push of portal accounts',
  }),
};
