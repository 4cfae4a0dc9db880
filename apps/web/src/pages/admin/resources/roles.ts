import { adminCalls, backOffice } from '@app/contract';
import { defineResource, standardCalls } from '../../../components/crud/types';
import { screenFields } from './choices';

const c = adminCalls.roles;

/** Roles: menu authorisation and data authorisation by department. */
export const roles = defineResource({
  name: 'roles',
  title: backOffice.roles.title,
  calls: standardCalls(c),
  fields: screenFields(backOffice.roles.fields),
});
