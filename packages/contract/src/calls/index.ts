/**
 * Every call of the product, grouped by domain. Each domain file exports one object of
 * endpoints; add it here so the server registers it and the OpenAPI document lists it.
 */
import { member } from './member.js';
import { geo } from './geo.js';
export { chinaGeoSchema, type ChinaGeoJson } from './geo.js';
import { library } from './library.js';
import { inbox } from './inbox.js';
export { inboxItemSchema, inboxKinds, type InboxItem, type InboxKind } from './inbox.js';
export {
  recipientList,
  reminderKinds,
  reminderSettingsSchema,
  type PushFrequency,
  type ReminderKind,
  type ReminderSettings,
} from './reminders.js';

export { cookieDataSchema, memberInfoSchema, menuNodeSchema, languagePackSchema } from './member.js';
export type { MemberInfo, MenuNode, LanguagePack } from './member.js';

import { admin } from './admin.js';
export { adminEndpoints, jobBeans, ossTypes, pushFrequencies } from './admin.js';
export type { JobBean } from './admin.js';
export { demoDataModules, type DemoDataModule } from './demo-data.js';

import { records } from './records/index.js';
export * from './records/index.js';

import { overview } from './overview.js';
import { hazardLimits } from './limits.js';
export * from './limits.js';
import { clauses, compliance, task } from './compliance.js';
export * from './compliance.js';
import { reports } from './reports/index.js';
export * from './reports/index.js';
import { indicators } from './indicators.js';
export * from './indicators.js';
export { indicatorsAdmin, placedByName, placementItem } from './indicators-admin.js';
import { assistant } from './assistant.js';
export * from './assistant.js';

import { dataSources } from './data-sources.js';
import { cosmetics } from './cosmetics.js';
export * from './cosmetics.js';
import { labels } from './labels.js';
export * from './labels.js';
export { dataSourceSchema, type DataSource } from './data-sources.js';

export const api = {
  library,
  member,
  admin,
  records,
  geo,
  inbox,
  overview,
  hazardLimits,
  compliance,
  task,
  clauses,
  reports,
  indicators,
  assistant,
  dataSources,
  cosmetics,
  labels,
} as const;
