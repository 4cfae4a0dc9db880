import type { PageLoader } from '../registry';

export const corePages: Record<string, PageLoader> = {};
