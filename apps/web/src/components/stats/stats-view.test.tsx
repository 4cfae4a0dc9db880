import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackProvider } from '../../app/feedback-provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { StatsView } from './stats-view';
import type { StatsDefinition } from './types';

type Data = { total: number; fail: number; byHazard: { name: string; value: number }[] };

/** The figures a definition's loader computes from its filters (a real function, no server). */
const data = (filters: Record<string, string>): Data =>
  filters.level === 'national'
    ? { total: 10, fail: 1, byHazard: [{ name: '铅', value: 1 }] }
    : {
        total: 40,
        fail: 4,
        byHazard: [
          { name: '铅', value: 3 },
          { name: '镉', value: 1 },
        ],
      };

const calls: Record<string, string>[] = [];
const def: StatsDefinition<Data> = {
  id: ['test-stats'],
  filters: [{ key: 'level', type: 'select', label: '级别', options: [{ value: 'national', label: '国家级' }] }],
  load: async (f) => {
    calls.push(f);
    return data(f);
  },
  kpis: (d) => [
    { key: 'total', label: '抽检批次', value: d.total },
    { key: 'rate', label: '不合格率', value: d.fail / d.total, format: 'percent' },
  ],
  panels: (d) => [
    {
      type: 'chart',
      spec: {
        kind: 'hbar',
        title: '不合格项目',
        categoryLabel: '项目',
        rows: d.byHazard,
        series: [{ key: 'value', label: '批次' }],
      },
    },
  ],
};

function Where() {
  return <span data-testid="where">{useLocation().search}</span>;
}

describe('StatsView', () => {
  it('shows KPI cards and charts from the loaded figures, and refilters through the URL', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FeedbackProvider>
          <MemoryRouter initialEntries={['/stats']}>
            <Routes>
              <Route
                path="/stats"
                element={
                  <>
                    <StatsView def={def} />
                    <Where />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </FeedbackProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('40')).toBeInTheDocument();
    expect(screen.getByText('10.0%')).toBeInTheDocument();
    const chart = screen.getByRole('region', { name: '不合格项目' });
    await user.click(within(chart).getByText('表格'));
    expect(within(chart).getByRole('cell', { name: '镉' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '级别' }));
    await user.click(await screen.findByTitle('国家级'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('10')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('level=national');
    expect(calls.at(-1)).toEqual({ level: 'national' });
  });
});
