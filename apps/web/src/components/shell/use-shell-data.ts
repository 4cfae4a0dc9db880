import { useQuery } from '@tanstack/react-query';
import { storageKeys, type CallRoute, type OutputOf, type PortalRight, memberCalls } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { pageLanguage } from '../../stores/language';
import { customerSettingsQuery } from '../../api/queries';
import { session, useSession } from '../../stores/session';

type CustomerInfo = OutputOf<typeof memberCalls.customerInfo>;
type FriendLinks = OutputOf<typeof memberCalls.friendLinks>;

/**
 * Spec 7: friendship links are cached in local storage, footer contact details in session
 * storage. Entries remember their customer so another account in the same browser never
 * sees a stale footer.
 */
function cached<T>(storage: Storage, key: string, customerId: number | undefined): T | undefined {
  try {
    const v = JSON.parse(storage.getItem(key) ?? 'null') as { customerId: number; data: T } | null;
    return v && v.customerId === customerId ? v.data : undefined;
  } catch {
    return undefined;
  }
}
const remember = (storage: Storage, key: string, customerId: number | undefined, data: unknown) =>
  storage.setItem(key, JSON.stringify({ customerId, data }));

function useCachedCall<T>(storage: Storage, key: string, fetcher: () => Promise<T>) {
  const { token, customerId } = useSession();
  const hit = cached<T>(storage, key, customerId);
  return useQuery({
    queryKey: ['shell', key, customerId],
    queryFn: async () => {
      const data = await fetcher();
      remember(storage, key, customerId, data);
      return data;
    },
    enabled: Boolean(token) && hit === undefined,
    initialData: hit,
    staleTime: Infinity,
  });
}

// Spec 7 names the footer calls' payload "customer_id and token".
export const useCustomerInfo = () =>
  useCachedCall<CustomerInfo>(sessionStorage, storageKeys.customerInfo, () =>
    call(memberCalls.customerInfo, { token: session.get().token }, { silent: true }),
  );

export const useFriendLinks = () =>
  useCachedCall<FriendLinks>(localStorage, storageKeys.friendLinks, () =>
    call(memberCalls.friendLinks, { token: session.get().token }, { silent: true }),
  );

export function useCustomerSettings() {
  const { token } = useSession();
  return useQuery(customerSettingsQuery(token));
}

/** The member holds a rule name (super holds all). */
export function useHasRight() {
  const { rights } = useSession();
  return (name: PortalRight) => rights.isSuper || rights.permissions.has(name);
}

/** The member may send a call: it holds the portal right the call declares (none: any member). */
export function useMayCall() {
  const has = useHasRight();
  return (c: CallRoute) => !c.right || ('member' in c.right && has(c.right.member));
}

/** The platform's name in the page's language: the customer's, else the product's. */
export function usePlatformName() {
  const { t } = useTranslation();
  const { member } = useSession();
  const settings = useCustomerSettings().data;
  return (
    (pageLanguage === 'en'
      ? settings?.platform_en_name || member?.platform_en_name
      : settings?.platform_name || member?.platform_name) || t('shell.platformName')
  );
}
