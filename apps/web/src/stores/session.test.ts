import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { session } from './session';
import { readEncrypted } from './secure-storage';
import { startLanguagePoll, storeLanguage, storedLanguage, storedPack } from './language';

afterEach(() => {
  session.clear();
  Cookies.remove('languageName', { path: '/' });
  vi.useRealTimers();
});

describe('client session storage (spec 4.2, 7, 9)', () => {
  it('keeps the token in the Admin-Token cookie and the member as encrypted JSON', () => {
    session.start('tok-9', { username: 'demo', customer_id: 3 });
    expect(Cookies.get('Admin-Token')).toBe('tok-9');
    const raw = localStorage.getItem('User-Info-Data')!;
    expect(raw).not.toContain('demo');
    expect(() => JSON.parse(raw) as unknown).toThrow();
    expect(readEncrypted('User-Info-Data')).toEqual({ username: 'demo', customer_id: 3 });
    expect(session.get()).toMatchObject({ token: 'tok-9', customerId: 3 });
  });

  it('reads nothing back from tampered storage', () => {
    localStorage.setItem('User-Info-Data', 'not-a-cipher');
    expect(readEncrypted('User-Info-Data')).toBeUndefined();
  });

  it('writes cookie_data items as cookies and removes them on clear', () => {
    session.start('tok', { username: 'u', customer_id: 1 });
    session.writeCookies([{ name: 'sso_flag', value: 'x1', domain: '' }]);
    expect(Cookies.get('sso_flag')).toBe('x1');
    session.clear();
    expect(Cookies.get('sso_flag')).toBeUndefined();
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(localStorage.getItem('User-Info-Data')).toBeNull();
    expect(session.get().token).toBeUndefined();
  });
});

describe('language (spec 4.2)', () => {
  it('stores the language in the languageName cookie and its pack under its name', () => {
    storeLanguage('en', { 'route.login': 'Login' });
    expect(storedLanguage()).toBe('en');
    expect(storedPack('en')).toEqual({ 'route.login': 'Login' });
  });

  it('polls every second and reloads when the stored language differs from the page', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const stop = startLanguagePoll(reload);
    vi.advanceTimersByTime(3000);
    expect(reload).not.toHaveBeenCalled();
    storeLanguage('en');
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});
