import { adminCalls, backOffice } from '@app/contract';
import { defineResource } from '../../../components/crud/types';
import { screenFields } from './choices';

const c = adminCalls.menus;

/** Back-office menus and buttons, a tree; their permissions guard every staff call. */
export const menus = defineResource({
  name: 'menus',
  title: backOffice.menus.title,
  calls: { list: c.list, info: c.info, create: c.save, update: c.update, delete: c.delete },
  tree: { parentKey: 'pid' },
  fields: screenFields(backOffice.menus.fields),
});
