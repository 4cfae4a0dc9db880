import type { api } from '../calls/index.js';
import { fieldsOf, momentField } from './field.js';
import { frequencyChoices, hourChoices, statusChoices, systemMenuChoices } from './choices.js';

type Admin = typeof api.admin;

/** The provider's customers (companies); their portal accounts are managed beside them. */
export const customers = fieldsOf<Admin['customers']>()({
  title: ['客户管理', 'Customers'],
  fields: {
    name: {
      type: 'text',
      label: ['公司名称', 'Company'],
      search: true,
      table: { sorter: true },
      form: { required: true, max: 100 },
      export: true,
    },
    enName: { type: 'text', label: ['英文名称', 'English name'], table: true, form: { max: 200 }, export: true },
    platformName: { type: 'text', label: ['平台名称', 'Platform name'], table: true, form: { max: 100 }, export: true },
    platformEnName: { type: 'text', label: ['平台英文名称', 'Platform English name'], form: { max: 200 } },
    themeColor: { type: 'text', label: ['主题色', 'Theme colour'], form: { initial: '#1E6BD1', max: 7 } },
    kefuTruename: { type: 'text', label: ['客服姓名', 'Service contact'], form: { max: 50 }, export: true },
    kefuMobile: { type: 'text', label: ['客服电话', 'Service phone'], form: { max: 30 }, export: true },
    kefuEmail: { type: 'email', label: ['客服邮箱', 'Service e-mail'], form: true, export: true },
    status: {
      type: 'select',
      label: ['状态', 'Status'],
      choices: statusChoices,
      search: true,
      table: { tag: true },
      form: { required: true, initial: 1 },
      export: true,
    },
    memberCount: { type: 'number', label: ['账号数', 'Accounts'], table: true, export: true },
    createDate: momentField(['创建时间', 'Created']),
  },
});

/** Portal accounts of the customers: create, reset password, stop, delete, grant, batch push. */
export const members = fieldsOf<Admin['members']>()({
  title: ['账号管理', 'Portal accounts'],
  fields: {
    customerId: {
      type: 'select',
      label: ['客户', 'Customer'],
      choices: 'customers',
      search: true,
      form: { required: true, lockedOnEdit: true },
      detail: false,
    },
    customerName: { type: 'text', label: ['客户', 'Customer'], table: true, export: true },
    username: {
      type: 'text',
      label: ['账号', 'Account'],
      search: true,
      table: { sorter: true },
      form: { required: true, max: 50, lockedOnEdit: true },
      export: true,
    },
    realName: { type: 'text', label: ['姓名', 'Name'], table: true, form: { max: 50 }, export: true },
    email: { type: 'email', label: ['邮箱', 'E-mail'], table: true, form: true, export: true },
    mobile: { type: 'text', label: ['手机号', 'Mobile'], form: { max: 20 }, export: true },
    isSuper: { type: 'switch', label: ['管理员', 'Manager'], table: true, form: { initial: false } },
    parentId: { type: 'number', label: ['上级账号ID', 'Parent account id'], form: true, detail: false },
    parentName: { type: 'text', label: ['上级账号', 'Parent account'], table: true },
    showParentData: {
      type: 'switch',
      label: ['显示上级授权数据', 'Show parent data'],
      table: true,
      form: { initial: true },
    },
    status: {
      type: 'select',
      label: ['状态', 'Status'],
      choices: statusChoices,
      search: true,
      table: { tag: true },
      form: { required: true, initial: 1 },
      export: true,
    },
    emailPush: { type: 'switch', label: ['邮件推送', 'E-mail push'], table: true, export: true },
    menuIds: { type: 'multiSelect', label: ['授权系统', 'Systems'], choices: systemMenuChoices, detail: true },
    rights: { type: 'multiSelect', label: ['权限', 'Rights'], detail: true, export: true },
    password: { type: 'password', label: ['密码', 'Password'], form: { required: true, createOnly: true, max: 100 } },
    confirmPassword: {
      type: 'password',
      label: ['确认密码', 'Confirm password'],
      form: { required: true, createOnly: true, sameAs: 'password' },
    },
    createDate: momentField(['创建时间', 'Created']),
  },
});

/** Message push settings per portal account: switch, schedule, recipients (请输入邮箱 / 请输入正确的邮箱). */
export const push = fieldsOf<Admin['push']>()({
  title: ['消息推送设置', 'Message push settings'],
  fields: {
    username: { type: 'text', label: ['账号', 'Account'], search: true, table: true },
    customerId: { type: 'select', label: ['客户', 'Customer'], choices: 'customers', search: true, detail: false },
    customerName: { type: 'text', label: ['客户', 'Customer'], table: true },
    email: { type: 'text', label: ['邮箱', 'E-mail'], table: true },
    emailPush: { type: 'switch', label: ['邮件推送', 'E-mail push'], table: true, form: true },
    frequency: {
      type: 'select',
      label: ['推送频率', 'Frequency'],
      choices: frequencyChoices,
      table: true,
      form: { required: true },
    },
    sendHour: {
      type: 'select',
      label: ['推送时间', 'Send at'],
      choices: hourChoices,
      table: true,
      form: { required: true },
    },
    recipients: {
      type: 'emails',
      label: ['接收邮箱', 'Recipients'],
      table: { ellipsis: true, width: 240 },
      form: { requiredIf: 'emailPush', help: ['多个邮箱用逗号分隔', 'Separate several addresses with commas'] },
    },
    lastSentAt: { type: 'datetime', label: ['上次推送', 'Last sent'], table: true },
  },
});
