import './principal.js';
import type { Implementation } from '../../lib/endpoints.js';
import { authImplementations } from './auth.js';
import { optionsImplementations } from './options.js';
import { usersImplementations } from './users.js';
import { rolesImplementations } from './roles.js';
import { menusImplementations } from './menus.js';
import { deptsImplementations } from './depts.js';
import { dictImplementations } from './dict.js';
import { paramsImplementations } from './params.js';
import { scheduleImplementations } from './schedule.js';
import { ossImplementations } from './oss.js';
import { errorLogImplementations, loginLogImplementations, operationLogImplementations } from './logs.js';
import { keywordsImplementations } from './keywords.js';
import { pushImplementations } from './push.js';
import { customersImplementations } from './customers.js';
import { membersImplementations } from './members.js';
import { demoDataImplementations } from './demo-data.js';

/** Every back-office call; importing this module also installs the staff loader and the job starter. */
export const adminImplementations: Implementation[] = [
  ...authImplementations,
  ...optionsImplementations,
  ...usersImplementations,
  ...rolesImplementations,
  ...menusImplementations,
  ...deptsImplementations,
  ...dictImplementations,
  ...paramsImplementations,
  ...scheduleImplementations,
  ...ossImplementations,
  ...loginLogImplementations,
  ...operationLogImplementations,
  ...errorLogImplementations,
  ...keywordsImplementations,
  ...pushImplementations,
  ...customersImplementations,
  ...membersImplementations,
  ...demoDataImplementations,
];
