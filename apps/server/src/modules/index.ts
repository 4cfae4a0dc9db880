import type { Implementation } from '../lib/endpoints.js';
import { memberImplementations } from './member/member.routes.js';
import { geoImplementations } from './geo/geo.routes.js';
import { libraryImplementations } from './library/library.routes.js';
import { recordsImplementations } from './records/records.routes.js';
import { adminImplementations } from './admin/index.js';
import { overviewImplementations } from './overview/overview.routes.js';
import { setStaffLoader } from '../lib/principals.js';
import { loadStaffPrincipal } from './admin/principal.js';
import { setTodayWarningCounter } from './member/member.service.js';
import { countTodayWarnings } from './records/records.routes.js';

/** Every module's implementations; a module adds its list here. */
export const allImplementations: Implementation[] = [...memberImplementations, ...geoImplementations, ...libraryImplementations, ...recordsImplementations, ...adminImplementations, ...overviewImplementations];

/**
 * The hooks one module lends another, installed by `buildApp` (never by importing a file):
 * staff sessions resolve through the back office's users and roles, and the portal's warning
 * badge counts the sampling module's warnings.
 */
export function connectModules() {
  setStaffLoader(loadStaffPrincipal);
  setTodayWarningCounter(countTodayWarnings);
}
