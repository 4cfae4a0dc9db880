import EChartsReactCore from 'echarts-for-react/esm/core';
import { echarts, type ChartOption } from './echarts-core';

/** A map's shapes, registered with ECharts (which keeps maps globally) before the chart that uses it. */
export interface ChartMap {
  name: string;
  geo: unknown;
}

const registered = new Map<string, unknown>();

/** The one place the ECharts React binding is used, always with the tree-shaken core; loaded by `EChart` when a chart is shown. */
export default function EChartView({ option, height, map }: { option: ChartOption; height: number; map?: ChartMap }) {
  if (map && registered.get(map.name) !== map.geo) {
    echarts.registerMap(map.name, map.geo as Parameters<typeof echarts.registerMap>[1]);
    registered.set(map.name, map.geo);
  }
  return <EChartsReactCore echarts={echarts} option={option} notMerge lazyUpdate style={{ height, width: '100%' }} />;
}
