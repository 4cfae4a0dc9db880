import EChartsReactCore from 'echarts-for-react/esm/core';
import { echarts, type ChartOption } from './echarts-core';

/** The one place the ECharts React binding is used, always with the tree-shaken core. */
export function EChart({ option, height, label }: { option: ChartOption; height: number; label: string }) {
  return (
    <div role="img" aria-label={label} style={{ height }}>
      <EChartsReactCore echarts={echarts} option={option} notMerge lazyUpdate style={{ height, width: '100%' }} />
    </div>
  );
}
