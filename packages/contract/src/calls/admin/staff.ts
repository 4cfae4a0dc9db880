import { z } from 'zod';
import { crudCalls, treeCalls } from '../admin-crud.js';
import {
  optionalEmail,
  optionalInt,
  optionalText,
  password,
  passwordPair,
  requiredText,
  sort,
  status01,
  text,
} from './shared.js';
import { rowId } from '../../ids.js';

// ---------- staff users ----------

export const staffUser = z.object({
  id: z.number().int(),
  username: z.string(),
  realName: z.string(),
  deptId: z.number().int(),
  deptName: z.string(),
  email: z.string(),
  mobile: z.string(),
  gender: z.number().int(),
  status: z.number().int(),
  superAdmin: z.boolean(),
  roleIdList: z.array(z.number().int()),
  /** Flags: an e-mail is set; e-mail push is on. */
  emailSet: z.boolean(),
  pushSet: z.boolean(),
  createDate: z.string(),
});

export const users = crudCalls({
  base: '/admin-api/sys/user',
  perm: 'sys:user',
  title: 'Staff users',
  item: staffUser,
  form: {
    username: requiredText(50).regex(/^[A-Za-z0-9_.@-]+$/, { message: 'formatError' }),
    realName: text(50).default(''),
    deptId: rowId,
    email: optionalEmail.default(''),
    mobile: text(20)
      .regex(/^[0-9+\- ]*$/, { message: 'formatError' })
      .default(''),
    gender: z.coerce.number().int().min(0).max(2).default(0),
    status: status01.default(1),
    roleIdList: z.array(rowId).max(100).default([]),
    pushSet: z.boolean().default(false),
    /** Required on create; on update an empty password keeps the old one. */
    password: password.optional().or(z.literal('')),
    confirmPassword: z.string().max(100).optional(),
  },
  filters: {
    username: optionalText(50),
    deptId: optionalInt,
    status: status01.optional().or(z.literal('')),
    gender: z.coerce.number().int().min(0).max(2).optional().or(z.literal('')),
  },
  refine: passwordPair,
});

// ---------- roles ----------

export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  remark: z.string(),
  /** Menu authorisation: menu and button ids. */
  menuIdList: z.array(z.number().int()),
  /** Data authorisation: the departments whose rows holders of this role see. */
  deptIdList: z.array(z.number().int()),
  createDate: z.string(),
});
export const roles = crudCalls({
  base: '/admin-api/sys/role',
  perm: 'sys:role',
  title: 'Roles',
  item: role,
  form: {
    name: requiredText(50),
    remark: text(200).default(''),
    menuIdList: z.array(rowId).max(1000).default([]),
    deptIdList: z.array(rowId).max(1000).default([]),
  },
  filters: { name: optionalText(50) },
});

// ---------- menus ----------

const resource = z.object({
  url: requiredText(200),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
});
export const menu = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  parentName: z.string(),
  name: z.string(),
  icon: z.string(),
  /** 0 menu, 1 button. */
  type: z.number().int(),
  sort: z.number().int(),
  url: z.string(),
  permissions: z.string(),
  resources: z.array(resource),
});
/** Comma separated colon-style keys, e.g. `sys:user:page,sys:user:info`. */
const permissionList = z
  .string()
  .trim()
  .max(1000)
  .regex(/^([a-z][a-z0-9_]*(:[a-z0-9_]+)+)?(,[a-z][a-z0-9_]*(:[a-z0-9_]+)+)*$/i, { message: 'formatError' });
export const menus = treeCalls({
  base: '/admin-api/sys/menu',
  perm: 'sys:menu',
  title: 'Menus',
  item: menu,
  form: {
    pid: z.coerce.number().int().min(0).default(0),
    name: requiredText(50),
    icon: text(50).default(''),
    type: z.coerce.number().int().min(0).max(1),
    sort,
    url: text(200).default(''),
    permissions: permissionList.default(''),
    resources: z.array(resource).max(50).default([]),
  },
});

// ---------- departments ----------

export const dept = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  parentName: z.string(),
  name: z.string(),
  sort: z.number().int(),
  createDate: z.string(),
});
export const depts = treeCalls({
  base: '/admin-api/sys/dept',
  perm: 'sys:dept',
  title: 'Departments',
  item: dept,
  form: { pid: z.coerce.number().int().min(0).default(0), name: requiredText(50), sort },
});
