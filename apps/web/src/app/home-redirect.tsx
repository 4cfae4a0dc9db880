import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../stores/session';
import { loginSettingsQuery } from '../api/queries';
import { firstMenuPage, loginTarget } from './guard';
import { pageSpinner } from './root-layout';

/** `/`: the first permitted menu page; logged-out users go to log in first. */
export function HomeRedirect() {
  const place = useLocation();
  const { token, rights } = useSession();
  const settings = useQuery(loginSettingsQuery);
  if (!token) {
    if (settings.isPending) return pageSpinner;
    return <Navigate to={loginTarget(place, settings.data?.brandHost ?? false)} replace />;
  }
  if (!rights.loaded) return pageSpinner;
  const target = firstMenuPage(rights.menus, rights);
  return <Navigate to={target ? `${target}${place.search}` : '/noPermissions'} replace />;
}
