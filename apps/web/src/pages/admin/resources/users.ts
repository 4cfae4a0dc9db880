import { adminCalls } from '@app/contract';
import { defineResource, standardActions, standardCalls } from '../../../components/crud/types';
import { deptChoices, genderChoices, roleChoices, statusChoices } from './choices';

const c = adminCalls.users;

/** Staff users (spec 3: admin user). */
export const users = defineResource({
  name: 'users',
  title: ['用户管理', 'Users'],
  calls: standardCalls(c),
  fields: {
    username: { type: 'text', label: ['用户名', 'Username'], search: true, table: { sorter: true }, form: { required: true, lockedOnEdit: true, max: 50 } },
    realName: { type: 'text', label: ['姓名', 'Real name'], table: true, form: { max: 50 } },
    deptId: { type: 'treeSelect', label: ['所属部门', 'Department'], choices: deptChoices, search: true, form: { required: true }, detail: false },
    deptName: { type: 'text', label: ['所属部门', 'Department'], table: true },
    email: { type: 'email', label: ['邮箱', 'E-mail'], table: true, form: true },
    mobile: { type: 'text', label: ['手机号', 'Mobile'], table: true, form: { max: 20 } },
    gender: { type: 'radio', label: ['性别', 'Gender'], choices: genderChoices, search: true, form: { initial: 0 } },
    status: { type: 'select', label: ['状态', 'Status'], choices: statusChoices, search: true, table: { tag: true }, form: { required: true, initial: 1 } },
    roleIdList: { type: 'multiSelect', label: ['角色', 'Roles'], choices: roleChoices, form: { initial: [] } },
    password: { type: 'password', label: ['密码', 'Password'], form: { required: true, max: 100 } },
    confirmPassword: { type: 'password', label: ['确认密码', 'Confirm password'], form: { required: true, sameAs: 'password' } },
    pushSet: { type: 'switch', label: ['邮件推送', 'E-mail push'], table: true, form: { initial: false } },
    emailSet: { type: 'switch', label: ['已设邮箱', 'E-mail set'], table: true },
    createDate: { type: 'datetime', label: ['创建时间', 'Created'], table: { sorter: true }, search: { range: ['startDate', 'endDate'] } },
  },
  actions: standardActions('sys:user'),
});
