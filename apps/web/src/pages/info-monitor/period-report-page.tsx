import { useEffect, useMemo } from 'react';
import { Card, Col, DatePicker, Flex, Result, Row, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reportsCalls, type ReportKind } from '@app/contract';
import { call } from '../../api/call';
import { dayjs } from '../../app/dayjs-locale';
import { ListView, useListController, type ListDefinition } from '../../components/list';
import { AreaFrame } from '../../components/area-frame';
import { ReportView } from './report-view';
import { ReportActions, reportTitle } from './report-actions';
import { infoMonitorNav } from './nav';
import './texts';

type Summary = Awaited<ReturnType<typeof loadList>>['list'][number];
const loadList = (kind: ReportKind, page: number, pageSize: number) =>
  call(reportsCalls.reportList, { kind, page, pageSize }, { params: { kind } });

const pickers = { day: 'date', week: 'week', month: 'month' } as const;

/** The earlier reports of one kind: a paged list, newest first. */
function useHistory(kind: ReportKind) {
  const { t } = useTranslation();
  const def = useMemo<ListDefinition<Summary>>(
    () => ({
      id: ['infoMonitor', kind, 'list'],
      rowKey: (r) => r.id,
      defaultPageSize: 10,
      load: (q) => loadList(kind, q.page, q.pageSize),
      columns: [
        {
          title: 'im.period',
          key: 'period',
          render: (_: unknown, r: Summary) => <Link to={`/infoMonitor/detail?id=${r.id}`}>{reportTitle(r, t)}</Link>,
        },
        { title: 'im.samplingFail', dataIndex: 'samplingFail', width: 110, align: 'right' },
        { title: 'im.newDocs', dataIndex: 'newDocs', width: 100, align: 'right' },
        { title: 'im.rasffChina', dataIndex: 'rasffChina', width: 130, align: 'right' },
      ],
    }),
    [kind, t],
  );
  return useListController(def);
}

/**
 * /infoMonitor/dayReport, weekReport, monthReport: the report of the chosen (default: the latest
 * finished) period, with its downloads, and the list of earlier stored reports.
 */
export function PeriodReportPage({ kind }: { kind: ReportKind }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? undefined;
  const q = useQuery({
    queryKey: ['infoMonitor', kind, 'open', date ?? 'latest', i18n.language],
    queryFn: () => call(reportsCalls.reportOpen, { kind, date }, { params: { kind }, silent: true }),
    retry: false,
  });
  const history = useHistory(kind);
  const report = q.data;
  const refetchHistory = history.result.refetch;
  // Opening a period for the first time stores its report: the list of earlier reports gains a row.
  useEffect(() => {
    if (report?.id) void refetchHistory();
  }, [report?.id, refetchHistory]);
  return (
    <AreaFrame nav={infoMonitorNav}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Space>
            <Typography.Text>{t('im.period')}</Typography.Text>
            <DatePicker
              picker={pickers[kind]}
              aria-label={t('im.period')}
              placeholder={t(kind === 'day' ? 'im.pickDay' : kind === 'week' ? 'im.pickWeek' : 'im.pickMonth')}
              value={date ? dayjs(date) : null}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
              onChange={(d) =>
                setParams((prev) => {
                  const next = new URLSearchParams(prev);
                  if (d) next.set('date', d.format('YYYY-MM-DD'));
                  else next.delete('date');
                  return next;
                })
              }
            />
          </Space>
          {report && <ReportActions report={report} />}
        </Flex>
        {q.isLoading ? (
          <Card loading />
        ) : q.isError ? (
          <Result
            status="warning"
            title={q.error instanceof Error && q.error.message ? q.error.message : t('im.loadFailed')}
          />
        ) : report ? (
          <>
            <Typography.Title level={4} style={{ textAlign: 'center', margin: 0 }}>
              {reportTitle(report, t)}
            </Typography.Title>
            <ReportView content={report.content} />
          </>
        ) : null}
        <Row>
          <Col span={24}>
            <Card size="small" title={t('im.history')}>
              <ListView ctl={history} />
            </Card>
          </Col>
        </Row>
      </Space>
    </AreaFrame>
  );
}
