import { useMemo, useState } from 'react';
import { Button, Card, Col, DatePicker, Flex, Form, InputNumber, Result, Row, Segmented, Select, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dayjs } from '../../../app/dayjs-locale';
import { useTranslation } from 'react-i18next';
import type { CrossTab } from '@app/contract';
import { Chart, type ChartSpec } from '../../../components/charts';
import { saveBlob } from '../../../components/list';
import type { RecordModuleLike, RecordPagesDef } from './types';
import { recordsApi } from './records-api';
import { useStatsParams } from './stats-params';
import { CrossTabTable } from './cross-tab-table';
import { useDimensionOptions, optionsOf } from './use-options';
import { useLang, pick } from './lang';
import { exportName } from './export-name';
import { useApp } from '../../../app/use-app';

/** At most this many column series are drawn; the table shows them all. */
const maxSeries = 8;

function charts(
  tab: CrossTab,
  rowsLabel: string,
  measureLabel: string,
  byPeriod: boolean,
  t: (k: string, o?: Record<string, unknown>) => string,
): ChartSpec[] {
  const totals: ChartSpec = {
    kind: 'hbar',
    title: t('rec.stat.chart', { rows: rowsLabel, measure: measureLabel }),
    categoryLabel: rowsLabel,
    rows: tab.rows.map((r) => ({ name: r.label, value: r.total })),
    series: [{ key: 'value', label: measureLabel }],
  };
  if (byPeriod) {
    return [
      totals,
      {
        kind: 'line',
        title: measureLabel,
        categoryLabel: t('rec.stat.period'),
        rows: tab.columns.map((c, i) => ({ name: c.label, value: tab.totals[i] ?? 0 })),
        series: [{ key: 'value', label: measureLabel }],
      },
    ];
  }
  const shown = tab.columns.slice(0, maxSeries);
  return [
    totals,
    {
      kind: 'stack',
      title: `${rowsLabel} × ${measureLabel}`,
      categoryLabel: rowsLabel,
      rows: tab.rows
        .slice(0, 15)
        .map((r) => ({ name: r.label, ...Object.fromEntries(shown.map((c, i) => [`c${i}`, r.values[i] ?? 0])) })),
      series: shown.map((c, i) => ({ key: `c${i}`, label: c.label })),
    },
  ];
}

/**
 * Cross-tab statistics of a module: a dimension by another dimension or by period, one
 * measure, the top N rows, month range and dimension filters; charts, the table and its export.
 */
export function RecordStatsBody<M extends RecordModuleLike>({ def }: { def: RecordPagesDef<M> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = useApp();
  const spec = def.module.spec;
  const api = useMemo(() => recordsApi(def.module), [def.module]);
  const options = useDimensionOptions(def.module);
  const { input, update } = useStatsParams(def);
  const [busy, setBusy] = useState(false);
  const q = useQuery({
    queryKey: ['records', spec.name, 'statistics', input, lang],
    queryFn: () => api.statistics(input),
    placeholderData: keepPreviousData,
  });

  const dimLabel = (d: string) => pick(spec.dimensions[d], lang);
  const rowsLabel = dimLabel(input.rows);
  const measureLabel = pick(spec.measures[input.measure ?? ''], lang);
  const byPeriod = input.cols === 'period';
  const money = /amount|compensation|confiscated/i.test(input.measure ?? '');

  const setMonths = (from?: string, to?: string) => {
    if (from && to && from > to) {
      void message.warning(t('startAfterEnd'));
      return;
    }
    update({ startMonth: from, endMonth: to });
  };
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await api.statisticsExport(input), exportName(`${pick(spec.title, lang)}-${rowsLabel}`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Form layout="inline" style={{ rowGap: 12 }}>
          <Form.Item label={t('rec.stat.rows')}>
            <Select
              aria-label={t('rec.stat.rows')}
              style={{ width: 150 }}
              value={input.rows}
              options={def.module.dimensions.map((d) => ({ value: d, label: dimLabel(d) }))}
              onChange={(v) => update({ rows: v, cols: input.cols === v ? 'period' : input.cols })}
            />
          </Form.Item>
          <Form.Item label={t('rec.stat.cols')}>
            <Select
              aria-label={t('rec.stat.cols')}
              style={{ width: 150 }}
              value={input.cols}
              options={[
                { value: 'period', label: t('rec.stat.byPeriod') },
                ...def.module.dimensions.filter((d) => d !== input.rows).map((d) => ({ value: d, label: dimLabel(d) })),
              ]}
              onChange={(v) => update({ cols: v })}
            />
          </Form.Item>
          {byPeriod && (
            <Form.Item label={t('rec.stat.period')}>
              <Segmented
                value={input.period}
                onChange={(v) => update({ period: v })}
                options={(['year', 'quarter', 'month'] as const).map((p) => ({ value: p, label: t(`rec.stat.${p}`) }))}
              />
            </Form.Item>
          )}
          <Form.Item label={t('rec.stat.measure')}>
            <Select
              aria-label={t('rec.stat.measure')}
              style={{ width: 170 }}
              value={input.measure}
              options={def.module.measureKeys.map((k) => ({ value: k, label: pick(spec.measures[k], lang) }))}
              onChange={(v) => update({ measure: v })}
            />
          </Form.Item>
          <Form.Item label={t('rec.stat.limit')}>
            <InputNumber
              aria-label={t('rec.stat.limit')}
              min={1}
              max={100}
              precision={0}
              value={input.limit}
              style={{ width: 80 }}
              onChange={(v) => v && update({ limit: v })}
            />
          </Form.Item>
          <Form.Item label={t('rec.stat.months')}>
            <DatePicker.RangePicker
              picker="month"
              aria-label={t('rec.stat.months')}
              allowEmpty={[true, true]}
              placeholder={[t('rec.stat.startMonth'), t('rec.stat.endMonth')]}
              value={[
                input.startMonth ? dayjs(`${input.startMonth}-01`) : null,
                input.endMonth ? dayjs(`${input.endMonth}-01`) : null,
              ]}
              onChange={(v) => setMonths(v?.[0]?.format('YYYY-MM'), v?.[1]?.format('YYYY-MM'))}
            />
          </Form.Item>
          {def.module.dimensions.map((d) => (
            <Form.Item key={d} label={dimLabel(d)}>
              <Select
                aria-label={dimLabel(d)}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                style={{ width: 150 }}
                placeholder={t('list.all')}
                value={(input[d] as string | undefined) ?? undefined}
                options={optionsOf(options.data, d)}
                onChange={(v?: string) => update({ [d]: v })}
              />
            </Form.Item>
          ))}
          <Form.Item>
            <Button
              icon={<DownloadOutlined />}
              loading={busy}
              disabled={!q.data || q.data.rows.length === 0}
              onClick={() => void download()}
            >
              {t('rec.stat.export')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {q.isError && !q.data ? (
        <Result
          status="warning"
          title={q.error instanceof Error && q.error.message ? q.error.message : t('list.loadFailed')}
        />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {(q.data ? charts(q.data, rowsLabel, measureLabel, byPeriod, t) : []).map((c, i) => (
              // A long top list (the 30 risk factors) takes the full width, and so does its partner.
              <Col key={i} xs={24} lg={(q.data?.rows.length ?? 0) > 15 ? 24 : 12}>
                <Chart spec={c} loading={q.isFetching && !q.data} height={360} testId={`stats-chart-${i}`} />
              </Col>
            ))}
          </Row>
          <Card size="small" title={t('rec.stat.table')} loading={!q.data && q.isFetching}>
            {q.data && (
              <Flex vertical>
                <CrossTabTable tab={q.data} rowsLabel={rowsLabel} money={money} />
              </Flex>
            )}
          </Card>
        </>
      )}
    </Space>
  );
}
