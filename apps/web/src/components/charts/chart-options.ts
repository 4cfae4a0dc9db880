import type { ChartOption } from './echarts-core';
import type { ChartSpec } from './chart-types';
import { formatValue } from './format';

/** Width of the names beside horizontal bars; a longer name wraps onto more lines. */
const hbarLabelWidth = 160;
const hbarLineHeight = 14;

/**
 * The height a chart needs: a horizontal bar chart gives each row room for its name's lines
 * (wrapped names of neighbouring rows lay over each other at a fixed height), at most three.
 */
export function chartHeight(spec: ChartSpec, height: number): number {
  if (spec.kind !== 'hbar') return height;
  // About 6.5 px a Latin character and 12 px a Han one at the axis' 12 px font.
  const width = (name: string) =>
    [...name].reduce((w, ch) => w + (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 12 : 6.5), 0);
  const lines = Math.max(1, ...spec.rows.map((r) => Math.min(3, Math.ceil(width(r.name) / hbarLabelWidth))));
  const row = Math.max(22, lines * hbarLineHeight + 8);
  return Math.max(height, spec.rows.length * row + 48);
}

const palette = ['#1E6BD1', '#F08A24', '#2BA471', '#D54941', '#8E56DD', '#13A8A8', '#E5B80B', '#5B6B80'];

/**
 * Builds the ECharts option of a chart spec. Kept pure (no DOM) so the mapping from data to
 * drawing is tested without a browser.
 */
export function buildChartOption(spec: ChartSpec, lang: string): ChartOption {
  const names = spec.rows.map((r) => r.name);
  const fmt = (key: string) => spec.series.find((s) => s.key === key)?.format;
  if (spec.kind === 'pie') {
    const s = spec.series[0];
    return {
      color: palette,
      tooltip: {
        trigger: 'item',
        valueFormatter: (v) => formatValue(v, s?.format, lang),
      },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: s?.label ?? '',
          radius: ['35%', '65%'],
          center: ['50%', '45%'],
          data: spec.rows.map((r) => ({ name: r.name, value: Number(r[s?.key ?? ''] ?? 0) })),
          // Whole names beside the slices, on two lines where they are long.
          label: { formatter: '{b}: {d}%', width: 160, overflow: 'break' as const },
        },
      ],
    };
  }
  const horizontal = spec.kind === 'hbar';
  const category = {
    type: 'category' as const,
    data: horizontal ? [...names].reverse() : names,
    // A name beside a horizontal bar wraps onto a second line instead of being cut
    // ("Dehydroacetic acid and its ..."): the reader needs the whole hazard or category.
    axisLabel: horizontal
      ? { width: hbarLabelWidth, overflow: 'break' as const, interval: 0, lineHeight: hbarLineHeight }
      : { width: 80, overflow: 'truncate' as const, interval: 'auto' as const },
  };
  const value = { type: 'value' as const };
  const valueLabels = spec.kind !== 'stack' && spec.series.length === 1 && spec.rows.length <= 30;
  return {
    color: palette,
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v) => formatValue(v, spec.series.length === 1 ? spec.series[0]?.format : undefined, lang),
    },
    legend: spec.series.length > 1 ? { type: 'scroll', top: 0 } : undefined,
    grid: {
      left: 8,
      right: 24,
      top: spec.series.length > 1 ? 32 : 16,
      bottom: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? category : value,
    series: spec.series.map((s) => {
      const data = spec.rows.map((r) => Number(r[s.key] ?? 0));
      return spec.kind === 'line'
        ? { type: 'line' as const, name: s.label, data, smooth: false, showSymbol: data.length < 40 }
        : {
            type: 'bar' as const,
            name: s.label,
            data: horizontal ? [...data].reverse() : data,
            stack: spec.kind === 'stack' ? 'total' : undefined,
            barMaxWidth: 28,
            // One series of a few bars reads best with its numbers on the bars (a count per category).
            label: valueLabels
              ? {
                  show: true,
                  position: horizontal ? ('right' as const) : ('top' as const),
                  formatter: (p: { value: unknown }) => formatValue(p.value, fmt(s.key), lang),
                }
              : undefined,
            tooltip: { valueFormatter: (v: unknown) => formatValue(v, fmt(s.key), lang) },
          };
    }),
  };
}
