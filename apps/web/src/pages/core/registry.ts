import { definePages } from '../page-loader';

/** Pages outside the shell, by the route table's `page` key. */
export const corePages = definePages({
  login: () => import('./login-page'),
  forgotPassword: () => import('./forgot-password-page'),
  updatePassword: () => import('./update-password-page'),
  reminderSettings: () => import('./reminder-settings-page'),
  landing: () => import('./landing-page'),
  noPermissions: () => import('./no-permissions'),
  guide: () => import('./guide-page'),
  message: () => import('./message-list-page'),
  'message/detail': () => import('./message-detail-page'),
  ad: () => import('./ad-page'),
  demo: () => import('./demo-page'),
  showFile: () => import('./show-file-page'),
});
