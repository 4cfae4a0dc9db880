import { createContext, useContext } from 'react';
import { staffRightOf, type CallRoute, type InputOf, type OutputOf, type StaffPermission } from '@app/contract';

/**
 * What the kit needs from the area that hosts it: how to call (the back office adds its staff
 * token and its own expiry handling), how to upload, and which permissions the user holds.
 */
export interface CrudHost {
  invoke: <E extends CallRoute>(endpoint: E, input: InputOf<E>) => Promise<OutputOf<E>>;
  upload: <E extends CallRoute>(endpoint: E, file: File, fields?: Record<string, string>) => Promise<OutputOf<E>>;
  can: (permission: StaffPermission | undefined) => boolean;
}

const CrudHostContext = createContext<CrudHost | null>(null);
export const CrudHostProvider = CrudHostContext.Provider;

export function useCrudHost(): CrudHost {
  const host = useContext(CrudHostContext);
  if (!host) throw new Error('the CRUD kit needs a CrudHostProvider');
  return host;
}

/** Whether the user may send a call: the back-office permission the call itself declares. */
export const mayCall = (host: CrudHost, call: CallRoute) => host.can(staffRightOf(call));
