import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackProvider } from '../../app/feedback-provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ListView, useListController, type ListDefinition, type ListQuery } from './index';
import { addTexts } from '../../i18n';

// A confirmation is a text key whose {count} the list fills in.
addTexts({ 'test.removeCount': { 'zh-cn': 'Remove {count}?', en: 'Remove {count}?' } });

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));

function makeDef(
  load: (q: ListQuery) => void,
  batch: (ids: (string | number)[]) => Promise<void>,
  exported: (q: ListQuery, n: number) => void,
) {
  const def: ListDefinition<Row> = {
    id: ['test-list'],
    filters: [
      { key: 'keyword', type: 'text', label: 'Keyword' },
      { key: 'kind', type: 'chips', label: 'Kind', options: [{ value: 'a', label: 'Kind A' }] },
      { key: 'd', type: 'dateRange', label: 'Date', from: 'dFrom', to: 'dTo' },
    ],
    columns: [{ title: 'Name', dataIndex: 'name', sortKey: 'name' }],
    rowKey: (r) => r.id,
    load: async (q) => {
      load(q);
      const hit = rows.filter((r) => !q.filters.keyword || r.name.includes(q.filters.keyword));
      return {
        list: hit.slice((q.page - 1) * q.pageSize, q.page * q.pageSize),
        total: hit.length,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
    batch: [
      { key: 'fav', label: 'Favourite', run: batch },
      { key: 'unfav', label: 'Unfavourite', confirm: 'test.removeCount', run: batch },
    ],
    exportTo: { filename: 'x.xlsx', run: async (q, n) => (exported(q, n), new Blob(['x'])) },
  };
  return def;
}

function Harness({ def }: { def: ListDefinition<Row> }) {
  const ctl = useListController(def);
  const loc = useLocation();
  return (
    <>
      <output data-testid="url">{loc.search}</output>
      <ListView ctl={ctl} />
    </>
  );
}

function setup(initial = '/list?isOpen=true') {
  const load = vi.fn();
  const batch = vi.fn(async () => undefined);
  const exported = vi.fn();
  const def = makeDef(load, batch, exported);
  const router = createMemoryRouter([{ path: '/list', element: <Harness def={def} /> }], { initialEntries: [initial] });
  render(
    <FeedbackProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FeedbackProvider>,
  );
  return { load, batch, exported };
}

// jsdom has no object URLs; the download itself is the browser's business.
URL.createObjectURL ??= () => 'blob:x';
URL.revokeObjectURL ??= () => undefined;

afterEach(cleanup);

describe('generic list', () => {
  it('keeps filters and paging in the URL and keeps foreign keys', async () => {
    const user = userEvent.setup();
    const { load } = setup();
    expect(await screen.findByText('row 1')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'row 4{Enter}');
    await waitFor(() => expect(screen.getByTestId('url').textContent).toContain('keyword=row+4'));
    expect(screen.getByTestId('url').textContent).toContain('isOpen=true');
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { keyword: 'row 4' }, page: 1 })),
    );
    expect(await screen.findByText('row 40')).toBeInTheDocument();
  });

  it('reads page and filters from the URL', async () => {
    const { load } = setup('/list?page=2&pageSize=20&kind=a');
    expect(await screen.findByText('row 21')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ page: 2, pageSize: 20, filters: { kind: 'a' } }));
    expect(screen.getByRole('button', { name: 'Kind A' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a batch action without a selection, runs it with one', async () => {
    const user = userEvent.setup();
    const { batch } = setup();
    await screen.findByText('row 1');
    await user.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
    expect(batch).not.toHaveBeenCalled();
    const first = screen.getByText('row 1').closest('tr')!;
    await user.click(within(first).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Favourite' }));
    await waitFor(() => expect(batch).toHaveBeenCalledWith([1], [rows[0]]));
  });

  it('asks before an action that cannot be undone, and runs it only when confirmed', async () => {
    const user = userEvent.setup();
    const { batch } = setup();
    await screen.findByText('row 1');
    await user.click(within(screen.getByText('row 1').closest('tr')!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Unfavourite' }));
    // The count is filled in: a raw {count} placeholder fails here.
    expect(await screen.findByText(/^Remove 1\?$/, {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /取\s*消|Cancel/ }));
    await user.click(screen.getByRole('button', { name: 'Unfavourite' }));
    const dialogs = await screen.findAllByRole('dialog');
    await user.click(within(dialogs.at(-1)!).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(batch).toHaveBeenCalledWith([1], [rows[0]]));
    // The confirmed run is the only one: the cancelled question ran nothing.
    expect(batch).toHaveBeenCalledTimes(1);
  });

  it('checks the export quantity (1-1000) before exporting', async () => {
    const user = userEvent.setup();
    const { exported } = setup();
    await screen.findByText('row 1');
    await user.click(screen.getByRole('button', { name: /导出/ }));
    const box = await screen.findByRole('spinbutton', { name: '导出条数' });
    await user.clear(box);
    await user.type(box, '1001');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('请输入1-1000的正整数')).toBeInTheDocument();
    expect(exported).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, '50');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(exported).toHaveBeenCalledWith(expect.objectContaining({ page: 1 }), 50));
  });

  it('refuses a start date after the end date', async () => {
    const user = userEvent.setup();
    const { load } = setup('/list?dFrom=2025-02-01&dTo=2025-01-01');
    await screen.findByText('row 1');
    load.mockClear();
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('开始日期不能大于结束日期')).toBeInTheDocument();
  });
});
