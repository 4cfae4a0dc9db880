import { useSyncExternalStore } from 'react';

/**
 * The back-office staff token, kept apart from the portal member's Admin-Token cookie so that
 * one browser can hold both sessions; each staff call carries it as `batoken`.
 */
const key = 'Admin-Staff-Token';
const listeners = new Set<() => void>();

export const staffSession = {
  token: (): string | undefined => localStorage.getItem(key) || undefined,
  set(token: string) {
    localStorage.setItem(key, token);
    listeners.forEach((l) => l());
  },
  clear() {
    localStorage.removeItem(key);
    listeners.forEach((l) => l());
  },
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => e.key === key && l();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
};

/** The token as React state: logging out in another tab logs this one out too. */
export const useStaffToken = () => useSyncExternalStore(subscribe, staffSession.token);
