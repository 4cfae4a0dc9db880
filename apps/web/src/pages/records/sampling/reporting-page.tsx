import { useMemo, useState } from 'react';
import { Button, Card, Col, DatePicker, Empty, Form, Row, Select, Space, Table, Typography } from 'antd';
import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { dayjs } from '../../../app/dayjs-locale';
import { useTranslation } from 'react-i18next';
import { type SamplingReport, recordsCalls } from '@app/contract';
import { call, callBlob } from '../../../api/call';
import { Chart, ChinaMap, useChinaGeo, type ChartSpec } from '../../../components/charts';
import { KpiCards } from '../../../components/stats';
import { saveBlob } from '../../../components/list';
import { RecordFrame } from '../shape/record-frame';
import { samplingPages } from '../modules/sampling';
import { useDimensionOptions, optionsOf } from '../shape/use-options';
import { exportName } from '../shape/export-name';
import { useApp } from '../../../app/use-app';
import './texts';

const month = /^\d{4}-(0[1-9]|1[0-2])$/;
const chartKind = { bar: 'hbar', line: 'line', pie: 'pie' } as const;

/** The report's choices from the URL; a report is made only when the period is complete. */
function useReportInput() {
  const [params, setParams] = useSearchParams();
  const input = useMemo(() => {
    const startMonth = params.get('startMonth') ?? '';
    const endMonth = params.get('endMonth') ?? '';
    return {
      startMonth,
      endMonth,
      province: params.get('province') ?? undefined,
      foodCategory: params.get('foodCategory') ?? undefined,
      ready: month.test(startMonth) && month.test(endMonth) && startMonth <= endMonth,
    };
  }, [params]);
  return { input, setParams };
}

function ReportView({ report }: { report: SamplingReport }) {
  const geo = useChinaGeo(report.charts.some((c) => c.kind === 'map'));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="sampling-report">
      <Typography.Title level={4} style={{ textAlign: 'center', margin: 0 }}>
        {report.title}
      </Typography.Title>
      {/* The server's labels carry the unit (a rate is already in %), so figures are shown as they come. */}
      <KpiCards items={report.kpis.map((k) => ({ key: k.key, label: k.label, value: k.value }))} />
      <Row gutter={[16, 16]}>
        {report.charts.map((c) => (
          <Col key={c.key} xs={24} lg={12}>
            {c.kind === 'map' ? (
              <ChinaMap
                title={c.title}
                geo={geo}
                rows={c.items.map((i) => ({ name: i.key, value: i.value }))}
                series={{ key: 'value', label: c.title }}
              />
            ) : (
              <Chart
                spec={
                  {
                    kind: chartKind[c.kind],
                    title: c.title,
                    categoryLabel: c.title,
                    rows: c.items.map((i) => ({ name: i.label, value: i.value })),
                    series: [{ key: 'value', label: c.title }],
                  } satisfies ChartSpec
                }
              />
            )}
          </Col>
        ))}
      </Row>
      {report.tables.map((tab) => (
        <Card key={tab.key} size="small" title={tab.title}>
          <Table
            size="small"
            rowKey={(_r, i) => String(i)}
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={tab.rows}
            columns={tab.columns.map((c) => ({ title: c.label, dataIndex: c.key, key: c.key }))}
          />
        </Card>
      ))}
    </Space>
  );
}

/** /sampleSystem/Reporting: choose a period and scope, see the report, download it as xlsx or PDF. */
export default function ReportingPage() {
  const { t, i18n } = useTranslation();
  const { message } = useApp();
  const { input, setParams } = useReportInput();
  const options = useDimensionOptions(samplingPages.def.module);
  const [busy, setBusy] = useState<'xlsx' | 'pdf' | null>(null);
  const { ready, ...body } = input;
  const q = useQuery({
    queryKey: ['records', 'sampling', 'report', body, i18n.language],
    queryFn: () => call(recordsCalls.report, body),
    enabled: ready,
  });
  const set = (change: Record<string, string | undefined>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(change)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });
  const download = async (kind: 'xlsx' | 'pdf') => {
    setBusy(kind);
    try {
      const blob = await callBlob(kind === 'xlsx' ? recordsCalls.reportXlsx : recordsCalls.reportPdf, body, {
        timeoutMs: 120_000,
      });
      saveBlob(blob, exportName(q.data?.title ?? 'report', kind));
    } finally {
      setBusy(null);
    }
  };
  return (
    <RecordFrame nav={samplingPages.def.nav} module={samplingPages.def.module}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small">
          <Form layout="inline" style={{ rowGap: 12 }}>
            <Form.Item label={t('cj.report.period')} required>
              <DatePicker.RangePicker
                picker="month"
                aria-label={t('cj.report.period')}
                placeholder={[t('rec.stat.startMonth'), t('rec.stat.endMonth')]}
                value={[
                  input.startMonth ? dayjs(`${input.startMonth}-01`) : null,
                  input.endMonth ? dayjs(`${input.endMonth}-01`) : null,
                ]}
                onChange={(v) => {
                  const a = v?.[0]?.format('YYYY-MM');
                  const b = v?.[1]?.format('YYYY-MM');
                  if (a && b && a > b) {
                    void message.warning(t('startAfterEnd'));
                    return;
                  }
                  set({ startMonth: a, endMonth: b });
                }}
              />
            </Form.Item>
            <Form.Item label={t('cj.report.province')}>
              <Select
                aria-label={t('cj.report.province')}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('cj.report.all')}
                style={{ width: 150 }}
                value={input.province}
                options={optionsOf(options.data, 'province')}
                onChange={(v?: string) => set({ province: v })}
              />
            </Form.Item>
            <Form.Item label={t('cj.report.category')}>
              <Select
                aria-label={t('cj.report.category')}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('cj.report.all')}
                style={{ width: 170 }}
                value={input.foodCategory}
                options={optionsOf(options.data, 'foodCategory')}
                onChange={(v?: string) => set({ foodCategory: v })}
              />
            </Form.Item>
            <Form.Item>
              <Space>
                <Button
                  icon={<FileExcelOutlined />}
                  disabled={!q.data}
                  loading={busy === 'xlsx'}
                  onClick={() => void download('xlsx')}
                >
                  {t('cj.report.xlsx')}
                </Button>
                <Button
                  icon={<FilePdfOutlined />}
                  disabled={!q.data}
                  loading={busy === 'pdf'}
                  onClick={() => void download('pdf')}
                >
                  {t('cj.report.pdf')}
                </Button>
              </Space>
            </Form.Item>
          </Form>
        </Card>
        {!ready ? (
          <Empty description={t('cj.report.choose')} />
        ) : q.isLoading ? (
          <Card loading />
        ) : q.data ? (
          <ReportView report={q.data} />
        ) : (
          <Empty description={t('noData')} />
        )}
      </Space>
    </RecordFrame>
  );
}
