import type { z } from 'zod';
import { callRightOf, type CallRoute, type Endpoint } from './endpoint.js';
import { api } from './calls/index.js';

export type CallRoutes<T> = {
  [K in keyof T]: T[K] extends Endpoint<infer I, infer O> ? CallRoute<z.input<I>, z.output<O>> : CallRoutes<T[K]>;
};

const isEndpoint = (v: object): v is Endpoint => 'method' in v && 'path' in v && 'output' in v;

/** The schema-free view of one call: method, path, answer kind and the right it needs. */
const routeOf = (e: Endpoint): CallRoute => {
  const right = callRightOf(e.access);
  return { method: e.method, path: e.path, ...(e.answer ? { answer: e.answer } : {}), ...(right ? { right } : {}) };
};

/** The schema-free view of a group of calls: same keys and nesting. */
export function routesOf<T extends object>(group: T): CallRoutes<T> {
  return Object.fromEntries(
    Object.entries(group).map(([k, v]: [string, object]) => [k, isEndpoint(v) ? routeOf(v) : routesOf(v)]),
  ) as CallRoutes<T>;
}

/**
 * Every call of `api` without its schemas, by domain: what the web sends calls with. The server
 * checks every input and builds every answer with the declaration's schemas, so the browser
 * needs no more. The web build replaces this module with the computed object literal
 * (apps/web/vite.config.ts), so a page that only sends calls loads neither zod nor the
 * declarations; everywhere else (tests, server) it is computed here from the one declaration.
 */
export const callRoutes = routesOf(api);
export const memberCalls = callRoutes.member;
export const libraryCalls = callRoutes.library;
export const adminCalls = callRoutes.admin;
export const recordsCalls = callRoutes.records;
export const geoCalls = callRoutes.geo;
export const inboxCalls = callRoutes.inbox;
export const overviewCalls = callRoutes.overview;
export const limitsCalls = callRoutes.hazardLimits;
export const assistantCalls = callRoutes.assistant;
export const complianceCalls = callRoutes.compliance;
export const taskCalls = callRoutes.task;
export const clauseCalls = callRoutes.clauses;
export const reportsCalls = callRoutes.reports;
export const indicatorCalls = callRoutes.indicators;
export const cosmeticsCalls = callRoutes.cosmetics;
export const labelCalls = callRoutes.labels;
export const dataSourceCalls = callRoutes.dataSources;
