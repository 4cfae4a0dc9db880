import { setStaffLoader } from '../lib/principals.js';
import { loadStaffPrincipal } from './admin/principal.js';
import { setTodayWarningCounter } from './member/member.service.js';
import { countTodayWarnings } from './records/records.handlers.js';

/**
 * The hooks one module lends another, installed by `buildApp` (never by importing a file):
 * staff sessions resolve through the back office's users and roles, and the portal's warning
 * badge counts the sampling module's warnings.
 */
export function connectModules() {
  setStaffLoader(loadStaffPrincipal);
  setTodayWarningCounter(countTodayWarnings);
}
