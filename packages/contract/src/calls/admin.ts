import { z } from 'zod';
import { access, defineEndpoint, type Endpoint } from '../endpoint.js';
import { pageOutput } from '../paging.js';
import { crudCalls, idsInput, countOutput, logCalls, pagedInput, treeCalls } from './admin-crud.js';
import { articleAdmin } from './reports/information.js';
import { chainAdmin } from './reports/chain.js';
import { monthUploadAdmin } from './reports/month-uploads.js';
import { briefingAdmin } from './reports/briefings.js';
import { demoData } from './demo-data.js';
import { limitsAdmin } from './limits.js';

/**
 * The back office (issue 4). Staff calls carry the staff session token like member calls do
 * (`batoken` field or header, or the Admin-Token cookie); every call names the colon-style
 * menu permission it needs and the server checks it (super staff hold every permission).
 * Dates travel as ISO strings; list filters `startDate`/`endDate` are YYYY-MM-DD.
 * Tree entities (menus, departments) come as flat lists whose rows point at their parent `pid`
 * (0 = root).
 */

const email = z.string().trim().max(100).email({ message: 'invalidEmail' });
const optionalEmail = email.or(z.literal(''));
const status01 = z.coerce.number().int().min(0).max(1);
const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1).max(max);
const optionalInt = z.coerce.number().int().optional();
const optionalText = (max = 100) => z.string().trim().max(max).optional();
/** Sort of menus, departments, dictionary rows: an integer greater than 0 (排序必须是大于0的整数). */
const sort = z.coerce.number({ message: 'sortPositive' }).int({ message: 'sortPositive' }).min(1, { message: 'sortPositive' }).max(1_000_000);
/** New passwords: 8 to 32 characters with a letter and a digit (same rule as the portal's). */
const password = z
  .string()
  .max(128, { message: 'passwordRule' })
  .refine((p) => p.length >= 8 && p.length <= 32 && /[A-Za-z]/.test(p) && /\d/.test(p), { message: 'passwordRule' });

/** Password required on create (kept when empty on update) and equal to its confirmation. */
const passwordPair = (v: { password?: string; confirmPassword?: string }, ctx: z.RefinementCtx, creating: boolean) => {
  if (creating && !v.password) ctx.addIssue({ code: 'custom', message: 'required', path: ['password'] });
  if ((v.password || v.confirmPassword) && v.password !== (v.confirmPassword ?? ''))
    ctx.addIssue({ code: 'custom', message: 'confirmPasswordMismatch', path: ['confirmPassword'] });
};

/** Job handlers the scheduler knows (beanName). */
export const jobBeans = ['mailPushJob', 'favoriteCounterJob', 'labelRefreshJob', 'periodReportJob', 'monitorItemJob'] as const;
export type JobBean = (typeof jobBeans)[number];

/** 0 = local disk (default); 1, 2, 3 = the three S3-compatible providers (spec 3). */
export const ossTypes = [0, 1, 2, 3] as const;

// ---------- auth ----------

export const staffMe = z.object({
  id: z.number().int(),
  username: z.string(),
  realName: z.string(),
  superAdmin: z.boolean(),
  /** Every colon-style permission the staff member holds (all of them for super staff). */
  permissions: z.array(z.string()),
  /** Menus of type 0 the staff member may open, flat, sorted; url is an admin route path. */
  menus: z.array(z.object({ id: z.number().int(), pid: z.number().int(), name: z.string(), icon: z.string(), url: z.string(), sort: z.number().int() })),
});

const auth = {
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
        if (v.newPassword !== v.confirmPassword) ctx.addIssue({ code: 'custom', message: 'confirmNewPasswordMismatch', path: ['confirmPassword'] });
      }),
    output: z.object({}),
    access: access.staff(),
    summary: 'Change own password (other sessions of this staff member end)',
  }),
};

// ---------- option lists for forms (names only; any logged-in staff) ----------

const option = z.object({ id: z.number().int(), pid: z.number().int(), name: z.string() });
const options = {
  roles: defineEndpoint({ method: 'GET', path: '/admin-api/options/roles', input: z.object({}), output: z.array(option), access: access.staff(), summary: 'Roles for selects' }),
  depts: defineEndpoint({ method: 'GET', path: '/admin-api/options/depts', input: z.object({}), output: z.array(option), access: access.staff(), summary: 'Department tree (flat) for selects' }),
  menus: defineEndpoint({
    method: 'GET',
    path: '/admin-api/options/menus',
    input: z.object({}),
    output: z.array(option.extend({ type: z.number().int(), permissions: z.string() })),
    access: access.staff(),
    summary: 'Menu tree (flat) for the role form',
  }),
  customers: defineEndpoint({ method: 'GET', path: '/admin-api/options/customers', input: z.object({}), output: z.array(option), access: access.staff(), summary: 'Customers for selects' }),
  portalRights: defineEndpoint({
    method: 'GET',
    path: '/admin-api/options/portal-rights',
    input: z.object({}),
    output: z.array(z.object({ value: z.string(), title: z.string(), enTitle: z.string() })),
    access: access.staff(),
    summary: 'Portal rights with the titles of the menus they open, for the grant form',
  }),
};

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
  /** Flags of spec 3: an e-mail is set; e-mail push is on. */
  emailSet: z.boolean(),
  pushSet: z.boolean(),
  createDate: z.string(),
});

const users = crudCalls({
  base: '/admin-api/sys/user',
  perm: 'sys:user',
  title: 'Staff users',
  item: staffUser,
  form: {
    username: requiredText(50).regex(/^[A-Za-z0-9_.@-]+$/, { message: 'formatError' }),
    realName: text(50).default(''),
    deptId: z.coerce.number().int().positive(),
    email: optionalEmail.default(''),
    mobile: text(20).regex(/^[0-9+\- ]*$/, { message: 'formatError' }).default(''),
    gender: z.coerce.number().int().min(0).max(2).default(0),
    status: status01.default(1),
    roleIdList: z.array(z.coerce.number().int().positive()).max(100).default([]),
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
const roles = crudCalls({
  base: '/admin-api/sys/role',
  perm: 'sys:role',
  title: 'Roles',
  item: role,
  form: {
    name: requiredText(50),
    remark: text(200).default(''),
    menuIdList: z.array(z.coerce.number().int().positive()).max(1000).default([]),
    deptIdList: z.array(z.coerce.number().int().positive()).max(1000).default([]),
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
const menus = treeCalls({
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
const depts = treeCalls({
  base: '/admin-api/sys/dept',
  perm: 'sys:dept',
  title: 'Departments',
  item: dept,
  form: { pid: z.coerce.number().int().min(0).default(0), name: requiredText(50), sort },
});

// ---------- dictionary ----------

export const dictRow = z.object({
  id: z.number().int(),
  dictName: z.string(),
  dictType: z.string(),
  dictLabel: z.string(),
  dictValue: z.string(),
  sort: z.number().int(),
  remark: z.string(),
  createDate: z.string(),
});
const dict = {
  ...crudCalls({
    base: '/admin-api/sys/dict',
    perm: 'sys:dict',
    title: 'Dictionary',
    item: dictRow,
    form: {
      dictName: requiredText(50),
      dictType: requiredText(50).regex(/^[A-Za-z0-9_]+$/, { message: 'formatError' }),
      dictLabel: requiredText(100),
      dictValue: requiredText(100),
      sort,
      remark: text(200).default(''),
    },
    filters: { dictName: optionalText(50), dictType: optionalText(50), dictLabel: optionalText(100) },
  }),
  /** For the portal's selects: the rows of one dict type, in sort order. */
  byType: defineEndpoint({
    method: 'GET',
    path: '/admin-api/dict/type/:dictType',
    input: z.object({ dictType: requiredText(50) }),
    output: z.array(z.object({ label: z.string(), value: z.string() })),
    access: access.member(),
    summary: 'Dictionary rows of one type for the portal (any logged-in member)',
  }),
};

// ---------- params ----------

export const param = z.object({
  id: z.number().int(),
  paramCode: z.string(),
  paramValue: z.string(),
  remark: z.string(),
  createDate: z.string(),
});
const params = crudCalls({
  base: '/admin-api/sys/params',
  perm: 'sys:params',
  title: 'Params',
  item: param,
  form: {
    paramCode: requiredText(100).regex(/^[A-Za-z0-9_.-]+$/, { message: 'formatError' }),
    paramValue: z.string().max(10_000),
    remark: text(200).default(''),
  },
  filters: { paramCode: optionalText(100) },
});

// ---------- scheduled jobs ----------

export const job = z.object({
  id: z.number().int(),
  beanName: z.string(),
  params: z.string(),
  cronExpression: z.string(),
  remark: z.string(),
  /** 0 paused (disabled), 1 normal. */
  status: z.number().int(),
  nextRun: z.string().nullable(),
  createDate: z.string(),
});
export const jobLog = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  beanName: z.string(),
  params: z.string(),
  /** 0 failed, 1 success. */
  status: z.number().int(),
  error: z.string(),
  /** Duration in ms. */
  times: z.number().int(),
  createDate: z.string(),
});
const schedule = {
  ...crudCalls({
    base: '/admin-api/sys/schedule',
    perm: 'sys:schedule',
    title: 'Scheduled jobs',
    item: job,
    form: {
      beanName: z.enum(jobBeans, { message: 'formatError' }),
      params: z.string().max(2000).default(''),
      /** Quartz style with seconds: `0 0 12 * * ?` (the server rejects what croner cannot parse). */
      cronExpression: requiredText(100),
      remark: text(200).default(''),
      status: status01.default(1),
    },
    filters: { beanName: optionalText(50), status: status01.optional().or(z.literal('')) },
  }),
  pause: defineEndpoint({ method: 'PUT', path: '/admin-api/sys/schedule/pause', input: idsInput('selectOneRecord'), output: countOutput, access: access.staff('sys:schedule:pause'), summary: 'Pause jobs' }),
  resume: defineEndpoint({ method: 'PUT', path: '/admin-api/sys/schedule/resume', input: idsInput('selectOneRecord'), output: countOutput, access: access.staff('sys:schedule:resume'), summary: 'Resume jobs' }),
  run: defineEndpoint({ method: 'PUT', path: '/admin-api/sys/schedule/run', input: idsInput('selectOneRecord'), output: countOutput, access: access.staff('sys:schedule:run'), summary: 'Run jobs once now (answers when they finished)' }),
  log: defineEndpoint({
    method: 'GET',
    path: '/admin-api/sys/schedule-log/page',
    input: pagedInput({ jobId: optionalInt, status: status01.optional().or(z.literal('')) }),
    output: pageOutput(jobLog),
    access: access.staff('sys:schedule:log'),
    summary: 'Job log',
  }),
};

// ---------- cloud storage ----------

/** Secrets come back masked (first 4 characters then ****); saving the masked value keeps the stored secret. */
export const ossConfig = z.object({
  type: z.coerce.number().int().min(0).max(3),
  domain: text(200).default(''),
  prefix: text(100).default(''),
  endpoint: text(200).default(''),
  accessKey: text(200).default(''),
  secretKey: text(200).default(''),
  bucket: text(100).default(''),
  region: text(50).default(''),
});
export const ossFile = z.object({ id: z.number().int(), url: z.string(), name: z.string(), size: z.number().int(), type: z.number().int(), createDate: z.string() });
const oss = {
  config: defineEndpoint({ method: 'GET', path: '/admin-api/sys/oss/config', input: z.object({}), output: ossConfig, access: access.staff('sys:oss:config'), summary: 'Cloud-storage config (secrets masked)' }),
  saveConfig: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/sys/oss/config',
    input: ossConfig.superRefine((v, ctx) => {
      if (v.type === 0) return;
      for (const k of ['endpoint', 'accessKey', 'secretKey', 'bucket'] as const)
        if (!v[k]) ctx.addIssue({ code: 'custom', message: 'required', path: [k] });
    }),
    output: z.object({}),
    access: access.staff('sys:oss:config'),
    summary: 'Save the cloud-storage config',
  }),
  page: defineEndpoint({ method: 'GET', path: '/admin-api/sys/oss/page', input: pagedInput({ name: optionalText(100) }), output: pageOutput(ossFile), access: access.staff('sys:oss:page'), summary: 'Stored files' }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/admin-api/sys/oss/upload',
    input: z.object({ file: z.object({ filename: z.string(), mimetype: z.string(), buffer: z.instanceof(Uint8Array) }) }),
    output: ossFile,
    access: access.staff('sys:oss:upload'),
    upload: { maxBytes: 10 * 1024 * 1024, extensions: ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'xlsx', 'docx', 'txt', 'zip'] },
    summary: 'Upload a file through the configured storage',
  }),
  delete: defineEndpoint({ method: 'DELETE', path: '/admin-api/sys/oss', input: idsInput('selectToDelete'), output: countOutput, access: access.staff('sys:oss:delete'), summary: 'Delete stored files' }),
  /** Files saved on local disk; names are random uuids, so the url is the capability (like a bucket's public url). */
  file: defineEndpoint({
    method: 'GET',
    path: '/files/:day/:name',
    input: z.object({ day: z.string().regex(/^\d{8}$/), name: z.string().regex(/^[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/) }),
    output: z.unknown(),
    answer: 'blob',
    access: access.public,
    summary: 'A file stored on local disk',
  }),
};

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
const logs = {
  login: logCalls({
    base: '/admin-api/sys/log/login',
    perm: 'sys:log:login',
    title: 'Login log',
    item: loginLog,
    filters: { creatorName: optionalText(50), userKind: z.enum(['member', 'staff']).optional().or(z.literal('')), status: z.coerce.number().int().min(0).max(2).optional().or(z.literal('')) },
  }),
  operation: logCalls({
    base: '/admin-api/sys/log/operation',
    perm: 'sys:log:operation',
    title: 'Operation log',
    item: operationLog,
    filters: { operatorName: optionalText(50), requestUri: optionalText(200), status: status01.optional().or(z.literal('')) },
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

export const keyword = z.object({ id: z.number().int(), keyword: z.string(), category: z.string(), remark: z.string(), createDate: z.string() });
const keywordCrud = crudCalls({
  base: '/admin-api/sys/keyword',
  perm: 'sys:keyword',
  title: 'Keywords',
  item: keyword,
  form: { keyword: requiredText(100), category: text(50).default(''), remark: text(200).default('') },
  filters: { keyword: optionalText(100), category: optionalText(50) },
});
/**
 * Keywords arrive by xlsx import (spec 5): column A keywords (comma or space separated), B
 * category, C remark; one keyword can also be added by hand (issue 15: import alone left an
 * empty screen with no way to start).
 */
const keywords = {
  page: keywordCrud.page,
  save: keywordCrud.save,
  info: keywordCrud.info,
  update: keywordCrud.update,
  delete: keywordCrud.delete,
  export: keywordCrud.export,
  import: defineEndpoint({
    method: 'POST',
    path: '/admin-api/sys/keyword/import',
    input: z.object({ file: z.object({ filename: z.string(), mimetype: z.string(), buffer: z.instanceof(Uint8Array) }) }),
    output: z.object({ imported: z.number().int(), skipped: z.number().int() }),
    access: access.staff('sys:keyword:import'),
    upload: { maxBytes: 5 * 1024 * 1024, extensions: ['xlsx'] },
    summary: 'Import keywords from xlsx',
  }),
};

// ---------- message push settings ----------

export const pushFrequencies = ['daily', 'weekly'] as const;
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
const push = {
  page: defineEndpoint({
    method: 'GET',
    path: '/admin-api/sys/push/page',
    input: pagedInput({ username: optionalText(50), customerId: optionalInt, emailPush: z.enum(['0', '1', '']).optional() }),
    output: pageOutput(pushSetting),
    access: access.staff('sys:push:page'),
    summary: 'Message push settings per account',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/sys/push',
    input: z
      .object({
        memberId: z.coerce.number().int().positive(),
        emailPush: z.boolean(),
        frequency: z.enum(pushFrequencies).default('daily'),
        sendHour: z.coerce.number().int().min(0).max(23).default(8),
        recipients: z.string().max(2000).default(''),
      })
      .superRefine((v, ctx) => {
        const list = v.recipients.split(/[,;\s]+/).filter(Boolean);
        if (v.emailPush && list.length === 0) ctx.addIssue({ code: 'custom', message: 'enterEmail', path: ['recipients'] });
        if (list.some((e) => !email.safeParse(e).success)) ctx.addIssue({ code: 'custom', message: 'invalidEmail', path: ['recipients'] });
      }),
    output: z.object({}),
    access: access.staff('sys:push:update'),
    summary: 'Set e-mail push, schedule and recipients of one account',
  }),
};

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
const customers = crudCalls({
  base: '/admin-api/account/customer',
  perm: 'sys:customer',
  title: 'Customers',
  item: customer,
  form: {
    name: requiredText(100),
    enName: text(200).default(''),
    platformName: text(100).default(''),
    platformEnName: text(200).default(''),
    themeColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/, { message: 'formatError' }).default('#1E6BD1'),
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
  /** Portal rule names (spec 6) the account holds. */
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
    customerId: z.coerce.number().int().positive(),
    username: requiredText(50).regex(/^[A-Za-z0-9_.@-]+$/, { message: 'formatError' }),
    realName: text(50).default(''),
    email: optionalEmail.default(''),
    mobile: text(20).default(''),
    isSuper: z.boolean().default(false),
    parentId: z.coerce.number().int().positive().nullable().default(null),
    showParentData: z.boolean().default(true),
    status: status01.default(1),
    password: password.optional().or(z.literal('')),
    confirmPassword: z.string().max(100).optional(),
  },
  filters: { customerId: optionalInt, username: optionalText(50), status: status01.optional().or(z.literal('')) },
  refine: passwordPair,
});
const members = {
  ...memberCrud,
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/account/member/password',
    input: z
      .object({ id: z.coerce.number().int().positive(), password, confirmPassword: z.string().max(100) })
      .superRefine((v, ctx) => {
        if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', message: 'confirmPasswordMismatch', path: ['confirmPassword'] });
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
      id: z.coerce.number().int().positive(),
      rights: z.array(z.string().max(64)).max(500),
      menuIds: z.array(z.coerce.number().int()).max(100).default([]),
    }),
    output: z.object({}),
    access: access.staff('sys:member:grant'),
    summary: 'Grant menus and rights to a portal account (unknown rule names are refused)',
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

export const admin = {
  auth,
  options,
  users,
  roles,
  menus,
  depts,
  dict,
  params,
  schedule,
  oss,
  logs,
  keywords,
  push,
  customers,
  members,
  /** Reference articles of /information (issue 13). */
  articles: articleAdmin,
  /** Industrial chains and their nodes (issue 13). */
  chains: chainAdmin.chains,
  chainNodes: chainAdmin.nodes,
  /** Monthly reports uploaded for customers (issue 13). */
  monthUploads: monthUploadAdmin,
  demoData,
  /** Monitoring items, briefing issues and their items (issue 13, 舆情 and 简报). */
  monitorItems: briefingAdmin.items,
  briefings: briefingAdmin.briefings,
  briefingEntries: briefingAdmin.entries,
  /** Limits import runs and corrections (issue 10). */
  limits: limitsAdmin,
} as const;

/** Every endpoint of the back office, flat (the permission matrix and the seed walk this). */
export const adminEndpoints = (): { key: string; endpoint: Endpoint }[] => {
  const out: { key: string; endpoint: Endpoint }[] = [];
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(node)) {
      if (v && typeof v === 'object' && 'method' in v && 'path' in v) out.push({ key: `${prefix}${k}`, endpoint: v as Endpoint });
      else if (v && typeof v === 'object') walk(v as Record<string, unknown>, `${prefix}${k}.`);
    }
  };
  walk(admin, '');
  return out;
};

