import { pushFrequencies, adminCalls } from '@app/contract';
import { defineResource, type Choice } from '../../../components/crud/types';
import { customerChoices } from './choices';

const c = adminCalls.push;

const frequencyLabels: Record<(typeof pushFrequencies)[number], readonly [string, string]> = {
  daily: ['每天', 'Daily'],
  weekly: ['每周', 'Weekly'],
};
const frequencyChoices: Choice[] = pushFrequencies.map((f) => ({ value: f, label: frequencyLabels[f] }));
const hourChoices: Choice[] = Array.from({ length: 24 }, (_, h) => ({ value: h, label: `${String(h).padStart(2, '0')}:00` }));

/** Message push settings per portal account: switch, schedule, recipients (请输入邮箱 / 请输入正确的邮箱). */
export const push = defineResource({
  name: 'push',
  title: ['消息推送设置', 'Message push settings'],
  idKey: 'memberId',
  calls: { list: c.page, update: c.update },
  fields: {
    username: { type: 'text', label: ['账号', 'Account'], search: true, table: true },
    customerId: { type: 'select', label: ['客户', 'Customer'], choices: customerChoices, search: true, detail: false },
    customerName: { type: 'text', label: ['客户', 'Customer'], table: true },
    email: { type: 'text', label: ['邮箱', 'E-mail'], table: true },
    emailPush: { type: 'switch', label: ['邮件推送', 'E-mail push'], table: true, form: true },
    frequency: { type: 'select', label: ['推送频率', 'Frequency'], choices: frequencyChoices, table: true, form: { required: true } },
    sendHour: { type: 'select', label: ['推送时间', 'Send at'], choices: hourChoices, table: true, form: { required: true } },
    recipients: {
      type: 'emails',
      label: ['接收邮箱', 'Recipients'],
      table: { ellipsis: true, width: 240 },
      form: { requiredIf: 'emailPush', help: ['多个邮箱用逗号分隔', 'Separate several addresses with commas'] },
    },
    lastSentAt: { type: 'datetime', label: ['上次推送', 'Last sent'], table: true },
  },
  actions: { update: 'sys:push:update' },
});
