import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { portalRoutes, type RouteMeta } from '@app/contract';
import { pageRegistry } from '../pages/registry';
import { setNavigator } from '../api/navigation';
import { customerSettingsQuery } from '../api/queries';
import { useSession } from '../stores/session';
import { RootLayout, pageSpinner } from './root-layout';
import { HomeRedirect } from './home-redirect';
import { RouteError } from './route-error';

const NotFound = lazy(() => import('../pages/core/not-found'));
// The shell is its own chunk: the login page never loads it.
const ShellLayout = lazy(() => import('../components/shell/shell-layout'));

const lazyCache = new Map<string, ComponentType>();
const pageOf = (meta: RouteMeta): ComponentType => {
  let c = lazyCache.get(meta.page);
  if (!c) {
    c = lazy(pageRegistry[meta.page]);
    lazyCache.set(meta.page, c);
  }
  return c;
};

const suspended = (node: ReactNode) => <Suspense fallback={pageSpinner}>{node}</Suspense>;

const toRoute = (meta: RouteMeta): RouteObject => {
  const Page = pageOf(meta);
  return { path: meta.path, handle: meta, element: suspended(<Page />) };
};

/** An area root (e.g. /penalty) goes to its default page, keeping the query. */
function AreaRedirect({ meta }: { meta: RouteMeta }) {
  const { search } = useLocation();
  const { token } = useSession();
  // Spec 2.3: some customers land on another report of /infoMonitor (a stored setting).
  const settings = useQuery({
    ...customerSettingsQuery(token),
    enabled: Boolean(token) && meta.redirectFrom === '/infoMonitor',
  });
  if (meta.redirectFrom === '/infoMonitor' && settings.isLoading) return pageSpinner;
  const landing = meta.redirectFrom === '/infoMonitor' ? settings.data?.info_monitor_landing : undefined;
  return <Navigate to={`${landing || meta.path}${search}`} replace />;
}

const rootId = 'root';

/** Builds the router from the one route table (packages/contract routes.ts). */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: rootId,
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomeRedirect /> },
        ...portalRoutes.filter((r) => !r.shell).map(toRoute),
        ...portalRoutes
          .filter((r) => r.redirectFrom)
          .map((r) => ({ path: r.redirectFrom, element: <AreaRedirect meta={r} /> })),
        // Inside the shell a failing page keeps the header and menu around the error.
        {
          element: suspended(<ShellLayout />),
          children: [{ errorElement: <RouteError />, children: portalRoutes.filter((r) => r.shell).map(toRoute) }],
        },
        { path: '*', element: suspended(<NotFound />) },
      ],
    },
  ];
}

export function createRouter() {
  let adminAdded = false;
  const router = createBrowserRouter(buildRoutes(), {
    // The back office's screens join the router on the first visit under /admin, so their
    // code never weighs on the portal's pages.
    async patchRoutesOnNavigation({ path, patch }) {
      if (adminAdded || !/^\/admin(\/|$)/i.test(path)) return;
      adminAdded = true;
      const { adminRoutes } = await import('../pages/admin/routes');
      patch(rootId, adminRoutes);
    },
  });
  setNavigator((to, opts) => router.navigate(to, opts));
  return router;
}
