import type { ComponentType } from 'react';
import type { PageKey } from '@app/contract';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * An area's pages by the route table's `page` keys. Typed against `PageKey`, so a misspelt key
 * fails `tsc`, and the keys count towards the registry's coverage of the route table.
 */
export const definePages = <const T extends Partial<Record<PageKey, PageLoader>>>(pages: T) => pages;
