import { jobBeans, adminCalls } from '@app/contract';
import { defineResource, standardActions, standardCalls, type Choice } from '../../../components/crud/types';
import { adminCall } from '../admin-call';
import { jobStatusChoices, resultChoices } from './choices';

const c = adminCalls.schedule;

const beanChoices: Choice[] = jobBeans.map((b) => ({ value: b, label: b }));

/** Scheduled jobs: Quartz-style cron, pause, resume, run now, logs. */
export const schedule = defineResource({
  name: 'schedule',
  title: ['定时任务', 'Scheduled jobs'],
  calls: standardCalls(c),
  fields: {
    beanName: { type: 'select', label: ['Bean名称', 'Bean name'], choices: beanChoices, search: true, table: true, form: { required: true } },
    params: { type: 'text', label: ['参数', 'Params'], table: { ellipsis: true }, form: { max: 2000 } },
    cronExpression: {
      type: 'text',
      label: ['Cron表达式', 'Cron expression'],
      table: true,
      form: { required: true, max: 100, initial: '0 0 12 * * ?', help: ['Quartz 格式，如 0 0 12 * * ?', 'Quartz style, e.g. 0 0 12 * * ?'] },
    },
    remark: { type: 'textarea', label: ['备注', 'Remark'], table: { ellipsis: true }, form: { max: 200 } },
    status: { type: 'select', label: ['状态', 'Status'], choices: jobStatusChoices, search: true, table: { tag: true }, form: { required: true, initial: 1 } },
    nextRun: { type: 'datetime', label: ['下次执行', 'Next run'], table: true },
    createDate: { type: 'datetime', label: ['创建时间', 'Created'], table: { sorter: true } },
  },
  actions: standardActions('sys:schedule'),
  custom: [
    { key: 'pause', place: 'row', label: ['暂停', 'Pause'], permission: 'sys:schedule:pause', visible: (r) => r.status === 1, run: (_, ids) => adminCall(c.pause, { ids }) },
    { key: 'resume', place: 'row', label: ['恢复', 'Resume'], permission: 'sys:schedule:resume', visible: (r) => r.status === 0, run: (_, ids) => adminCall(c.resume, { ids }) },
    {
      key: 'run',
      place: 'row',
      label: ['立即执行', 'Run now'],
      permission: 'sys:schedule:run',
      confirm: ['确定立即执行该任务吗？', 'Run this job now?'],
      run: (_, ids) => adminCall(c.run, { ids }),
    },
    { key: 'logs', place: 'row', label: ['日志', 'Logs'], permission: 'sys:schedule:log', link: (r) => `/admin/sys/schedule-log?jobId=${r.id}` },
    { key: 'pauseMany', place: 'toolbar', select: 'many', label: ['批量暂停', 'Pause selected'], permission: 'sys:schedule:pause', run: (_, ids) => adminCall(c.pause, { ids }) },
    { key: 'resumeMany', place: 'toolbar', select: 'many', label: ['批量恢复', 'Resume selected'], permission: 'sys:schedule:resume', run: (_, ids) => adminCall(c.resume, { ids }) },
  ],
});

/** Each run of a job: status 0 failed / 1 success, duration, error. */
export const scheduleLog = defineResource({
  name: 'scheduleLog',
  title: ['任务日志', 'Job log'],
  calls: { list: c.log },
  fields: {
    jobId: { type: 'number', label: ['任务ID', 'Job id'], search: true, table: true },
    beanName: { type: 'text', label: ['Bean名称', 'Bean name'], table: true },
    params: { type: 'text', label: ['参数', 'Params'], table: { ellipsis: true } },
    status: { type: 'select', label: ['状态', 'Status'], choices: resultChoices, search: true, table: { tag: true } },
    times: { type: 'number', label: ['耗时(毫秒)', 'Duration (ms)'], table: { sorter: true } },
    error: { type: 'text', label: ['失败信息', 'Error'], table: { ellipsis: true, width: 300 }, detail: true },
    createDate: { type: 'datetime', label: ['执行时间', 'Run at'], table: { sorter: true }, search: { range: ['startDate', 'endDate'] } },
  },
  actions: {},
});
