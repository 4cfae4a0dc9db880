import { z } from 'zod';
import { access, defineEndpoint } from '../../endpoint.js';
import { pageOutput } from '../../paging.js';
import { crudCalls, logCalls, pagedInput } from '../admin-crud.js';
import { optionalInt, optionalText, requiredText, status01, text } from './shared.js';
import { rowId } from '../../ids.js';
import { pushFrequencies, recipientIssues } from '../reminders.js';

// ---------- logs ----------

export const loginLog = z.object({
  id: z.number().int(),
  creatorName: z.string(),
  /** 'member' (portal) or 'staff' (back office). */
  userKind: z.string(),
  /** 0 failed, 1 success, 2 account locked. */
  status: z.number().int(),
  /** 0 login, 1 logout. */
  operation: z.number().int(),
  ip: z.string(),
  userAgent: z.string(),
  createDate: z.string(),
});
export const operationLog = z.object({
  id: z.number().int(),
  operatorName: z.string(),
  operatorKind: z.string(),
  summary: z.string(),
  /** 0 failed, 1 success. */
  status: z.number().int(),
  requestUri: z.string(),
  requestMethod: z.string(),
  requestParams: z.string(),
  /** Duration in ms. */
  requestTime: z.number().int(),
  ip: z.string(),
  userAgent: z.string(),
  createDate: z.string(),
});
export const errorLog = z.object({
  id: z.number().int(),
  requestUri: z.string(),
  requestMethod: z.string(),
  requestParams: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  errorInfo: z.string(),
  createDate: z.string(),
});
export const logs = {
  login: logCalls({
    base: '/admin-api/sys/log/login',
    perm: 'sys:log:login',
    title: 'Login log',
    item: loginLog,
    filters: {
      creatorName: optionalText(50),
      userKind: z.enum(['member', 'staff']).optional().or(z.literal('')),
      status: z.coerce.number().int().min(0).max(2).optional().or(z.literal('')),
    },
  }),
  operation: logCalls({
    base: '/admin-api/sys/log/operation',
    perm: 'sys:log:operation',
    title: 'Operation log',
    item: operationLog,
    filters: {
      operatorName: optionalText(50),
      requestUri: optionalText(200),
      status: status01.optional().or(z.literal('')),
    },
  }),
  error: logCalls({
    base: '/admin-api/sys/log/error',
    perm: 'sys:log:error',
    title: 'Error log',
    item: errorLog,
    filters: { requestUri: optionalText(200) },
  }),
};

// ---------- keywords ----------

export const keyword = z.object({
  id: z.number().int(),
  keyword: z.string(),
  category: z.string(),
  remark: z.string(),
  createDate: z.string(),
});
const keywordCrud = crudCalls({
  base: '/admin-api/sys/keyword',
  perm: 'sys:keyword',
  title: 'Keywords',
  item: keyword,
  form: { keyword: requiredText(100), category: text(50).default(''), remark: text(200).default('') },
  filters: { keyword: optionalText(100), category: optionalText(50) },
});
/**
 * Keywords arrive by xlsx import: column A keywords (comma or space separated), B
 * category, C remark; one keyword can also be added by hand (import alone left an
 * empty screen with no way to start).
 */
export const keywords = {
  page: keywordCrud.page,
  save: keywordCrud.save,
  info: keywordCrud.info,
  update: keywordCrud.update,
  delete: keywordCrud.delete,
  export: keywordCrud.export,
  import: defineEndpoint({
    method: 'POST',
    path: '/admin-api/sys/keyword/import',
    input: z.object({
      file: z.object({ filename: z.string(), mimetype: z.string(), buffer: z.instanceof(Uint8Array) }),
    }),
    output: z.object({ imported: z.number().int(), skipped: z.number().int() }),
    access: access.staff('sys:keyword:import'),
    upload: { maxBytes: 5 * 1024 * 1024, extensions: ['xlsx'] },
    summary: 'Import keywords from xlsx',
  }),
};

// ---------- message push settings ----------

export { pushFrequencies };
export const pushSetting = z.object({
  memberId: z.number().int(),
  username: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  email: z.string(),
  emailPush: z.boolean(),
  frequency: z.enum(pushFrequencies),
  /** Hour of day 0..23 the mail goes out. */
  sendHour: z.number().int(),
  /** Comma separated e-mail addresses. */
  recipients: z.string(),
  lastSentAt: z.string().nullable(),
});
export const push = {
  page: defineEndpoint({
    method: 'GET',
    path: '/admin-api/sys/push/page',
    input: pagedInput({
      username: optionalText(50),
      customerId: optionalInt,
      emailPush: z.enum(['0', '1', '']).optional(),
    }),
    output: pageOutput(pushSetting),
    access: access.staff('sys:push:page'),
    summary: 'Message push settings per account',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/sys/push',
    input: z
      .object({
        memberId: rowId,
        emailPush: z.boolean(),
        frequency: z.enum(pushFrequencies).default('daily'),
        sendHour: z.coerce.number().int().min(0).max(23).default(8),
        recipients: z.string().max(2000).default(''),
      })
      .superRefine((v, ctx) => recipientIssues({ recipients: v.recipients, push: v.emailPush }, ctx)),
    output: z.object({}),
    access: access.staff('sys:push:update'),
    summary: 'Set e-mail push, schedule and recipients of one account',
  }),
};
