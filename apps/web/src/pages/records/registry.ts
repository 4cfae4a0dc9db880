import type { PageLoader } from '../registry';

export const recordPages: Record<string, PageLoader> = {};
