import { queryOptions } from '@tanstack/react-query';
import { memberCalls } from '@app/contract';
import { call } from './call';

/**
 * Query options of the platform's shared server state, defined once and used by the guard,
 * the shell and the pages. Background reads are silent: a failure shows nothing.
 */
export const loginSettingsQuery = queryOptions({
  queryKey: ['platform', 'loginSettings'],
  queryFn: () => call(memberCalls.loginSettings, {}, { silent: true }),
  staleTime: Infinity,
});

export const customerSettingsQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: ['platform', 'customerSettings', token],
    queryFn: () => call(memberCalls.customerSettings, {}, { silent: true }),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
