import { useState, type ReactNode } from 'react';
import { Card, Empty, Segmented, Spin } from 'antd';
import { BarChartOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './texts';

export type ChartView = 'chart' | 'table';

/**
 * The card every chart sits in: title, the chart/table toggle, loading and empty states.
 * The caller renders the chart and the table; the frame only decides which one shows.
 */
export function ChartFrame(props: {
  title: string;
  loading?: boolean;
  empty: boolean;
  height: number;
  chart: () => ReactNode;
  table: () => ReactNode;
  extra?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<ChartView>('chart');
  return (
    <Card
      size="small"
      title={props.title}
      data-testid={props.testId}
      role="region"
      aria-label={props.title}
      extra={
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          {props.extra}
          <Segmented<ChartView>
            size="small"
            aria-label={t('chart.viewToggle')}
            value={view}
            onChange={setView}
            options={[
              { value: 'chart', icon: <BarChartOutlined />, label: t('chart.viewChart') },
              { value: 'table', icon: <TableOutlined />, label: t('chart.viewTable') },
            ]}
          />
        </span>
      }
    >
      {props.loading ? (
        <div style={{ height: props.height, display: 'grid', placeItems: 'center' }}>
          <Spin />
        </div>
      ) : props.empty ? (
        <div style={{ minHeight: props.height, display: 'grid', placeItems: 'center' }}>
          <Empty description={t('noData')} />
        </div>
      ) : view === 'chart' ? (
        <div style={{ height: props.height }}>{props.chart()}</div>
      ) : (
        <div style={{ minHeight: props.height }}>{props.table()}</div>
      )}
    </Card>
  );
}
