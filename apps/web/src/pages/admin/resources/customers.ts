import { adminCalls, backOffice, staffRightOf } from '@app/contract';
import { defineResource, standardCalls } from '../../../components/crud/types';
import { screenFields } from './choices';

const c = adminCalls.customers;

/** The provider's customers (companies); their portal accounts are managed beside them. */
export const customers = defineResource({
  name: 'customers',
  title: backOffice.customers.title,
  calls: standardCalls(c),
  fields: screenFields(backOffice.customers.fields),
  custom: [
    {
      key: 'members',
      place: 'row',
      label: ['账号', 'Accounts'],
      permission: staffRightOf(adminCalls.members.page),
      link: (r) => `/admin/account/member?customerId=${r.id}`,
    },
  ],
});
