export * from './envelope.js';
export * from './endpoint.js';
export * from './messages.js';
export * from './constants.js';
export * from './routes.js';
export * from './paging.js';
export * from './calls/index.js';
export * from './calls/library.js';
