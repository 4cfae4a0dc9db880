import { adminCalls } from '@app/contract';
import { defineResource, standardActions, standardCalls } from '../../../components/crud/types';
import { statusChoices } from './choices';

const c = adminCalls.customers;

/** The provider's customers (companies); their portal accounts are managed beside them. */
export const customers = defineResource({
  name: 'customers',
  title: ['客户管理', 'Customers'],
  calls: standardCalls(c),
  fields: {
    name: { type: 'text', label: ['公司名称', 'Company'], search: true, table: { sorter: true }, form: { required: true, max: 100 } },
    enName: { type: 'text', label: ['英文名称', 'English name'], table: true, form: { max: 200 } },
    platformName: { type: 'text', label: ['平台名称', 'Platform name'], table: true, form: { max: 100 } },
    platformEnName: { type: 'text', label: ['平台英文名称', 'Platform English name'], form: { max: 200 } },
    themeColor: { type: 'text', label: ['主题色', 'Theme colour'], form: { initial: '#1E6BD1', max: 7 } },
    kefuTruename: { type: 'text', label: ['客服姓名', 'Service contact'], form: { max: 50 } },
    kefuMobile: { type: 'text', label: ['客服电话', 'Service phone'], form: { max: 30 } },
    kefuEmail: { type: 'email', label: ['客服邮箱', 'Service e-mail'], form: true },
    status: { type: 'select', label: ['状态', 'Status'], choices: statusChoices, search: true, table: { tag: true }, form: { required: true, initial: 1 } },
    memberCount: { type: 'number', label: ['账号数', 'Accounts'], table: true },
    createDate: { type: 'datetime', label: ['创建时间', 'Created'], table: { sorter: true }, search: { range: ['startDate', 'endDate'] } },
  },
  actions: standardActions('sys:customer'),
  custom: [{ key: 'members', place: 'row', label: ['账号', 'Accounts'], permission: 'sys:member:page', link: (r) => `/admin/account/member?customerId=${r.id}` }],
});
