import { DataText } from '../../components/data-text';
import { Button, Card, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AreaFrame } from '../../components/area-frame';
import { BriefingView } from './briefing-view';
import { useBriefing } from './newspaper-page';
import { infoMonitorNav } from './nav';
import './briefing-texts';

/** /infoMonitor/newspaper/detail?id=: one published briefing issue. */
export default function NewspaperDetailPage() {
  const { t } = useTranslation();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const q = useBriefing(valid ? id : undefined);
  return (
    <AreaFrame
      nav={infoMonitorNav}
      title={q.data && <DataText text={q.data.title} />}
      extra={
        <Link to="/infoMonitor/newspaper/list">
          <Button>{t('im.backToList')}</Button>
        </Link>
      }
    >
      {!valid || q.isError ? (
        <Result
          status="warning"
          title={q.error instanceof Error && q.error.message ? q.error.message : t('notFound')}
        />
      ) : !q.data ? (
        <Card loading />
      ) : (
        <BriefingView briefing={q.data} />
      )}
    </AreaFrame>
  );
}
