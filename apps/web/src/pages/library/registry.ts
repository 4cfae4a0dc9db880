import type { PageLoader } from '../registry';

export const libraryPages: Record<string, PageLoader> = {};
