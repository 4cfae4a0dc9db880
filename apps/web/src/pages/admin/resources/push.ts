import { adminCalls, backOffice } from '@app/contract';
import { defineResource } from '../../../components/crud/types';
import { screenFields } from './choices';

const c = adminCalls.push;

/** Message push settings per portal account: switch, schedule, recipients (请输入邮箱 / 请输入正确的邮箱). */
export const push = defineResource({
  name: 'push',
  title: backOffice.push.title,
  idKey: 'memberId',
  calls: { list: c.page, update: c.update },
  fields: screenFields(backOffice.push.fields),
});
