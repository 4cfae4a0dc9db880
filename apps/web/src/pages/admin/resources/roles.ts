import { adminCalls } from '@app/contract';
import { defineResource, standardActions, standardCalls } from '../../../components/crud/types';
import { deptChoices, menuChoices } from './choices';

const c = adminCalls.roles;

/** Roles: menu authorisation and data authorisation by department. */
export const roles = defineResource({
  name: 'roles',
  title: ['角色管理', 'Roles'],
  calls: standardCalls(c),
  fields: {
    name: { type: 'text', label: ['角色名称', 'Role name'], search: true, table: { sorter: true }, form: { required: true, max: 50 } },
    remark: { type: 'textarea', label: ['备注', 'Remark'], table: { ellipsis: true }, form: { max: 200 } },
    menuIdList: { type: 'treeCheck', label: ['菜单授权', 'Menu authorisation'], choices: menuChoices, form: { initial: [] }, detail: false },
    deptIdList: { type: 'treeCheck', label: ['数据授权', 'Data authorisation'], choices: deptChoices, form: { initial: [] }, detail: false },
    createDate: { type: 'datetime', label: ['创建时间', 'Created'], table: { sorter: true }, search: { range: ['startDate', 'endDate'] } },
  },
  actions: standardActions('sys:role'),
});
