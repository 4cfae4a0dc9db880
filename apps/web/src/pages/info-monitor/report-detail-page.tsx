import { Card, Result, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reportsCalls } from '@app/contract';
import { call } from '../../api/call';
import { AreaFrame } from '../../components/area-frame';
import { ReportView } from './report-view';
import { ReportActions, reportTitle } from './report-actions';
import { infoMonitorNav as nav } from './nav';
import './texts';

/** The stored report by id (what the scheduled job or an earlier open stored). */
export function useStoredReport() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const q = useQuery({
    queryKey: ['infoMonitor', 'detail', id],
    queryFn: () => call(reportsCalls.reportDetail, { id }, { silent: true }),
    enabled: valid,
    retry: false,
  });
  return { q, valid };
}

/** /infoMonitor/detail?id=: one stored report inside the shell. */
export default function ReportDetailPage() {
  const { t } = useTranslation();
  const { q, valid } = useStoredReport();
  return (
    <AreaFrame
      nav={nav}
      title={q.data ? reportTitle(q.data, t) : undefined}
      extra={q.data && <ReportActions report={q.data} />}
    >
      {!valid || q.isError ? (
        <Result
          status="warning"
          title={q.error instanceof Error && q.error.message ? q.error.message : t('notFound')}
        />
      ) : q.isLoading || !q.data ? (
        <Card loading />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {t('im.generatedAt')}: {q.data.generatedAt.slice(0, 10)}
          </Typography.Text>
          <ReportView content={q.data.content} />
        </Space>
      )}
    </AreaFrame>
  );
}
