import { useQuery } from '@tanstack/react-query';
import { type OutputOf, adminCalls } from '@app/contract';
import { adminCall } from './admin-call';
import { useStaffToken } from './staff-session';

export type StaffMe = OutputOf<typeof adminCalls.auth.me>;

/** The logged-in staff member with permissions and menus, loaded once per token. */
export function useStaff() {
  const token = useStaffToken();
  const me = useQuery({
    queryKey: ['admin-me', token],
    queryFn: () => adminCall(adminCalls.auth.me, {}),
    enabled: !!token,
    staleTime: 5 * 60_000,
  });
  return { token, me };
}

/** Whether a staff member holds a permission (super staff hold all; the server checks again). */
export const holds = (me: StaffMe | undefined, permission: string | undefined) =>
  !permission || !!me?.superAdmin || !!me?.permissions.includes(permission);
