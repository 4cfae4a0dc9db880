import { adminCalls, backOffice, staffRightOf } from '@app/contract';
import { defineResource, standardCalls } from '../../../components/crud/types';
import { adminCall } from '../admin-call';
import { screenFields } from './choices';

const c = adminCalls.schedule;

/** Scheduled jobs: Quartz-style cron, pause, resume, run now, logs. */
export const schedule = defineResource({
  name: 'schedule',
  title: backOffice.schedule.title,
  calls: standardCalls(c),
  fields: screenFields(backOffice.schedule.fields),
  custom: [
    {
      key: 'pause',
      place: 'row',
      label: ['暂停', 'Pause'],
      permission: staffRightOf(c.pause),
      visible: (r) => r.status === 1,
      run: (_, ids) => adminCall(c.pause, { ids }),
    },
    {
      key: 'resume',
      place: 'row',
      label: ['恢复', 'Resume'],
      permission: staffRightOf(c.resume),
      visible: (r) => r.status === 0,
      run: (_, ids) => adminCall(c.resume, { ids }),
    },
    {
      key: 'run',
      place: 'row',
      label: ['立即执行', 'Run now'],
      permission: staffRightOf(c.run),
      confirm: ['确定立即执行该任务吗？', 'Run this job now?'],
      run: (_, ids) => adminCall(c.run, { ids }),
    },
    {
      key: 'logs',
      place: 'row',
      label: ['日志', 'Logs'],
      permission: staffRightOf(c.log),
      link: (r) => `/admin/sys/schedule-log?jobId=${r.id}`,
    },
    {
      key: 'pauseMany',
      place: 'toolbar',
      select: 'many',
      label: ['批量暂停', 'Pause selected'],
      permission: staffRightOf(c.pause),
      run: (_, ids) => adminCall(c.pause, { ids }),
    },
    {
      key: 'resumeMany',
      place: 'toolbar',
      select: 'many',
      label: ['批量恢复', 'Resume selected'],
      permission: staffRightOf(c.resume),
      run: (_, ids) => adminCall(c.resume, { ids }),
    },
  ],
});

/** Each run of a job: status 0 failed / 1 success, duration, error. */
export const scheduleLog = defineResource({
  name: 'scheduleLog',
  title: backOffice.scheduleLog.title,
  calls: { list: c.log },
  fields: screenFields(backOffice.scheduleLog.fields),
});
