import { customers, members, push } from './accounts.js';
import { depts, menus, roles, users } from './staff.js';
import { dict, params, schedule, scheduleLog } from './settings.js';
import { errorLog, keywords, loginLog, operationLog, ossFiles } from './logs.js';

export * from './field.js';
export * from './choices.js';

/**
 * The fields of every back-office resource, declared once: the web draws its search form,
 * table, form and detail from them, the server heads its xlsx exports with their labels.
 */
export const backOffice = {
  users,
  roles,
  depts,
  menus,
  params,
  dict,
  schedule,
  scheduleLog,
  loginLog,
  operationLog,
  errorLog,
  keywords,
  ossFiles,
  customers,
  members,
  push,
};
