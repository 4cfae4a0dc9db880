import { adminCalls } from '@app/contract';
import { defineResource } from '../../../components/crud/types';
import { loginOperationChoices, loginStatusChoices, resultChoices, userKindChoices } from './choices';

const c = adminCalls.logs;
const when = ['startDate', 'endDate'] as const;

/** Login log of portal members and staff (status 0 failed, 1 success, 2 locked). */
export const loginLog = defineResource({
  name: 'loginLog',
  title: ['登录日志', 'Login log'],
  calls: { list: c.login.page, export: c.login.export },
  fields: {
    creatorName: { type: 'text', label: ['用户名', 'Username'], search: true, table: true },
    userKind: { type: 'select', label: ['账号类型', 'Account kind'], choices: userKindChoices, search: true, table: true },
    operation: { type: 'select', label: ['操作类型', 'Operation'], choices: loginOperationChoices, table: true },
    status: { type: 'select', label: ['状态', 'Status'], choices: loginStatusChoices, search: true, table: { tag: true } },
    ip: { type: 'text', label: ['IP', 'IP'], table: true },
    userAgent: { type: 'text', label: ['User-Agent', 'User-Agent'], table: { ellipsis: true, width: 260 } },
    createDate: { type: 'datetime', label: ['时间', 'Time'], table: { sorter: true }, search: { range: when } },
  },
  actions: { export: 'sys:log:login:export' },
});

/** Every write in the back office and the portal, recorded by the server (passwords masked). */
export const operationLog = defineResource({
  name: 'operationLog',
  title: ['操作日志', 'Operation log'],
  calls: { list: c.operation.page, export: c.operation.export },
  fields: {
    operatorName: { type: 'text', label: ['操作人', 'Operator'], search: true, table: true },
    summary: { type: 'text', label: ['操作', 'Operation'], table: true },
    requestUri: { type: 'text', label: ['请求URI', 'Request URI'], search: true, table: true },
    requestMethod: { type: 'text', label: ['请求方式', 'Method'], table: true },
    requestParams: { type: 'text', label: ['请求参数', 'Parameters'], table: { ellipsis: true, width: 240 }, detail: true },
    requestTime: { type: 'number', label: ['耗时(毫秒)', 'Duration (ms)'], table: { sorter: true } },
    status: { type: 'select', label: ['状态', 'Status'], choices: resultChoices, search: true, table: { tag: true } },
    ip: { type: 'text', label: ['IP', 'IP'], table: true },
    userAgent: { type: 'text', label: ['User-Agent', 'User-Agent'], table: { ellipsis: true, width: 200 } },
    createDate: { type: 'datetime', label: ['时间', 'Time'], table: { sorter: true }, search: { range: when } },
  },
  actions: { export: 'sys:log:operation:export' },
});

/** Every server fault with its error information. */
export const errorLog = defineResource({
  name: 'errorLog',
  title: ['异常日志', 'Error log'],
  calls: { list: c.error.page, export: c.error.export },
  fields: {
    requestUri: { type: 'text', label: ['请求URI', 'Request URI'], search: true, table: true },
    requestMethod: { type: 'text', label: ['请求方式', 'Method'], table: true },
    requestParams: { type: 'text', label: ['请求参数', 'Parameters'], table: { ellipsis: true, width: 200 }, detail: true },
    errorInfo: { type: 'textarea', label: ['异常信息', 'Error info'], table: { ellipsis: true, width: 320 }, detail: true },
    ip: { type: 'text', label: ['IP', 'IP'], table: true },
    userAgent: { type: 'text', label: ['User-Agent', 'User-Agent'], table: { ellipsis: true, width: 200 } },
    createDate: { type: 'datetime', label: ['时间', 'Time'], table: { sorter: true }, search: { range: when } },
  },
  actions: { export: 'sys:log:error:export' },
});
