import type { ComponentType } from 'react';
import { corePages } from './core/registry';
import { libraryPages } from './library/registry';
import { recordPages } from './records/registry';
import { assistantPages } from './assistant/registry';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Page components by the `page` key of the route table (packages/contract routes.ts). Each
 * area keeps its own registry file; a key with no entry renders the "not yet available" page.
 */
export const pageRegistry: Record<string, PageLoader> = {
  ...corePages,
  ...libraryPages,
  ...recordPages,
  ...assistantPages,
};
