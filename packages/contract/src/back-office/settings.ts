import type { api } from '../calls/index.js';
import { dateRangeKeys, fieldsOf, remarkField } from './field.js';
import { beanChoices, jobStatusChoices, resultChoices } from './choices.js';

// The back office's settings: params, the dictionary, scheduled jobs and their runs.

type Admin = typeof api.admin;

/** Params: where the settings the spec withholds are edited. */
export const params = fieldsOf<Admin['params']>()({
  title: ['参数管理', 'Params'],
  fields: {
    paramCode: {
      type: 'text',
      label: ['编码', 'Code'],
      search: true,
      table: { sorter: true },
      form: { required: true, max: 100, lockedOnEdit: true },
      export: true,
    },
    paramValue: {
      type: 'textarea',
      label: ['值', 'Value'],
      table: { ellipsis: true, width: 320 },
      form: {
        max: 10_000,
        help: ['可为空：空值表示使用默认值（见备注）', 'May be empty: empty means the default (see the remark)'],
      },
      export: true,
    },
    remark: remarkField,
    createDate: { type: 'datetime', label: ['创建时间', 'Created'], table: { sorter: true } },
  },
});

/** Dictionary rows; the portal's selects read them by dictType. */
export const dict = fieldsOf<Admin['dict']>()({
  title: ['字典管理', 'Dictionary'],
  fields: {
    dictName: {
      type: 'text',
      label: ['字典名称', 'Dictionary name'],
      search: true,
      table: true,
      form: { required: true, max: 50 },
      export: true,
    },
    dictType: {
      type: 'text',
      label: ['字典类型', 'Dictionary type'],
      search: true,
      table: { sorter: true },
      form: { required: true, max: 50 },
      export: true,
    },
    dictLabel: {
      type: 'text',
      label: ['字典标签', 'Label'],
      search: true,
      table: true,
      form: { required: true, max: 100 },
      export: true,
    },
    dictValue: {
      type: 'text',
      label: ['字典值', 'Value'],
      table: true,
      form: { required: true, max: 100 },
      export: true,
    },
    sort: {
      type: 'number',
      label: ['排序', 'Sort'],
      table: { sorter: true },
      form: { required: true, positive: true, initial: 1 },
      export: true,
    },
    remark: remarkField,
    createDate: { type: 'datetime', label: ['创建时间', 'Created'], table: { sorter: true } },
  },
});

/** Scheduled jobs: Quartz-style cron, pause, resume, run now, logs. */
export const schedule = fieldsOf<Admin['schedule']>()({
  title: ['定时任务', 'Scheduled jobs'],
  fields: {
    beanName: {
      type: 'select',
      label: ['Bean名称', 'Bean name'],
      choices: beanChoices,
      search: true,
      table: true,
      form: { required: true },
      export: true,
    },
    params: { type: 'text', label: ['参数', 'Params'], table: { ellipsis: true }, form: { max: 2000 }, export: true },
    cronExpression: {
      type: 'text',
      label: ['Cron表达式', 'Cron expression'],
      table: true,
      form: {
        required: true,
        max: 100,
        initial: '0 0 12 * * ?',
        help: ['Quartz 格式，如 0 0 12 * * ?', 'Quartz style, e.g. 0 0 12 * * ?'],
      },
      export: true,
    },
    remark: remarkField,
    status: {
      type: 'select',
      label: ['状态', 'Status'],
      choices: jobStatusChoices,
      search: true,
      table: { tag: true },
      form: { required: true, initial: 1 },
      export: true,
    },
    nextRun: { type: 'datetime', label: ['下次执行', 'Next run'], table: true },
    createDate: { type: 'datetime', label: ['创建时间', 'Created'], table: { sorter: true }, export: true },
  },
});

/** Each run of a job: status 0 failed / 1 success, duration, error. */
export const scheduleLog = fieldsOf<{ page: Admin['schedule']['log'] }>()({
  title: ['任务日志', 'Job log'],
  fields: {
    jobId: { type: 'number', label: ['任务ID', 'Job id'], search: true, table: true },
    beanName: { type: 'text', label: ['Bean名称', 'Bean name'], table: true },
    params: { type: 'text', label: ['参数', 'Params'], table: { ellipsis: true } },
    status: { type: 'select', label: ['状态', 'Status'], choices: resultChoices, search: true, table: { tag: true } },
    times: { type: 'number', label: ['耗时(毫秒)', 'Duration (ms)'], table: { sorter: true } },
    error: { type: 'text', label: ['失败信息', 'Error'], table: { ellipsis: true, width: 300 }, detail: true },
    createDate: {
      type: 'datetime',
      label: ['执行时间', 'Run at'],
      table: { sorter: true },
      search: { range: dateRangeKeys },
    },
  },
});
