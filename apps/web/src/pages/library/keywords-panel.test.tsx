import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackProvider } from '../../app/feedback-provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FeedbackBridge } from '../../app/feedback-bridge';
import { session } from '../../stores/session';
import { LibraryProvider } from './library-context';
import { KeywordsPanel } from './keywords-panel';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A small in-memory keyword store behind the fetch calls the page makes. */
function fakeServer() {
  let next = 1;
  const store: { id: number; keyword: string; createdAt: string }[] = [];
  const calls: string[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const path = String(url).split('?')[0] ?? '';
    calls.push(path);
    if (init.body instanceof FormData) return json({ code: 1, msg: '', data: { added: 0, skipped: 0 } });
    const body = JSON.parse(String(init.body ?? '{}')) as {
      keyword?: string;
      ids?: number[];
      page?: number;
      pageSize?: number;
    };
    if (path.endsWith('/keywords/add')) {
      const words = String(body.keyword)
        .split(/[,，\s]+/)
        .filter(Boolean);
      for (const keyword of words) store.push({ id: next++, keyword, createdAt: '2026-11-21 17:00:00' });
      return json({ code: 1, msg: '', data: { added: words.length } });
    }
    if (path.endsWith('/keywords/delete')) {
      for (const id of body.ids ?? [])
        store.splice(
          store.findIndex((k) => k.id === id),
          1,
        );
      return json({ code: 1, msg: '', data: { ok: true } });
    }
    if (path.endsWith('/keywords/list')) {
      return json({
        code: 1,
        msg: '',
        data: { list: [...store], total: store.length, page: body.page ?? 1, pageSize: body.pageSize ?? 20 },
      });
    }
    return json({ code: 500, msg: `unexpected ${path}`, data: null });
  });
  return { fetchMock, calls };
}

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetchMock);
  session.start('tok-1', { username: 'demo', customer_id: 7 });
  const router = createMemoryRouter(
    [
      {
        path: '/system/favorite',
        element: (
          <LibraryProvider>
            <KeywordsPanel />
          </LibraryProvider>
        ),
      },
    ],
    {
      initialEntries: ['/system/favorite?tab=keywords'],
    },
  );
  render(
    <FeedbackProvider>
      <FeedbackBridge />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FeedbackProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

describe('my keywords', () => {
  it('starts empty, adds comma or space separated keywords, deletes one', async () => {
    const user = userEvent.setup();
    expect(await screen.findByText('还没有关键词，添加后用于更新提醒')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '新关键词' }), '苯甲酸, 山梨酸 乳酸链球菌素');
    await user.click(screen.getByRole('button', { name: /添\s*加/ }));
    expect(await screen.findByText('已添加 3 个关键词')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(await within(table).findByText('山梨酸')).toBeInTheDocument();
    expect(within(table).getByText('乳酸链球菌素')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '新关键词' })).toHaveValue('');
    const addCall = server.fetchMock.mock.calls.find(([u]) => String(u).endsWith('/keywords/add'))!;
    expect(JSON.parse(String(addCall[1].body))).toMatchObject({
      library: 'biaofa',
      keyword: '苯甲酸, 山梨酸 乳酸链球菌素',
    });
    expect((addCall[1].headers as Record<string, string>).batoken).toBe('tok-1');

    await user.click(screen.getByRole('button', { name: '删除 山梨酸' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('山梨酸')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table')).getByText('苯甲酸')).toBeInTheDocument();
  });

  it('refuses a file that is not xlsx with the catalogue tip and sends nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByText('还没有关键词，添加后用于更新提醒');
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input).toHaveAttribute('accept', '.xlsx');
    await user.upload(input, new File(['a,b'], 'words.csv', { type: 'text/csv' }));
    expect(await screen.findByText('仅支持xlsx格式的文件')).toBeInTheDocument();
    expect(server.calls.some((c) => c.endsWith('/keywords/import'))).toBe(false);
  });

  it('sends an xlsx file to the import call as multipart', async () => {
    const user = userEvent.setup();
    await screen.findByText('还没有关键词，添加后用于更新提醒');
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(
      input,
      new File(['x'], 'words.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    expect(await screen.findByText('已导入 0 个，跳过 0 个')).toBeInTheDocument();
    const sent = server.fetchMock.mock.calls.find(([u]) => String(u).endsWith('/keywords/import'))!;
    const form = sent[1].body as FormData;
    expect(form.get('library')).toBe('biaofa');
    expect((form.get('file') as File).name).toBe('words.xlsx');
  });
});
