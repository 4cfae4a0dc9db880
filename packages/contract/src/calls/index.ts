/**
 * Every call of the product, grouped by domain. Each domain file exports one object of
 * endpoints; add it here so the server registers it and the OpenAPI document lists it.
 */
import { member } from './member.js';
import { geo } from './geo.js';
export { chinaGeoSchema, type ChinaGeoJson } from './geo.js';
import { library } from './library.js';
import { memberMessage } from './message.js';
export { messageItemSchema, messageKinds, type MessageItem } from './message.js';

export { cookieDataSchema, memberInfoSchema, menuNodeSchema, languagePackSchema } from './member.js';
export type { MemberInfo, MenuNode, LanguagePack } from './member.js';

import { admin } from './admin.js';
export { adminEndpoints, jobBeans, ossTypes, pushFrequencies } from './admin.js';
export type { JobBean } from './admin.js';
export { demoDataModules, type DemoDataModule } from './demo-data.js';

import { records } from './records/index.js';
export * from './records/index.js';

import { dataSources } from './data-sources.js';
export { dataSourceSchema, type DataSource } from './data-sources.js';

export const api = { library, member, admin, records, geo, memberMessage, dataSources } as const;
