import { adminCalls } from '@app/contract';
import { defineResource } from '../../../components/crud/types';
import { parentDeptChoices } from './choices';

const c = adminCalls.depts;

/** Departments, a tree; roles grant data by department. */
export const depts = defineResource({
  name: 'depts',
  title: ['部门管理', 'Departments'],
  calls: { list: c.list, info: c.info, create: c.save, update: c.update, delete: c.delete },
  tree: { parentKey: 'pid' },
  fields: {
    name: { type: 'text', label: ['部门名称', 'Department'], table: true, form: { required: true, max: 50 } },
    pid: { type: 'treeSelect', label: ['上级部门', 'Parent'], choices: parentDeptChoices, form: { required: true, initial: 0 }, detail: false },
    parentName: { type: 'text', label: ['上级部门', 'Parent'], table: true },
    sort: { type: 'number', label: ['排序', 'Sort'], table: true, form: { required: true, positive: true, initial: 1 } },
    createDate: { type: 'datetime', label: ['创建时间', 'Created'], table: true },
  },
  actions: { create: 'sys:dept:save', update: 'sys:dept:update', delete: 'sys:dept:delete', info: 'sys:dept:info' },
});
