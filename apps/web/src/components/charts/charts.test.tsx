import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackProvider } from '../../app/feedback-provider';
import { i18n } from '../../i18n';
import { formatValue } from './format';
import { buildChartOption, chartHeight } from './chart-options';
import { Chart } from './chart';
import { ChinaMap } from './china-map';
import { provinceLabel, shortProvince } from './provinces';
import type { ChartSpec } from './chart-types';

const spec: ChartSpec = {
  kind: 'bar',
  title: '不合格趋势',
  categoryLabel: '月份',
  rows: [
    { name: '2025-01', fail: 3, total: 40 },
    { name: '2025-02', fail: 5, total: 52 },
  ],
  series: [
    { key: 'fail', label: '不合格' },
    { key: 'total', label: '总数' },
  ],
};

describe('chart options', () => {
  it('gives each row of a horizontal bar chart room for its wrapped name (neighbours overlapped)', () => {
    const hbar = (names: string[]): ChartSpec => ({
      ...spec,
      kind: 'hbar',
      rows: names.map((name) => ({ name, fail: 1 })),
    });
    const short = Array.from({ length: 10 }, (_, i) => `Hazard ${i}`);
    expect(chartHeight(hbar(short), 300)).toBe(300);
    const long = [...short.slice(1), 'Dehydroacetic acid and its sodium salt (as dehydroacetic acid)'];
    // Three lines of 14 px and a gap for each of the ten rows, and the axes.
    expect(chartHeight(hbar(long), 300)).toBe(10 * (3 * 14 + 8) + 48);
    expect(chartHeight({ ...spec, kind: 'line' }, 300)).toBe(300);
  });

  it('draws one series per value column over the categories', () => {
    const o = buildChartOption(spec, 'zh-cn') as {
      xAxis: { data: string[] };
      series: { type: string; data: number[]; name: string }[];
    };
    expect(o.xAxis.data).toEqual(['2025-01', '2025-02']);
    expect(o.series.map((s) => [s.type, s.name, s.data])).toEqual([
      ['bar', '不合格', [3, 5]],
      ['bar', '总数', [40, 52]],
    ]);
  });
  it('puts the largest of a top list at the top of a horizontal bar', () => {
    const o = buildChartOption({ ...spec, kind: 'hbar', series: [spec.series[0]!] }, 'en') as {
      yAxis: { data: string[] };
      series: { data: number[] }[];
    };
    expect(o.yAxis.data).toEqual(['2025-02', '2025-01']);
    expect(o.series[0]!.data).toEqual([5, 3]);
  });
  it('writes the value on each bar of a single series (the category chart of a library home)', () => {
    const o = buildChartOption({ ...spec, kind: 'hbar', series: [spec.series[0]!] }, 'en') as {
      series: { label?: { show: boolean; formatter: (p: { value: unknown }) => string } }[];
    };
    expect(o.series[0]!.label?.show).toBe(true);
    expect(o.series[0]!.label?.formatter({ value: 1234 })).toBe(formatValue(1234, undefined, 'en'));
  });
  it('makes a pie of the first series', () => {
    const o = buildChartOption({ ...spec, kind: 'pie' }, 'zh-cn') as {
      series: { data: { name: string; value: number }[] }[];
    };
    expect(o.series[0]!.data).toEqual([
      { name: '2025-01', value: 3 },
      { name: '2025-02', value: 5 },
    ]);
  });
});

describe('provinces', () => {
  it('shortens full names to the map names and translates them', () => {
    expect(shortProvince('广西壮族自治区')).toBe('广西');
    expect(shortProvince('北京市')).toBe('北京');
    expect(shortProvince('新疆维吾尔自治区')).toBe('新疆');
    expect(shortProvince('香港特别行政区')).toBe('香港');
    expect(provinceLabel('广东省', 'en')).toBe('Guangdong');
    expect(provinceLabel('广东', 'zh-cn')).toBe('广东');
  });
});

describe('Chart', () => {
  it('toggles to a table with the same figures, in both languages', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    render(
      <FeedbackProvider>
        <Chart spec={spec} />
      </FeedbackProvider>,
    );
    const region = screen.getByRole('region', { name: '不合格趋势' });
    expect(within(region).getByRole('img', { name: '不合格趋势' })).toBeInTheDocument();
    await user.click(within(region).getByText('Table'));
    const table = within(region).getByRole('table');
    expect(within(table).getByText('2025-02')).toBeInTheDocument();
    expect(within(table).getByText('52')).toBeInTheDocument();
    await i18n.changeLanguage('zh-cn');
    expect(await within(region).findByText('图表')).toBeInTheDocument();
  });
  it('shows the empty state when every value is zero', () => {
    render(<Chart spec={{ ...spec, rows: [{ name: 'x', fail: 0, total: 0 }] }} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});

describe('ChinaMap', () => {
  it('without a map file says so and still shows the figures by province', async () => {
    await i18n.changeLanguage('en');
    render(
      <ChinaMap
        title="Failures"
        geo={null}
        rows={[{ name: '广东省', fail: 7 }]}
        series={{ key: 'fail', label: 'Failures' }}
      />,
    );
    expect(screen.getByText(/Map data unavailable/)).toBeInTheDocument();
    expect(screen.getByText('Guangdong')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    await i18n.changeLanguage('zh-cn');
  });
});
