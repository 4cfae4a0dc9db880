import type { Implementation } from '../lib/endpoints.js';
import { memberImplementations } from './member/member.handlers.js';
import { geoImplementations } from './geo/geo.handlers.js';
import { libraryImplementations } from './library/library.handlers.js';
import { recordsImplementations } from './records/records.handlers.js';
import { recordImportImplementations } from './records/import/import.handlers.js';
import { adminImplementations } from './admin/index.js';
import { indicatorImplementations } from './indicators/indicators.handlers.js';
import { overviewImplementations } from './overview/overview.handlers.js';
import { limitsImplementations } from './limits/limits.handlers.js';
import { assistantImplementations } from './assistant/assistant.handlers.js';
import { clauseImplementations } from './clauses/clauses.handlers.js';
import { complianceImplementations, taskImplementations } from './compliance/compliance.handlers.js';
import { reportsImplementations } from './reports/reports.handlers.js';
import { dataSourceImplementations } from './data-sources/data-sources.handlers.js';
import { cosmeticsImplementations } from './cosmetics/cosmetics.handlers.js';
import { labelsImplementations } from './labels/labels.handlers.js';

/** Every module's implementations; a module adds its list here. */
export const allImplementations: Implementation[] = [
  ...memberImplementations,
  ...geoImplementations,
  ...libraryImplementations,
  ...recordsImplementations,
  ...recordImportImplementations,
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
  ...cosmeticsImplementations,
  ...labelsImplementations,
];
