import type { api } from '../calls/index.js';
import { dateRangeKeys, fieldsOf, momentField, remarkField } from './field.js';
import {
  loginOperationChoices,
  loginStatusChoices,
  ossTypeChoices,
  resultChoices,
  userKindChoices,
} from './choices.js';

// The back office's logs, the keyword library and stored files.

type Admin = typeof api.admin;

/** Where a logged request came from: its address and browser (the column width differs per log). */
const clientFields = (userAgentWidth: number) =>
  ({
    ip: { type: 'text', label: ['IP', 'IP'], table: true, export: true },
    userAgent: {
      type: 'text',
      label: ['User-Agent', 'User-Agent'],
      table: { ellipsis: true, width: userAgentWidth },
      export: true,
    },
  }) as const;

/** Login log of portal members and staff (status 0 failed, 1 success, 2 locked). */
export const loginLog = fieldsOf<Admin['logs']['login']>()({
  title: ['登录日志', 'Login log'],
  fields: {
    creatorName: { type: 'text', label: ['用户名', 'Username'], search: true, table: true, export: true },
    userKind: {
      type: 'select',
      label: ['账号类型', 'Account kind'],
      choices: userKindChoices,
      search: true,
      table: true,
      export: true,
    },
    operation: {
      type: 'select',
      label: ['操作类型', 'Operation'],
      choices: loginOperationChoices,
      table: true,
      export: true,
    },
    status: {
      type: 'select',
      label: ['状态', 'Status'],
      choices: loginStatusChoices,
      search: true,
      table: { tag: true },
      export: true,
    },
    ...clientFields(260),
    createDate: momentField(['时间', 'Time']),
  },
});

/** Every write in the back office and the portal, recorded by the server (passwords masked). */
export const operationLog = fieldsOf<Admin['logs']['operation']>()({
  title: ['操作日志', 'Operation log'],
  fields: {
    operatorName: { type: 'text', label: ['操作人', 'Operator'], search: true, table: true, export: true },
    // One line each (the call's summary is a sentence; in a narrow column it made rows ten lines tall).
    summary: { type: 'text', label: ['操作', 'Operation'], table: { ellipsis: true, width: 240 }, export: true },
    requestUri: { type: 'text', label: ['请求URI', 'Request URI'], search: true, table: true, export: true },
    requestMethod: { type: 'text', label: ['请求方式', 'Method'], table: true, export: true },
    requestParams: {
      type: 'text',
      label: ['请求参数', 'Parameters'],
      table: { ellipsis: true, width: 240 },
      detail: true,
      export: true,
    },
    requestTime: { type: 'number', label: ['耗时(毫秒)', 'Duration (ms)'], table: { sorter: true }, export: true },
    status: {
      type: 'select',
      label: ['状态', 'Status'],
      choices: resultChoices,
      search: true,
      table: { tag: true },
      export: true,
    },
    ...clientFields(200),
    createDate: momentField(['时间', 'Time']),
  },
});

/** Every server fault with its error information. */
export const errorLog = fieldsOf<Admin['logs']['error']>()({
  title: ['异常日志', 'Error log'],
  fields: {
    requestUri: { type: 'text', label: ['请求URI', 'Request URI'], search: true, table: true, export: true },
    requestMethod: { type: 'text', label: ['请求方式', 'Method'], table: true, export: true },
    requestParams: {
      type: 'text',
      label: ['请求参数', 'Parameters'],
      table: { ellipsis: true, width: 200 },
      detail: true,
      export: true,
    },
    errorInfo: {
      type: 'textarea',
      label: ['异常信息', 'Error info'],
      table: { ellipsis: true, width: 320 },
      detail: true,
      export: true,
    },
    ...clientFields(200),
    createDate: momentField(['时间', 'Time']),
  },
});

/** The provider's keyword library: added one by one (新增) or in bulk from an xlsx import. */
export const keywords = fieldsOf<Admin['keywords']>()({
  title: ['关键词管理', 'Keywords'],
  fields: {
    keyword: {
      type: 'text',
      label: ['关键词', 'Keyword'],
      search: true,
      table: { sorter: true },
      form: { required: true, max: 100 },
      export: true,
    },
    category: { type: 'text', label: ['分类', 'Category'], search: true, table: true, form: { max: 50 }, export: true },
    remark: remarkField,
    createDate: momentField(['创建时间', 'Created']),
  },
});

/** Files stored through the configured storage. */
export const ossFiles = fieldsOf<Admin['oss']>()({
  title: ['文件列表', 'Stored files'],
  fields: {
    name: { type: 'text', label: ['文件名', 'File name'], search: true, table: true },
    url: { type: 'text', label: ['地址', 'URL'], table: { ellipsis: true, width: 320 } },
    size: { type: 'number', label: ['大小(字节)', 'Size (bytes)'], table: { sorter: true } },
    type: { type: 'select', label: ['存储类型', 'Storage type'], choices: ossTypeChoices, table: true },
    createDate: {
      type: 'datetime',
      label: ['上传时间', 'Uploaded'],
      table: { sorter: true },
      search: { range: dateRangeKeys },
    },
  },
});
