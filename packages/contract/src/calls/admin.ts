import type { Endpoint } from '../endpoint.js';
import { articleAdmin } from './reports/information.js';
import { chainAdmin } from './reports/chain.js';
import { monthUploadAdmin } from './reports/month-uploads.js';
import { briefingAdmin } from './reports/briefings.js';
import { demoData } from './demo-data.js';
import { limitsAdmin } from './limits.js';
import { recordsImportAdmin } from './records/import.js';
import { indicatorsAdmin } from './indicators-admin.js';
import { auth, options } from './admin/auth.js';
import { depts, menus, roles, users } from './admin/staff.js';
import { dict, oss, params, schedule } from './admin/settings.js';
import { keywords, logs, push } from './admin/logs.js';
import { customers, members } from './admin/accounts.js';

// The calls live in admin/ by area (each file under 300 lines); this file gathers them and
// re-exports what importers of `calls/admin.js` used before the split.
export { jobBeans, ossTypes, type JobBean } from './admin/shared.js';
export { staffMe } from './admin/auth.js';
export { staffUser, role, menu, dept } from './admin/staff.js';
export { dictRow, param, job, jobLog, ossConfig, ossFile } from './admin/settings.js';
export { loginLog, operationLog, errorLog, keyword, pushFrequencies, pushSetting } from './admin/logs.js';
export { customer, portalAccount } from './admin/accounts.js';

/**
 * The back office. Staff calls carry the staff session token like member calls do
 * (`batoken` field or header, or the Admin-Token cookie); every call names the colon-style
 * menu permission it needs and the server checks it (super staff hold every permission).
 * Dates travel as ISO strings; list filters `startDate`/`endDate` are YYYY-MM-DD.
 * Tree entities (menus, departments) come as flat lists whose rows point at their parent `pid`
 * (0 = root).
 */
export const admin = {
  auth,
  options,
  users,
  roles,
  menus,
  depts,
  dict,
  params,
  schedule,
  oss,
  logs,
  keywords,
  push,
  customers,
  members,
  /** Reference articles of /information. */
  articles: articleAdmin,
  /** Industrial chains and their nodes. */
  chains: chainAdmin.chains,
  chainNodes: chainAdmin.nodes,
  /** Monthly reports uploaded for customers. */
  monthUploads: monthUploadAdmin,
  demoData,
  /** Monitoring items, briefing issues and their items (舆情 and 简报). */
  monitorItems: briefingAdmin.items,
  briefings: briefingAdmin.briefings,
  briefingEntries: briefingAdmin.entries,
  /** Limits import runs and corrections. */
  limits: limitsAdmin,
  /** Sampling, penalty and judgment files loaded from the authorities' publications. */
  recordsImport: recordsImportAdmin,
  /** Product standards' food categories, placed by the editors. */
  indicators: indicatorsAdmin,
} as const;

/** Every endpoint of the back office, flat (the permission matrix and the seed walk this). */
export const adminEndpoints = (): { key: string; endpoint: Endpoint }[] => {
  const out: { key: string; endpoint: Endpoint }[] = [];
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(node)) {
      if (v && typeof v === 'object' && 'method' in v && 'path' in v)
        out.push({ key: `${prefix}${k}`, endpoint: v as Endpoint });
      else if (v && typeof v === 'object') walk(v as Record<string, unknown>, `${prefix}${k}.`);
    }
  };
  walk(admin, '');
  return out;
};
