import { Col, Row } from 'antd';
import { Chart } from '../charts/chart';
import { ChinaMap } from '../charts/china-map';
import { useChinaGeo } from '../charts/use-china-geo';
import type { StatsPanel } from './types';

/** The grid of chart cards; the map file is fetched only when a map panel is present. */
export function StatsPanels({ panels, loading }: { panels: StatsPanel[]; loading?: boolean }) {
  const hasMap = panels.some((p) => p.type === 'map');
  const geo = useChinaGeo(hasMap);
  return (
    <Row gutter={[16, 16]}>
      {panels.map((p, i) => (
        <Col key={`${p.type}-${i}`} xs={24} lg={p.wide ? 24 : 12}>
          {p.type === 'chart' ? (
            <Chart spec={p.spec} loading={loading} testId={`panel-${i}`} />
          ) : (
            <ChinaMap
              title={p.title}
              rows={p.rows}
              series={p.series}
              geo={geo}
              loading={loading}
              testId={`panel-${i}`}
            />
          )}
        </Col>
      ))}
    </Row>
  );
}
