// Each domain's tables live in their own file; add a line here for a new one.
export * from './core.js';
export * from './platform.js';
export * from './library.js';
export * from './admin.js';
export * from './records.js';
export * from './records-import.js';
export * from './security.js';
export * from './limits.js';
export * from './clauses.js';
export * from './compliance.js';
export * from './reports.js';
export * from './indicators.js';
export * from './assistant.js';
export * from './compliance-counts.js';
export * from './briefings.js';
export * from './cosmetics.js';
export * from './labels.js';
