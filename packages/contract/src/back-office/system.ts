import type { api } from '../calls/index.js';
import { fieldsOf } from './field.js';
import {
  beanChoices,
  genderChoices,
  jobStatusChoices,
  loginOperationChoices,
  loginStatusChoices,
  menuTypeChoices,
  ossTypeChoices,
  resultChoices,
  statusChoices,
  userKindChoices,
} from './choices.js';

type Admin = typeof api.admin;
const when = ['startDate', 'endDate'] as const;

/** Staff users (spec 3: admin user). */
export const users = fieldsOf<Admin['users']>()({
  title: ['用户管理', 'Users'],
  fields: {
    username: {
      type: 'text',
      label: ['用户名', 'Username'],
      search: true,
      table: { sorter: true },
      form: { required: true, lockedOnEdit: true, max: 50 },
      export: true,
    },
    realName: { type: 'text', label: ['姓名', 'Real name'], table: true, form: { max: 50 }, export: true },
    deptId: {
      type: 'treeSelect',
      label: ['所属部门', 'Department'],
      choices: 'depts',
      search: true,
      form: { required: true },
      detail: false,
    },
    deptName: { type: 'text', label: ['所属部门', 'Department'], table: true, export: true },
    email: { type: 'email', label: ['邮箱', 'E-mail'], table: true, form: true, export: true },
    mobile: { type: 'text', label: ['手机号', 'Mobile'], table: true, form: { max: 20 }, export: true },
    gender: { type: 'radio', label: ['性别', 'Gender'], choices: genderChoices, search: true, form: { initial: 0 } },
    status: {
      type: 'select',
      label: ['状态', 'Status'],
      choices: statusChoices,
      search: true,
      table: { tag: true },
      form: { required: true, initial: 1 },
      export: { width: 8 },
    },
    roleIdList: { type: 'multiSelect', label: ['角色', 'Roles'], choices: 'roles', form: { initial: [] } },
    password: { type: 'password', label: ['密码', 'Password'], form: { required: true, max: 100 } },
    confirmPassword: {
      type: 'password',
      label: ['确认密码', 'Confirm password'],
      form: { required: true, sameAs: 'password' },
    },
    pushSet: { type: 'switch', label: ['邮件推送', 'E-mail push'], table: true, form: { initial: false } },
    emailSet: { type: 'switch', label: ['已设邮箱', 'E-mail set'], table: true },
    createDate: {
      type: 'datetime',
      label: ['创建时间', 'Created'],
      table: { sorter: true },
      search: { range: when },
      export: true,
    },
  },
});

/** Roles: menu authorisation and data authorisation by department. */
export const roles = fieldsOf<Admin['roles']>()({
  title: ['角色管理', 'Roles'],
  fields: {
    name: {
      type: 'text',
      label: ['角色名称', 'Role name'],
      search: true,
      table: { sorter: true },
      form: { required: true, max: 50 },
      export: true,
    },
    remark: {
      type: 'textarea',
      label: ['备注', 'Remark'],
      table: { ellipsis: true },
      form: { max: 200 },
      export: true,
    },
    menuIdList: {
      type: 'treeCheck',
      label: ['菜单授权', 'Menu authorisation'],
      choices: 'menus',
      form: { initial: [] },
      detail: false,
    },
    deptIdList: {
      type: 'treeCheck',
      label: ['数据授权', 'Data authorisation'],
      choices: 'depts',
      form: { initial: [] },
      detail: false,
    },
    createDate: {
      type: 'datetime',
      label: ['创建时间', 'Created'],
      table: { sorter: true },
      search: { range: when },
      export: true,
    },
  },
});

/** Departments, a tree; roles grant data by department. */
export const depts = fieldsOf<Admin['depts']>()({
  title: ['部门管理', 'Departments'],
  fields: {
    name: { type: 'text', label: ['部门名称', 'Department'], table: true, form: { required: true, max: 50 } },
    pid: {
      type: 'treeSelect',
      label: ['上级部门', 'Parent'],
      choices: 'parentDepts',
      form: { required: true, initial: 0 },
      detail: false,
    },
    parentName: { type: 'text', label: ['上级部门', 'Parent'], table: true },
    sort: {
      type: 'number',
      label: ['排序', 'Sort'],
      table: true,
      form: { required: true, positive: true, initial: 1 },
    },
    createDate: { type: 'datetime', label: ['创建时间', 'Created'], table: true },
  },
});

/** Back-office menus and buttons, a tree; their permissions guard every staff call. */
export const menus = fieldsOf<Admin['menus']>()({
  title: ['菜单管理', 'Menus'],
  fields: {
    name: { type: 'text', label: ['名称', 'Name'], table: true, form: { required: true, max: 50 } },
    type: {
      type: 'radio',
      label: ['类型', 'Type'],
      choices: menuTypeChoices,
      table: { tag: true },
      form: { required: true, initial: 0 },
    },
    pid: {
      type: 'treeSelect',
      label: ['上级菜单', 'Parent'],
      choices: 'parentMenus',
      form: { required: true, initial: 0 },
      detail: false,
    },
    parentName: { type: 'text', label: ['上级菜单', 'Parent'], detail: true },
    icon: {
      type: 'text',
      label: ['图标', 'Icon'],
      table: true,
      form: {
        max: 50,
        help: ['Ant Design 图标名，如 SettingOutlined', 'An Ant Design icon name, e.g. SettingOutlined'],
      },
    },
    sort: {
      type: 'number',
      label: ['排序', 'Sort'],
      table: true,
      form: { required: true, positive: true, initial: 1 },
    },
    url: {
      type: 'text',
      label: ['路由', 'Route'],
      table: true,
      form: { max: 200, help: ['后台页面路径，如 /admin/sys/user', 'A back-office path, e.g. /admin/sys/user'] },
    },
    permissions: {
      type: 'text',
      label: ['授权标识', 'Permissions'],
      table: { ellipsis: true, width: 260 },
      form: {
        max: 1000,
        help: ['多个用逗号分隔，如 sys:user:page,sys:user:info', 'Comma separated, e.g. sys:user:page,sys:user:info'],
      },
    },
    resources: { type: 'resources', label: ['资源列表', 'Resources'], form: { initial: [] } },
  },
});

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
    remark: {
      type: 'textarea',
      label: ['备注', 'Remark'],
      table: { ellipsis: true },
      form: { max: 200 },
      export: true,
    },
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
    remark: {
      type: 'textarea',
      label: ['备注', 'Remark'],
      table: { ellipsis: true },
      form: { max: 200 },
      export: true,
    },
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
    remark: {
      type: 'textarea',
      label: ['备注', 'Remark'],
      table: { ellipsis: true },
      form: { max: 200 },
      export: true,
    },
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
    createDate: { type: 'datetime', label: ['执行时间', 'Run at'], table: { sorter: true }, search: { range: when } },
  },
});

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
    ip: { type: 'text', label: ['IP', 'IP'], table: true, export: true },
    userAgent: {
      type: 'text',
      label: ['User-Agent', 'User-Agent'],
      table: { ellipsis: true, width: 260 },
      export: true,
    },
    createDate: {
      type: 'datetime',
      label: ['时间', 'Time'],
      table: { sorter: true },
      search: { range: when },
      export: true,
    },
  },
});

/** Every write in the back office and the portal, recorded by the server (passwords masked). */
export const operationLog = fieldsOf<Admin['logs']['operation']>()({
  title: ['操作日志', 'Operation log'],
  fields: {
    operatorName: { type: 'text', label: ['操作人', 'Operator'], search: true, table: true, export: true },
    summary: { type: 'text', label: ['操作', 'Operation'], table: true, export: true },
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
    ip: { type: 'text', label: ['IP', 'IP'], table: true, export: true },
    userAgent: {
      type: 'text',
      label: ['User-Agent', 'User-Agent'],
      table: { ellipsis: true, width: 200 },
      export: true,
    },
    createDate: {
      type: 'datetime',
      label: ['时间', 'Time'],
      table: { sorter: true },
      search: { range: when },
      export: true,
    },
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
    ip: { type: 'text', label: ['IP', 'IP'], table: true, export: true },
    userAgent: {
      type: 'text',
      label: ['User-Agent', 'User-Agent'],
      table: { ellipsis: true, width: 200 },
      export: true,
    },
    createDate: {
      type: 'datetime',
      label: ['时间', 'Time'],
      table: { sorter: true },
      search: { range: when },
      export: true,
    },
  },
});

/** The provider's keyword library: added one by one (新增) or in bulk from an xlsx import (spec 5). */
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
    remark: {
      type: 'textarea',
      label: ['备注', 'Remark'],
      table: { ellipsis: true },
      form: { max: 200 },
      export: true,
    },
    createDate: {
      type: 'datetime',
      label: ['创建时间', 'Created'],
      table: { sorter: true },
      search: { range: when },
      export: true,
    },
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
    createDate: { type: 'datetime', label: ['上传时间', 'Uploaded'], table: { sorter: true }, search: { range: when } },
  },
});
