import type { PageKey } from '@app/contract';
import { corePages } from './core/registry';
import { libraryPages } from './library/registry';
import { recordPages } from './records/registry';
import { infoMonitorPages } from './info-monitor/registry';
import { databasePages } from './database/registry';
import { informationPages } from './information/registry';
import { industrialChainPages } from './industrial-chain/registry';
import { plannedPages } from './planned';
import { sourcePages } from './sources/registry';
import type { PageLoader } from './page-loader';
import { limitsPages } from './limits/registry';
import { compliancePages } from './compliance/registry';
import { indicatorPages } from './indicators/registry';
import { assistantPages } from './assistant/registry';
import { cosmeticsPages } from './cosmetics/registry';
import { labelPages } from './labels/registry';

export type { PageLoader } from './page-loader';

/**
 * Page components by the `page` key of the route table (packages/contract routes.ts). Each
 * area keeps its own registry file (built with `definePages`); the type demands every key, so a
 * route without a page fails `tsc`. Keys of areas not built yet are listed in planned.ts.
 */
export const pageRegistry: Record<PageKey, PageLoader> = {
  ...plannedPages,
  ...corePages,
  ...libraryPages,
  ...recordPages,
  ...limitsPages,
  ...compliancePages,
  ...infoMonitorPages,
  ...databasePages,
  ...informationPages,
  ...industrialChainPages,
  ...indicatorPages,
  ...assistantPages,
  ...cosmeticsPages,
  ...labelPages,
  ...sourcePages,
};
