import type { Implementation } from '../lib/endpoints.js';
import { memberImplementations } from './member/member.routes.js';
import { geoImplementations } from './geo/geo.routes.js';
import { libraryImplementations } from './library/library.routes.js';
import { recordsImplementations } from './records/records.routes.js';
import { adminImplementations } from './admin/index.js';
import { indicatorImplementations } from './indicators/indicators.routes.js';
import { overviewImplementations } from './overview/overview.routes.js';
import { limitsImplementations } from './limits/limits.routes.js';
import { assistantImplementations } from './assistant/assistant.routes.js';
import { clauseImplementations } from './clauses/clauses.routes.js';
import { complianceImplementations, taskImplementations } from './compliance/compliance.routes.js';
import { reportsImplementations } from './reports/reports.routes.js';
import { dataSourceImplementations } from './data-sources/data-sources.routes.js';

/** Every module's implementations; a module adds its list here. */
export const allImplementations: Implementation[] = [
  ...memberImplementations,
  ...geoImplementations,
  ...libraryImplementations,
  ...recordsImplementations,
  ...adminImplementations,
  ...overviewImplementations,
  ...limitsImplementations,
  ...clauseImplementations,
  ...complianceImplementations,
  ...taskImplementations,
  ...reportsImplementations,
  ...indicatorImplementations,
  ...assistantImplementations,
  ...dataSourceImplementations,
];
