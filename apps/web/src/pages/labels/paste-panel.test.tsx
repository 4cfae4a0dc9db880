import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { LabelResult } from '@app/contract';
import { FeedbackProvider } from '../../app/feedback-provider';
import { FeedbackBridge } from '../../app/feedback-bridge';
import { session } from '../../stores/session';
import LabelPage from './label-page';
import '../../i18n';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const result: LabelResult = {
  id: 5,
  editions: {
    today: [{ code: 'GB 7718', docNumber: 'GB 7718-2011', implementDate: '2012-04-20', held: true }],
    coming: [],
    transitionDate: null,
    day: '2026-11-28',
  },
  findings: [
    {
      key: 'missing:standardCode',
      rule: 'missing',
      subject: 'standardCode',
      group: 'must',
      message: '缺少产品标准代号',
      fix: '标示产品标准代号',
      today: { doc: 'GB 7718-2011', clause: '4.1.10', quote: '应标示产品所执行的标准代号', binding: true },
      coming: null,
    },
  ],
  additives: [],
  counts: { must: 1, from2027: 0, review: 0 },
};

let sent: { label: Record<string, unknown> }[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = String(url).split('?')[0] ?? '';
      if (path.endsWith('/comply/labels/categories')) return json({ code: 1, msg: '', data: { list: [] } });
      if (path.endsWith('/comply/labels/check')) {
        sent.push(JSON.parse(String(init.body)) as { label: Record<string, unknown> });
        return json({ code: 1, msg: '', data: result });
      }
      return json({ code: 500, msg: `unexpected ${path}`, data: null });
    }),
  );
  session.start('tok-1', { username: 'demo', customer_id: 7 });
  const router = createMemoryRouter([{ path: '/system/labelCheck', element: <LabelPage /> }], {
    initialEntries: ['/system/labelCheck'],
  });
  render(
    <FeedbackProvider>
      <FeedbackBridge />
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
}, 60_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

const box = () => screen.getByRole('textbox', { name: '粘贴标签文字' });
const mapButton = () => screen.getByRole('button', { name: /识\s*别/ });

describe('label page: paste a label text', { timeout: 60_000 }, () => {
  it('fills the form from the text, lists the lines not mapped, and checks what the user confirms', async () => {
    const user = userEvent.setup();
    await user.click(box());
    await user.paste(
      '产品名称：海苔卷\n配料：大米，海苔（5%），\n食用盐\n条形码 6901234567892\n能量 2100千焦 25%\n净含量：60克',
    );
    await user.click(mapButton());
    expect(await screen.findByText('已填入 4 项，请核对后点“核对标签”。')).toBeInTheDocument();
    expect(screen.getByText('未识别的行（1）')).toBeInTheDocument();
    expect(screen.getByText('条形码 6901234567892')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '食品名称' })).toHaveValue('海苔卷');
    expect(screen.getByRole('textbox', { name: '配料表（照标签原样）' })).toHaveValue('大米，海苔（5%），食用盐');
    expect(screen.getByRole('textbox', { name: '净含量和规格' })).toHaveValue('60克');
    // The user corrects one item before the check: the check sends the form as confirmed.
    await user.type(screen.getByRole('textbox', { name: '产品标准代号' }), 'GB/T 23596');
    await user.click(screen.getByRole('button', { name: /核对标签/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.label).toMatchObject({
      foodName: '海苔卷',
      netContent: '60克',
      standardCode: 'GB/T 23596',
      nutrition: [{ item: '能量', amount: '2100', unit: '千焦', nrv: '25%' }],
    });
    expect(await screen.findByText('缺少产品标准代号')).toBeInTheDocument();
  });

  it('says so when the text is empty, and fills nothing', async () => {
    const user = userEvent.setup();
    await user.click(mapButton());
    expect(await screen.findByText('请先粘贴标签文字。')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '食品名称' })).toHaveValue('');
  });

  it('says so when nothing could be mapped, and lists every line', async () => {
    const user = userEvent.setup();
    await user.click(box());
    await user.paste('Made with love\n6901234567892');
    await user.click(mapButton());
    expect(await screen.findByText(/未识别出任何项目/)).toBeInTheDocument();
    expect(screen.getByText('未识别的行（2）')).toBeInTheDocument();
    expect(screen.getByText('Made with love')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
