import { useSyncExternalStore } from 'react';
import Cookies from 'js-cookie';
import { storageKeys, type MemberInfo, type MenuNode } from '@app/contract';
import { readEncrypted, writeEncrypted } from './secure-storage';

/** The member fields the client keeps (current user is username and customer_id). */
export type StoredMember = Pick<MemberInfo, 'username' | 'customer_id'> & Partial<MemberInfo>;

/** A menu rule entry, as the user-info call answers it. */
export type MenuEntry = MenuNode;

export interface CookieItem {
  name: string;
  value: string;
  domain?: string;
}

/** What the user-info call adds: super flag, menus, flat rule names. */
export interface Rights {
  loaded: boolean;
  isSuper: boolean;
  menus: MenuEntry[];
  permissions: ReadonlySet<string>;
}

export interface SessionState {
  token?: string;
  customerId?: number;
  member?: StoredMember;
  rights: Rights;
  /**
   * Set while a logout or expiry takes the user to this path: until the router shows it, the
   * page being left must not apply the logged-out redirect (it would add ?redirect=<that page>).
   */
  leavingTo?: string;
}

const customerKey = 'customer_id';
/** Names of the cookies written from cookie_data, so logout can remove them. */
const cookieNamesKey = 'cookieDataNames';
const emptyRights: Rights = { loaded: false, isSuper: false, menus: [], permissions: new Set() };

const readState = (): SessionState => ({
  token: Cookies.get(storageKeys.authCookie) || undefined,
  customerId: Number(localStorage.getItem(customerKey) ?? '') || undefined,
  member: readEncrypted<StoredMember>(storageKeys.userInfo),
  rights: emptyRights,
});

let state: SessionState = readState();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const update = (patch: Partial<SessionState>) => {
  state = { ...state, ...patch };
  emit();
};

export const session = {
  get: () => state,
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  isLoggedIn: () => Boolean(Cookies.get(storageKeys.authCookie)),

  /** On login the token and member info are saved. */
  start(token: string, member: StoredMember) {
    Cookies.set(storageKeys.authCookie, token, { path: '/', sameSite: 'Lax' });
    localStorage.setItem(customerKey, String(member.customer_id));
    writeEncrypted(storageKeys.userInfo, member);
    update({ token, customerId: member.customer_id, member, rights: emptyRights });
  },

  /** Cookie_data items are written as cookies. */
  writeCookies(items: readonly CookieItem[] | undefined) {
    if (!items?.length) return;
    const names = new Set(JSON.parse(localStorage.getItem(cookieNamesKey) ?? '[]') as string[]);
    for (const c of items) {
      Cookies.set(c.name, c.value, {
        path: '/',
        ...(c.domain && c.domain !== location.hostname ? { domain: c.domain } : {}),
      });
      names.add(c.name);
    }
    localStorage.setItem(cookieNamesKey, JSON.stringify([...names]));
  },

  setRights(rights: Omit<Rights, 'loaded'>) {
    update({ rights: { ...rights, loaded: true } });
  },
  /** A failed user-info load still ends the loading state, with no rights. */
  markRightsLoaded() {
    if (!state.rights.loaded) update({ rights: { ...state.rights, loaded: true } });
  },

  /**
   * Removes every trace of the session from the browser. `notify: false` holds the news back
   * until `notify()`, so a caller can first leave the page (else the guard would send the user
   * to /login?redirect=<this page> instead of where the caller goes).
   */
  clear({ notify = true }: { notify?: boolean } = {}) {
    Cookies.remove(storageKeys.authCookie, { path: '/' });
    localStorage.removeItem(storageKeys.userInfo);
    localStorage.removeItem(customerKey);
    const names = JSON.parse(localStorage.getItem(cookieNamesKey) ?? '[]') as string[];
    for (const n of names) Cookies.remove(n, { path: '/' });
    localStorage.removeItem(cookieNamesKey);
    sessionStorage.removeItem(storageKeys.customerInfo);
    state = { ...state, token: undefined, customerId: undefined, member: undefined, rights: emptyRights };
    if (notify) emit();
  },
  notify: () => emit(),

  /** Ends the session and then goes to `to` (the login page, or the landing page). */
  async endAndGo(to: string, go: (to: string) => Promise<void>) {
    session.clear({ notify: false });
    update({ leavingTo: to });
    await go(to);
  },
  /** The router shows the page the user was sent to. */
  arrived() {
    if (state.leavingTo) update({ leavingTo: undefined });
  },

  /** Re-reads storage (another tab may have logged in or out). */
  reload() {
    state = {
      ...readState(),
      rights: state.token === Cookies.get(storageKeys.authCookie) ? state.rights : emptyRights,
    };
    emit();
  },
};

export const useSession = () => useSyncExternalStore(session.subscribe, session.get);
