import type { api } from '../calls/index.js';
import { fieldsOf, momentField, remarkField } from './field.js';
import { genderChoices, menuTypeChoices, statusChoices } from './choices.js';

// The back office's own staff: users, roles, departments and menus.

type Admin = typeof api.admin;

/** Staff users (admin user). */
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
    createDate: momentField(['创建时间', 'Created']),
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
    remark: remarkField,
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
    createDate: momentField(['创建时间', 'Created']),
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
