import type { Implementation } from '../lib/endpoints.js';

/** Every module's implementations; a module adds its list here. */
export const allImplementations: Implementation[] = [];
