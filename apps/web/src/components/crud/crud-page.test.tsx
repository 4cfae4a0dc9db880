import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackProvider } from '../../app/feedback-provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Endpoint } from '@app/contract';
import { users } from '../../pages/admin/resources/users';
import { CrudHostProvider, type CrudHost } from './crud-context';
import { CrudPage } from './crud-page';
import { fullyChecked, toTree } from './labels';
import type { AnyResource } from './types';

type Obj = Record<string, unknown>;

/**
 * The kit is driven through its host (how the back office calls the server); here the host
 * answers from an in-memory table so the kit's own behaviour is what is tested. The server's
 * side of the same calls is tested against a real database in apps/server.
 */
function memoryHost(permissions: string[]) {
  const table: Obj[] = Array.from({ length: 3 }, (_, i) => ({
    id: i + 1,
    username: `user${i + 1}`,
    realName: `Name ${i + 1}`,
    deptId: 1,
    deptName: 'HQ',
    email: '',
    mobile: '',
    gender: 0,
    status: 1,
    superAdmin: false,
    roleIdList: [],
    emailSet: false,
    pushSet: false,
    createDate: '2026-01-0' + (i + 1),
  }));
  const calls: { path: string; method: string; input: Obj }[] = [];
  const host: CrudHost = {
    invoke: (async (endpoint: Endpoint, input: Obj) => {
      calls.push({ path: endpoint.path, method: endpoint.method, input });
      if (endpoint.path.endsWith('/page')) return { list: table, total: table.length, page: 1, pageSize: 20 };
      if (endpoint.method === 'POST') return { id: 99 };
      if (endpoint.method === 'GET' && endpoint.path.endsWith('/:id'))
        return table.find((r) => r.id === Number(input.id));
      return [];
    }) as CrudHost['invoke'],
    upload: (async () => ({})) as CrudHost['upload'],
    can: (p) => !p || permissions.includes(p),
  };
  return { host, calls };
}

let lastSearch = '';
function Where() {
  lastSearch = useLocation().search;
  return null;
}

function renderPage(def: AnyResource, permissions: string[]) {
  const mem = memoryHost(permissions);
  const router = createMemoryRouter(
    [
      {
        path: '/admin/sys/user',
        element: (
          <CrudHostProvider value={mem.host}>
            <CrudPage def={def} />
            <Where />
          </CrudHostProvider>
        ),
      },
    ],
    { initialEntries: ['/admin/sys/user'] },
  );
  render(
    <FeedbackProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FeedbackProvider>,
  );
  return mem;
}

afterEach(cleanup);

describe('CrudPage from a definition', () => {
  it('shows only the buttons the permissions allow', async () => {
    renderPage(users as AnyResource, ['sys:user:page']);
    expect(await screen.findByText('user1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
  });

  it('asks for a selection before a batch delete (请选择删除项)', async () => {
    const user = userEvent.setup();
    renderPage(users as AnyResource, ['sys:user:page', 'sys:user:delete']);
    await screen.findByText('user1');
    await user.click(screen.getByRole('button', { name: /批量删除/ }));
    // The toast's code loads on first use: on a loaded machine that takes more than a second.
    expect(await screen.findByText('请选择删除项', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('validates the form with catalogue messages and sends what was typed', async () => {
    const user = userEvent.setup();
    const mem = renderPage(users as AnyResource, ['sys:user:page', 'sys:user:save']);
    await screen.findByText('user1');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    // Username, department, password and its confirmation; the preset status is not empty.
    // antd shows each field's message as its own validation settles: wait for all four.
    await waitFor(() => expect(within(drawer).getAllByText('必填项不能为空')).toHaveLength(4));

    await user.type(within(drawer).getByLabelText('邮箱'), 'not-an-email');
    await user.type(within(drawer).getByLabelText('密码'), 'Abcdefg1');
    await user.type(within(drawer).getByLabelText('确认密码'), 'Abcdefg2');
    await user.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    expect(await within(drawer).findByText('请输入正确的邮箱')).toBeInTheDocument();
    expect(await within(drawer).findByText('确认密码与密码输入不一致')).toBeInTheDocument();
    expect(mem.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('修改 after the 新增 drawer was opened and closed shows the record, not blank fields', async () => {
    const user = userEvent.setup();
    renderPage(users as AnyResource, ['sys:user:page', 'sys:user:save', 'sys:user:update']);
    await screen.findByText('user1');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const created = await screen.findByRole('dialog');
    await user.type(within(created).getByLabelText('用户名'), 'typed');
    await user.click(within(created).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = screen.getByText('user2').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByLabelText('用户名')).toHaveValue('user2'));
    // and 新增 again starts empty, not with the edited record
    await user.click(within(drawer).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: /新增/ }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('用户名')).toHaveValue('');
  });

  it('keeps sorting in the URL and sends it to the list call', async () => {
    const user = userEvent.setup();
    const mem = renderPage(users as AnyResource, ['sys:user:page']);
    await screen.findByText('user1');
    await user.click(screen.getByRole('columnheader', { name: /用户名/ }));
    await waitFor(() => expect(lastSearch).toContain('sort=username'));
    await waitFor(() => expect(mem.calls.at(-1)?.input).toMatchObject({ sort: 'username', order: 'asc', page: 1 }));
  });
});

describe('tree helpers', () => {
  it('builds a tree from parent ids and shows half-checked parents as half', () => {
    const tree = toTree(
      [
        { id: 1, pid: 0, name: 'a' },
        { id: 2, pid: 1, name: 'b' },
        { id: 3, pid: 1, name: 'c' },
      ],
      'id',
      'pid',
    );
    expect(tree).toHaveLength(1);
    expect(tree[0]!.children).toHaveLength(2);
    const choices = [
      {
        value: 1,
        label: 'a',
        title: 'a',
        key: 1,
        children: [
          { value: 2, label: 'b', title: 'b', key: 2 },
          { value: 3, label: 'c', title: 'c', key: 3 },
        ],
      },
    ];
    expect(fullyChecked(choices, [1, 2])).toEqual([2]);
    expect(fullyChecked(choices, [1, 2, 3]).sort()).toEqual([1, 2, 3]);
  });
});
