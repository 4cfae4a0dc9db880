import { Button, Result, Spin, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ReportView } from './report-view';
import { reportTitle } from './report-actions';
import { useStoredReport } from './report-detail-page';
import './texts';
import './print.css';

/** /infoMonitor/report/detail?id=: the printable report, outside the shell (no menu, links as plain figures). */
export default function ReportPrintPage() {
  const { t } = useTranslation();
  const { q, valid } = useStoredReport();
  if (!valid || q.isError)
    return (
      <Result status="warning" title={q.error instanceof Error && q.error.message ? q.error.message : t('notFound')} />
    );
  if (!q.data) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <div className="im-print">
      <Button
        className="im-no-print"
        icon={<PrinterOutlined />}
        onClick={() => window.print()}
        style={{ float: 'right' }}
      >
        {t('im.printNow')}
      </Button>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>
        {reportTitle(q.data, t)}
      </Typography.Title>
      <ReportView content={q.data.content} printable />
    </div>
  );
}
