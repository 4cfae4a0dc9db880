import { adminCalls, backOffice } from '@app/contract';
import { defineResource, standardCalls } from '../../../components/crud/types';
import { screenFields } from './choices';

const c = adminCalls.dict;

/** Dictionary rows; the portal's selects read them by dictType. */
export const dict = defineResource({
  name: 'dict',
  title: backOffice.dict.title,
  calls: standardCalls(c),
  fields: screenFields(backOffice.dict.fields),
});
