import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateRange, dateRangeFields, exportQuantity, pageInput } from './paging.js';
import { findRoute, normalizeRoutePath, portalRoutes, routeAllowed } from './routes.js';

describe('paging and ranges', () => {
  const list = z.object({ ...pageInput, ...dateRangeFields('from', 'to') }).superRefine(dateRange('from', 'to'));

  it('defaults and bounds the page', () => {
    expect(list.parse({})).toMatchObject({ page: 1, pageSize: 20 });
    expect(list.safeParse({ pageSize: -5 }).error?.issues[0]?.message).toBe('pageSizeRange');
    expect(list.safeParse({ page: 10_000_000 }).error?.issues[0]?.message).toBe('pageNumberRange');
  });

  it('refuses a reversed date range with the catalogue key', () => {
    expect(list.safeParse({ from: '2025-02-01', to: '2025-01-01' }).error?.issues[0]?.message).toBe('startAfterEnd');
    expect(list.safeParse({ from: '2025-01-01', to: '2025-02-01' }).success).toBe(true);
  });

  it('accepts export quantities 1 to 1000 only', () => {
    for (const bad of [0, 1001, 1.5, 'x', -1])
      expect(exportQuantity.safeParse(bad).error?.issues[0]?.message).toBe('exportQuantity');
    expect(exportQuantity.parse('1000')).toBe(1000);
  });
});

describe('the route table', () => {
  it('declares each path once', () => {
    const paths = portalRoutes.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('strips .html and the query when matching', () => {
    expect(normalizeRoutePath('/system/index.html?x=1')).toBe('/system/index');
    expect(findRoute('/rihua/unifiedSearch.html?isOpen=true')?.library).toBe('rihua');
    expect(findRoute('/sampleSystem')?.path).toBe('/sampleSystem/dataQuery');
  });

  it('applies the spec 6 rule', () => {
    const fav = findRoute('/system/favorite')!;
    expect(routeAllowed(fav, new Set(['biaofa']), false)).toBe(false);
    expect(routeAllowed(fav, new Set(['collection']), false)).toBe(true);
    expect(routeAllowed(findRoute('/rihua/index')!, new Set(['biaofa']), false)).toBe(false);
    expect(routeAllowed(findRoute('/infoMonitor/dayReport')!, new Set(['report_new']), false)).toBe(true);
    expect(routeAllowed(findRoute('/login')!, new Set(), false)).toBe(true);
  });
});
