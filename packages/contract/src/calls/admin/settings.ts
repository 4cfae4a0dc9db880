import { z } from 'zod';
import { access, defineEndpoint } from '../../endpoint.js';
import { pageOutput } from '../../paging.js';
import { countOutput, crudCalls, idsInput, pagedInput } from '../admin-crud.js';
import { jobBeans, optionalInt, optionalText, requiredText, sort, status01, text } from './shared.js';

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
export const dict = {
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
export const params = crudCalls({
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
export const schedule = {
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
  pause: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/sys/schedule/pause',
    input: idsInput('selectOneRecord'),
    output: countOutput,
    access: access.staff('sys:schedule:pause'),
    summary: 'Pause jobs',
  }),
  resume: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/sys/schedule/resume',
    input: idsInput('selectOneRecord'),
    output: countOutput,
    access: access.staff('sys:schedule:resume'),
    summary: 'Resume jobs',
  }),
  run: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/sys/schedule/run',
    input: idsInput('selectOneRecord'),
    output: countOutput,
    access: access.staff('sys:schedule:run'),
    summary: 'Run jobs once now (answers when they finished)',
  }),
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
export const ossFile = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.number().int(),
  createDate: z.string(),
});
export const oss = {
  config: defineEndpoint({
    method: 'GET',
    path: '/admin-api/sys/oss/config',
    input: z.object({}),
    output: ossConfig,
    access: access.staff('sys:oss:config'),
    summary: 'Cloud-storage config (secrets masked)',
  }),
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
  page: defineEndpoint({
    method: 'GET',
    path: '/admin-api/sys/oss/page',
    input: pagedInput({ name: optionalText(100) }),
    output: pageOutput(ossFile),
    access: access.staff('sys:oss:page'),
    summary: 'Stored files',
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/admin-api/sys/oss/upload',
    input: z.object({
      file: z.object({ filename: z.string(), mimetype: z.string(), buffer: z.instanceof(Uint8Array) }),
    }),
    output: ossFile,
    access: access.staff('sys:oss:upload'),
    upload: {
      maxBytes: 10 * 1024 * 1024,
      extensions: ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'xlsx', 'docx', 'txt', 'zip'],
    },
    summary: 'Upload a file through the configured storage',
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/admin-api/sys/oss',
    input: idsInput('selectToDelete'),
    output: countOutput,
    access: access.staff('sys:oss:delete'),
    summary: 'Delete stored files',
  }),
  /**
   * A stored file (local folder or storage provider) through a link signed for one member or
   * staff user for an hour (u, e, t): opened by <img> and PDF viewers, which send no session
   * header; the handler checks the signature and that the holder is still active.
   */
  file: defineEndpoint({
    method: 'GET',
    path: '/files/:day/:name',
    input: z.object({
      day: z.string().regex(/^\d{8}$/),
      name: z.string().regex(/^[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/),
      u: z.string().max(12).optional(),
      e: z.string().max(12).optional(),
      t: z.string().max(64).optional(),
    }),
    output: z.unknown(),
    answer: 'blob',
    access: access.public,
    summary: 'A stored file, through a signed link',
  }),
};
