import { adminCalls, backOffice } from '@app/contract';
import { defineResource, standardCalls } from '../../../components/crud/types';
import { screenFields } from './choices';

const c = adminCalls.users;

/** Staff users (admin user). */
export const users = defineResource({
  name: 'users',
  title: backOffice.users.title,
  calls: standardCalls(c),
  fields: screenFields(backOffice.users.fields),
});
