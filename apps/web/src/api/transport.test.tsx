import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackProvider } from '../app/feedback-provider';
import Cookies from 'js-cookie';
import { message } from '@app/contract';
import { FeedbackBridge } from '../app/feedback-bridge';
import { session } from '../stores/session';
import { setNavigator } from './navigation';
import { CallError, sendRequest } from './transport';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const navigations: string[] = [];

beforeEach(() => {
  render(
    <FeedbackProvider>
      <FeedbackBridge />
    </FeedbackProvider>,
  );
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  navigations.length = 0;
  setNavigator((to) => {
    navigations.push(to);
  });
  session.start('tok-1', { username: 'demo', customer_id: 7 });
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  // Unmount before clearing: a root left mounted with antd's 5 s toast timers keeps React
  // working after jsdom is torn down ("window is not defined").
  cleanup();
  document.body.innerHTML = '';
});

describe('request building (spec 7)', () => {
  it('puts GET params in the URL with the session identity and the page-path header, no credentials', async () => {
    fetchMock.mockResolvedValue(json({ code: 1, msg: '', data: { num: 3 } }));
    window.history.pushState({}, '', '/sampleSystem/dataQuery');
    await sendRequest({ method: 'GET', url: '/cj/warning/today_num', data: { a: 'x y' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/cj/warning/today_num?customer_id=7&a=x+y');
    expect((init.headers as Record<string, string>).batoken).toBe('tok-1');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('omit');
    const headers = init.headers as Record<string, string>;
    expect(headers['page-path']).toBe('/sampleSystem/dataQuery');
    expect(headers['content-type']).toBe('application/json;charset=utf-8');
  });

  it('sends POST data as a JSON body carrying customer_id, the token in a header', async () => {
    fetchMock.mockResolvedValue(json({ code: 1, msg: 'ok', data: null }));
    await sendRequest({ method: 'POST', url: '/api/member/logout', data: { lang: 'en' } });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ customer_id: 7, lang: 'en' });
    expect((init.headers as Record<string, string>).batoken).toBe('tok-1');
  });
});

describe('envelope handling (spec 7 and 8)', () => {
  it('counts a missing code as success', async () => {
    fetchMock.mockResolvedValue(json({ msg: '', data: [1] }));
    await expect(sendRequest({ method: 'POST', url: '/x' })).resolves.toMatchObject({ code: 1, data: [1] });
  });

  it('hands a blob answer over without looking for a code', async () => {
    fetchMock.mockResolvedValue(new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }));
    const blob = await sendRequest({ method: 'POST', url: '/api/api/captcha', blob: true });
    expect(await (blob as Blob).text()).toBe('<svg/>');
  });

  it.each([303, 409])(
    'code %i opens the expiry dialog; Login again clears the session and goes to /login',
    async (code) => {
      fetchMock.mockResolvedValue(json({ code, msg: 'expired' }));
      await expect(sendRequest({ method: 'POST', url: '/x' })).rejects.toThrow(message('sessionExpiredReject'));
      expect((await screen.findAllByText(message('sessionExpiredPrompt')))[0]).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: message('loginAgain') }));
      await waitFor(() => expect(navigations).toEqual(['/login']));
      expect(Cookies.get('Admin-Token')).toBeUndefined();
      expect(localStorage.getItem('User-Info-Data')).toBeNull();
    },
  );

  it('Cancel on the expiry dialog keeps the session', async () => {
    fetchMock.mockResolvedValue(json({ code: 303, msg: '' }));
    await expect(sendRequest({ method: 'POST', url: '/x' })).rejects.toBeInstanceOf(CallError);
    await userEvent.click(await screen.findByRole('button', { name: /取\s*消/ }));
    expect(navigations).toEqual([]);
    expect(Cookies.get('Admin-Token')).toBe('tok-1');
  });

  it.each([403, 500])('code %i shows an error toast with the server msg', async (code) => {
    fetchMock.mockResolvedValue(json({ code, msg: `server says ${code}` }));
    await expect(sendRequest({ method: 'POST', url: '/x' })).rejects.toMatchObject({ code, kind: 'code' });
    const toast = await screen.findByText(`server says ${code}`);
    expect(toast.closest('.ant-message-notice-error')).not.toBeNull();
  });

  it('code 601 shows a warning toast', async () => {
    fetchMock.mockResolvedValue(json({ code: 601, msg: '必填项不能为空' }));
    await expect(sendRequest({ method: 'POST', url: '/x' })).rejects.toMatchObject({ code: 601 });
    const toast = await screen.findByText('必填项不能为空');
    expect(toast.closest('.ant-message-notice-warning')).not.toBeNull();
  });

  it('any other code shows an error notification', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, msg: '操作失败' }));
    await expect(sendRequest({ method: 'POST', url: '/x' })).rejects.toMatchObject({ code: 0 });
    const note = await screen.findByText('操作失败');
    expect(note.closest('.ant-notification-notice')).not.toBeNull();
  });

  it('silent calls show nothing', async () => {
    fetchMock.mockResolvedValue(json({ code: 601, msg: 'quiet please' }));
    await expect(sendRequest({ method: 'POST', url: '/x', silent: true })).rejects.toMatchObject({ code: 601 });
    // Toasts show in call order: once the next call's toast is up, the silent one would be too.
    fetchMock.mockResolvedValue(json({ code: 601, msg: 'after the silent call' }));
    await expect(sendRequest({ method: 'POST', url: '/x' })).rejects.toMatchObject({ code: 601 });
    expect(await screen.findByText('after the silent call')).toBeInTheDocument();
    expect(screen.queryByText('quiet please')).toBeNull();
  });
});

describe('transport failures (spec 8)', () => {
  it('a network error says the backend connection failed', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendRequest({ method: 'POST', url: '/x' })).rejects.toMatchObject({
      kind: 'network',
      message: message('networkError'),
    });
    expect(await screen.findByText(message('networkError'))).toBeInTheDocument();
  });

  it('a timeout says the request timed out', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(sendRequest({ method: 'POST', url: '/x', timeoutMs: 20 })).rejects.toMatchObject({
      kind: 'timeout',
      message: message('timeout'),
    });
    expect(await screen.findByText(message('timeout'))).toBeInTheDocument();
  });

  it('an HTTP failure shows the status code', async () => {
    fetchMock.mockResolvedValue(new Response('bad gateway', { status: 502 }));
    await expect(sendRequest({ method: 'POST', url: '/x' })).rejects.toMatchObject({ code: 502, kind: 'http' });
    expect(await screen.findByText(message('httpFailure', 'zh-cn', { status: '502' }))).toBeInTheDocument();
  });
});

describe('repeat-submit guard (spec 5 and 9)', () => {
  it('refuses the same url and data within 10 ms when the repeat-submit header is set', async () => {
    fetchMock.mockImplementation(async () => json({ code: 1, msg: '' }));
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000);
    await sendRequest({ method: 'POST', url: '/form', data: { a: 1 }, repeatSubmit: true });
    now.mockReturnValue(1_005);
    await expect(
      sendRequest({ method: 'POST', url: '/form', data: { a: 1 }, repeatSubmit: true }),
    ).rejects.toMatchObject({
      kind: 'repeat',
      message: '数据正在处理，请勿重复提交',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0]![1] as RequestInit).headers).toMatchObject({ 'repeat-submit': 'true' });
    // Other data, or the same data after the window, goes through.
    await sendRequest({ method: 'POST', url: '/form', data: { a: 2 }, repeatSubmit: true });
    now.mockReturnValue(1_020);
    await sendRequest({ method: 'POST', url: '/form', data: { a: 2 }, repeatSubmit: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    now.mockRestore();
  });

  it('does not check requests without the header', async () => {
    fetchMock.mockImplementation(async () => json({ code: 1, msg: '' }));
    await sendRequest({ method: 'POST', url: '/poll' });
    await sendRequest({ method: 'POST', url: '/poll' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('skips the check for requests of 5 MB or more, with the oversize warning', async () => {
    fetchMock.mockImplementation(async () => json({ code: 1, msg: '' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const big = 'x'.repeat(5 * 1024 * 1024);
    await sendRequest({ method: 'POST', url: '/big', data: { big }, repeatSubmit: true });
    await sendRequest({ method: 'POST', url: '/big', data: { big }, repeatSubmit: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(message('oversizeRequest')));
    warn.mockRestore();
  });
});

describe('a second expiry while the dialog is open', () => {
  it('opens only one dialog', async () => {
    fetchMock.mockImplementation(async () => json({ code: 409, msg: '' }));
    await act(async () => {
      await Promise.allSettled([
        sendRequest({ method: 'POST', url: '/a' }),
        sendRequest({ method: 'POST', url: '/b' }),
      ]);
    });
    await screen.findAllByText(message('sessionExpiredPrompt'));
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
  });
});
