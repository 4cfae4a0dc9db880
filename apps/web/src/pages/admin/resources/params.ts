import { adminCalls, backOffice } from '@app/contract';
import { defineResource, standardCalls } from '../../../components/crud/types';
import { screenFields } from './choices';

const c = adminCalls.params;

/** Params: where the settings the spec withholds are edited. */
export const params = defineResource({
  name: 'params',
  title: backOffice.params.title,
  calls: standardCalls(c),
  fields: screenFields(backOffice.params.fields),
});
