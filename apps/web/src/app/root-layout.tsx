import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { session, useSession } from '../stores/session';
import { loadUserInfo } from '../api/session-actions';
import { pageLanguage } from '../stores/language';
import { loginSettingsQuery } from '../api/queries';
import { guardRoute, stripHtml } from './guard';
import { useRouteMeta } from '../components/shell/route-meta';

/**
 * The spinner while a page loads, centred by its own box: the Spin alone with auto margins sat
 * half outside the window's left edge (seen on the tour).
 */
export const pageSpinner = (
  <div data-testid="page-spinner" style={{ display: 'flex', justifyContent: 'center', padding: '120px 0' }}>
    <Spin />
  </div>
);

let userInfoRequestedFor: string | undefined;

/**
 * Wraps every page: .html stripping, scroll to top, user-info load, page title and the route
 * guard. Pages render only once the guard lets them.
 */
export function RootLayout() {
  const place = useLocation();
  const meta = useRouteMeta();
  const { token, rights, member, leavingTo } = useSession();
  const settings = useQuery(loginSettingsQuery);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [place.pathname]);

  useEffect(() => {
    if (token && !rights.loaded && userInfoRequestedFor !== token) {
      userInfoRequestedFor = token;
      void loadUserInfo();
    }
    if (!token) userInfoRequestedFor = undefined;
  }, [token, rights.loaded]);

  useEffect(() => {
    const platform =
      (pageLanguage === 'en' ? member?.platform_en_name : member?.platform_name) ||
      (pageLanguage === 'en' ? settings.data?.platform_en_name : settings.data?.platform_name);
    const title = meta ? (pageLanguage === 'en' ? meta.en : meta.title) : '';
    document.title = [title, platform].filter(Boolean).join(' - ');
  }, [meta, member, settings.data]);

  useEffect(() => {
    if (leavingTo && place.pathname === leavingTo) session.arrived();
  }, [leavingTo, place.pathname]);

  if (leavingTo && place.pathname !== leavingTo) return pageSpinner;
  const stripped = stripHtml(place);
  if (stripped) return <Navigate to={stripped} replace />;
  if (!meta) return <Outlet />;
  if (!token && settings.isPending) return pageSpinner;
  const decision = guardRoute(meta, place, {
    loggedIn: Boolean(token),
    rightsLoaded: rights.loaded,
    isSuper: rights.isSuper,
    permissions: rights.permissions,
    brandHost: settings.data?.brandHost ?? false,
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') return pageSpinner;
  return <Outlet />;
}
