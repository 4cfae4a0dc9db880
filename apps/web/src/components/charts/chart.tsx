import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSpec } from './chart-types';
import { buildChartOption, chartHeight } from './chart-options';
import { ChartFrame } from './chart-frame';
import { ChartDataTable } from './data-table';
import { EChart } from './echart';
import { useSameContent } from './use-same-content';

/** A titled chart with a table view and an empty state. */
export function Chart({
  spec: given,
  loading,
  height = 300,
  testId,
}: {
  spec: ChartSpec;
  loading?: boolean;
  height?: number;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const spec = useSameContent(given);
  const option = useMemo(() => buildChartOption(spec, i18n.language), [spec, i18n.language]);
  // A long top list (30 risk factors) or long names get the height their labels need.
  const h = chartHeight(spec, height);
  const empty = spec.rows.length === 0 || spec.rows.every((r) => spec.series.every((s) => !Number(r[s.key] ?? 0)));
  return (
    <ChartFrame
      title={spec.title}
      loading={loading}
      empty={empty}
      height={h}
      testId={testId}
      chart={() => <EChart option={option} height={h} label={spec.title} />}
      table={() => <ChartDataTable spec={spec} />}
    />
  );
}
