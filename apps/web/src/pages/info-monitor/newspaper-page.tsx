import { Button, Card, Empty, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reportsCalls } from '@app/contract';
import { call } from '../../api/call';
import { DataText } from '../../components/data-text';
import { AreaFrame } from '../../components/area-frame';
import { BriefingView } from './briefing-view';
import { infoMonitorNav } from './nav';
import './briefing-texts';

/** One published issue by id (the detail page, and the latest issue on /infoMonitor/newspaper). */
export function useBriefing(id: number | undefined) {
  return useQuery({
    queryKey: ['infoMonitor', 'briefing', id],
    queryFn: () => call(reportsCalls.briefingDetail, { id: id! }, { silent: true }),
    enabled: !!id && Number.isInteger(id) && id > 0,
    retry: false,
  });
}

const allIssues = (label: string) => (
  <Link to="/infoMonitor/newspaper/list">
    <Button>{label}</Button>
  </Link>
);

/** /infoMonitor/newspaper: the latest published briefing, with the way to earlier issues. */
export default function NewspaperPage() {
  const { t } = useTranslation();
  const latest = useQuery({
    queryKey: ['infoMonitor', 'briefings', 'latest'],
    queryFn: () => call(reportsCalls.briefingList, { page: 1, pageSize: 1 }, { silent: true }),
    retry: false,
  });
  const id = latest.data?.list[0]?.id;
  const issue = useBriefing(id);
  const failed = latest.error ?? issue.error;
  return (
    <AreaFrame
      nav={infoMonitorNav}
      title={issue.data && <DataText text={issue.data.title} />}
      extra={allIssues(t('im.allIssues'))}
    >
      {failed ? (
        <Result
          status="warning"
          title={failed instanceof Error && failed.message ? failed.message : t('im.loadFailed')}
        />
      ) : latest.isLoading || (id && !issue.data) ? (
        <Card loading />
      ) : !id ? (
        <Empty description={t('im.noBriefing')} />
      ) : (
        issue.data && <BriefingView briefing={issue.data} />
      )}
    </AreaFrame>
  );
}
