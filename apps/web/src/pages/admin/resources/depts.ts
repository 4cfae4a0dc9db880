import { adminCalls, backOffice } from '@app/contract';
import { defineResource } from '../../../components/crud/types';
import { screenFields } from './choices';

const c = adminCalls.depts;

/** Departments, a tree; roles grant data by department. */
export const depts = defineResource({
  name: 'depts',
  title: backOffice.depts.title,
  calls: { list: c.list, info: c.info, create: c.save, update: c.update, delete: c.delete },
  tree: { parentKey: 'pid' },
  fields: screenFields(backOffice.depts.fields),
});
