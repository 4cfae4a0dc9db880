import { lazy, Suspense, type ComponentType } from 'react';
import { Spin } from 'antd';
import type { RouteObject } from 'react-router';
import { adminRoutes as adminRouteTable, type AdminPageKey, type AdminRouteMeta } from '@app/contract';
import { CrudPage } from '../../components/crud/crud-page';
import type { AnyResource } from '../../components/crud/types';

type Loader = () => Promise<{ default: ComponentType }>;

/** A screen that is just its definition: the CRUD page renders it. */
const crud =
  (load: () => Promise<AnyResource>): Loader =>
  async () => {
    const def = await load();
    return { default: () => <CrudPage key={def.name} def={def} /> };
  };

/** Page keys of the contract's admin route table to their components (each chunk lazy; every key required). */
const pages: Record<AdminPageKey, Loader> = {
  'admin/login': () => import('./login-page'),
  'admin/home': () => import('./home-page'),
  'admin/password': () => import('./password-page'),
  'admin/customer': crud(async () => (await import('./resources/customers')).customers as AnyResource),
  'admin/member': crud(async () => (await import('./resources/members')).members as AnyResource),
  'admin/push': crud(async () => (await import('./resources/push')).push as AnyResource),
  'admin/user': crud(async () => (await import('./resources/users')).users as AnyResource),
  'admin/role': crud(async () => (await import('./resources/roles')).roles as AnyResource),
  'admin/menu': crud(async () => (await import('./resources/menus')).menus as AnyResource),
  'admin/dept': crud(async () => (await import('./resources/depts')).depts as AnyResource),
  'admin/dict': crud(async () => (await import('./resources/dict')).dict as AnyResource),
  'admin/params': crud(async () => (await import('./resources/params')).params as AnyResource),
  'admin/schedule': crud(async () => (await import('./resources/schedule')).schedule as AnyResource),
  'admin/scheduleLog': crud(async () => (await import('./resources/schedule')).scheduleLog as AnyResource),
  'admin/oss': () => import('./oss-page'),
  'admin/keyword': crud(async () => (await import('./resources/keywords')).keywords as AnyResource),
  'admin/loginLog': crud(async () => (await import('./resources/logs')).loginLog as AnyResource),
  'admin/operationLog': crud(async () => (await import('./resources/logs')).operationLog as AnyResource),
  'admin/errorLog': crud(async () => (await import('./resources/logs')).errorLog as AnyResource),
  'admin/article': crud(async () => (await import('../information/article-resource')).articles as AnyResource),
  'admin/chain': crud(async () => (await import('../industrial-chain/admin-resources')).chains as AnyResource),
  'admin/chainNode': crud(async () => (await import('../industrial-chain/admin-resources')).chainNodes as AnyResource),
  'admin/monthUpload': crud(
    async () => (await import('../info-monitor/month-upload-resource')).monthUploads as AnyResource,
  ),
  'admin/demoData': () => import('./demo-data-page'),
  'admin/limitImportRuns': crud(async () => (await import('../limits/admin-resources')).limitImportRuns as AnyResource),
  'admin/recordImport': () => import('../records/admin/import-page'),
  'admin/indicatorPlacements': crud(
    async () => (await import('../indicators/admin-resources')).indicatorPlacements as AnyResource,
  ),
  'admin/limitCorrections': crud(
    async () => (await import('../limits/admin-resources')).limitCorrections as AnyResource,
  ),
  'admin/monitorItem': crud(
    async () => (await import('../info-monitor/briefing-resources')).monitorItems as AnyResource,
  ),
  'admin/briefing': crud(
    async () => (await import('../info-monitor/briefing-resources')).briefingIssues as AnyResource,
  ),
  'admin/briefingEntry': crud(
    async () => (await import('../info-monitor/briefing-resources')).briefingEntries as AnyResource,
  ),
};

const spinner = (
  <div style={{ textAlign: 'center', padding: 80 }}>
    <Spin />
  </div>
);
const AdminLayout = lazy(() => import('./admin-layout'));

const toRoute = (meta: AdminRouteMeta): RouteObject => {
  const Page = lazy(pages[meta.page]);
  // `handle.admin`, not a `path`: the portal's guard reads handles that have a path.
  return {
    path: meta.path,
    handle: { admin: meta },
    element: (
      <Suspense fallback={spinner}>
        <Page />
      </Suspense>
    ),
  };
};

/**
 * The back office's routes, built from the contract's admin route table: its login page on
 * its own, every other screen inside the back-office layout (staff session, menu, guard).
 */
export const adminRoutes: RouteObject[] = [
  ...adminRouteTable.filter((r) => r.anonymous).map(toRoute),
  {
    element: (
      <Suspense fallback={spinner}>
        <AdminLayout />
      </Suspense>
    ),
    children: adminRouteTable.filter((r) => !r.anonymous).map(toRoute),
  },
];
