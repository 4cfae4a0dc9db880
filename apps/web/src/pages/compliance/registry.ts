import { definePages, type PageLoader } from '../page-loader';

const managementPage =
  (k: 'ManagementPage' | 'MyManagementPage' | 'AssociationPage' | 'MyAssociationPage'): PageLoader =>
  () =>
    import('./management-page').then((m) => ({ default: m[k] }));

/** Pages of /compliance and /task by route `page` key (packages/contract routes.ts). */
export const compliancePages = definePages({
  'compliance/verification': () => import('./verification-page'),
  'compliance/verification/detail': () => import('./item-detail-page'),
  'compliance/management': managementPage('ManagementPage'),
  'compliance/management/add': () => import('./add-page'),
  'compliance/updateList': () => import('./updates-page'),
  'compliance/update': () => import('./update-page'),
  'compliance/associationList': managementPage('AssociationPage'),
  'compliance/mymanagement': managementPage('MyManagementPage'),
  'compliance/mymanagement/associationList': managementPage('MyAssociationPage'),
  'compliance/document': () => import('./document-page'),
  'task/index': () => import('./task-list-page'),
  'task/detail': () => import('./task-detail-page'),
});
