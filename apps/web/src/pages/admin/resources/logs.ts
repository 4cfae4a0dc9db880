import { adminCalls, backOffice } from '@app/contract';
import { defineResource } from '../../../components/crud/types';
import { screenFields } from './choices';

const c = adminCalls.logs;

/** Login log of portal members and staff (status 0 failed, 1 success, 2 locked). */
export const loginLog = defineResource({
  name: 'loginLog',
  title: backOffice.loginLog.title,
  calls: { list: c.login.page, export: c.login.export },
  fields: screenFields(backOffice.loginLog.fields),
});

/** Every write in the back office and the portal, recorded by the server (passwords masked). */
export const operationLog = defineResource({
  name: 'operationLog',
  title: backOffice.operationLog.title,
  calls: { list: c.operation.page, export: c.operation.export },
  fields: screenFields(backOffice.operationLog.fields),
});

/** Every server fault with its error information. */
export const errorLog = defineResource({
  name: 'errorLog',
  title: backOffice.errorLog.title,
  calls: { list: c.error.page, export: c.error.export },
  fields: screenFields(backOffice.errorLog.fields),
});
