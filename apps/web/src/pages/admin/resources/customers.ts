import { adminCalls, backOffice } from '@app/contract';
import { defineResource, standardActions, standardCalls } from '../../../components/crud/types';
import { screenFields } from './choices';

const c = adminCalls.customers;

/** The provider's customers (companies); their portal accounts are managed beside them. */
export const customers = defineResource({
  name: 'customers',
  title: backOffice.customers.title,
  calls: standardCalls(c),
  fields: screenFields(backOffice.customers.fields),
  actions: standardActions('sys:customer'),
  custom: [
    {
      key: 'members',
      place: 'row',
      label: ['账号', 'Accounts'],
      permission: 'sys:member:page',
      link: (r) => `/admin/account/member?customerId=${r.id}`,
    },
  ],
});
