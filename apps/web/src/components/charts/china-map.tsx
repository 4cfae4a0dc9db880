import { useMemo } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChartRow, ChartSeries } from './chart-types';
import type { ChartOption } from './echarts-core';
import { ChartFrame } from './chart-frame';
import { ChartDataTable } from './data-table';
import { EChart } from './echart';
import { provinceEnglish, provinceLabel, shortProvince } from './provinces';
import { formatValue } from './format';
import { useSameContent } from './use-same-content';
import type { ChinaGeo } from './use-china-geo';

const mapName = 'china-provinces';

/**
 * China map of one value per province, with the same table view as every chart. When the
 * server has no map file (`geo` null) the figures still show, as the table, under a notice.
 */
export function ChinaMap(props: {
  title: string;
  rows: ChartRow[];
  series: ChartSeries;
  geo: ChinaGeo | null | undefined;
  loading?: boolean;
  height?: number;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const height = props.height ?? 420;
  // Keyed on content: inline rows from the caller must not restart the map's animation.
  const given = useSameContent(props.rows);
  const series = useSameContent(props.series);
  const geo = props.geo;
  const rows = useMemo<ChartRow[]>(
    () => given.map((r) => ({ ...r, name: provinceLabel(shortProvince(r.name), lang) })),
    [given, lang],
  );
  const option = useMemo<ChartOption | null>(() => {
    if (!geo) return null;
    const values = given.map((r) => Number(r[series.key] ?? 0));
    const max = Math.max(1, ...values);
    return {
      tooltip: {
        trigger: 'item',
        formatter: (p: unknown) => {
          const { name, value } = p as { name: string; value: unknown };
          return `${name}<br/>${series.label}: ${formatValue(Number.isFinite(value) ? value : 0, series.format, lang)}`;
        },
      },
      visualMap: {
        min: 0,
        max,
        left: 8,
        bottom: 8,
        calculable: true,
        inRange: { color: ['#EAF2FC', '#7FB0EA', '#1E6BD1', '#0B3A7A'] },
      },
      series: [
        {
          type: 'map',
          map: mapName,
          name: series.label,
          roam: false,
          // English mode relabels the provinces on the map itself.
          nameMap: lang === 'en' ? provinceEnglish : undefined,
          label: { show: false },
          emphasis: { label: { show: true } },
          data: rows.map((r) => ({ name: r.name, value: Number(r[series.key] ?? 0) })),
        },
      ],
    };
  }, [geo, given, series, rows, lang]);

  const table = () => (
    <ChartDataTable spec={{ title: props.title, rows, series: [props.series], categoryLabel: t('chart.province') }} />
  );
  const empty = rows.length === 0;
  if (props.geo === null && !props.loading) {
    return (
      <ChartFrame
        title={props.title}
        empty={empty}
        height={height}
        testId={props.testId}
        chart={() => (
          <>
            <Alert
              type="info"
              showIcon
              title={t('chart.mapUnavailable')}
              description={t('chart.mapShownAsTable')}
              style={{ marginBottom: 12 }}
            />
            {table()}
          </>
        )}
        table={table}
      />
    );
  }
  return (
    <ChartFrame
      title={props.title}
      loading={props.loading || props.geo === undefined}
      empty={empty}
      height={height}
      testId={props.testId}
      chart={() =>
        option && props.geo ? (
          <EChart option={option} height={height} label={props.title} map={{ name: mapName, geo: props.geo }} />
        ) : null
      }
      table={table}
    />
  );
}
