import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { Spin } from 'antd';
import { portalRoutes, type RouteMeta } from '@app/contract';
import { pageRegistry } from '../pages/registry';

const notYet = () => import('../pages/core/not-yet-available');
const lazyCache = new Map<string, ComponentType>();
const pageOf = (meta: RouteMeta): ComponentType => {
  let c = lazyCache.get(meta.page);
  if (!c) {
    c = lazy(pageRegistry[meta.page] ?? notYet);
    lazyCache.set(meta.page, c);
  }
  return c;
};

const loading = <Spin style={{ display: 'block', margin: '80px auto' }} />;

const toRoute = (meta: RouteMeta): RouteObject => {
  const Page = pageOf(meta);
  return {
    path: meta.path,
    handle: meta,
    element: (
      <Suspense fallback={loading}>
        <Page />
      </Suspense>
    ),
  };
};

/** Builds the router from the one route table. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Outlet />,
      children: [
        ...portalRoutes.filter((r) => !r.shell).map(toRoute),
        { element: <Outlet />, children: portalRoutes.filter((r) => r.shell).map(toRoute) },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
