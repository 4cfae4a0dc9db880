import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { ChartOption } from './echarts-core';
import type { ChartMap } from './echart-view';

/**
 * ECharts is a large library: it loads when the first chart is shown, not with the shell that
 * every page after login loads.
 */
const EChartView = lazy(() => import('./echart-view'));

export function EChart({
  option,
  height,
  label,
  map,
}: {
  option: ChartOption;
  height: number;
  label: string;
  map?: ChartMap;
}) {
  return (
    <div role="img" aria-label={label} style={{ height }}>
      <Suspense fallback={<Spin style={{ display: 'block', paddingTop: height / 2 - 12 }} />}>
        <EChartView option={option} height={height} map={map} />
      </Suspense>
    </div>
  );
}
