import { useState } from 'react';
import { Button, Space } from 'antd';
import { FilePdfOutlined, FileWordOutlined, PrinterOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reportsCalls, type StoredReport } from '@app/contract';
import { callBlob } from '../../api/call';
import { saveBlob } from '../../components/list';
import './texts';

export const reportTitle = (r: Pick<StoredReport, 'kind' | 'periodStart' | 'periodEnd'>, t: (k: string) => string) =>
  `${t(`im.kind.${r.kind}`)} ${r.periodStart === r.periodEnd ? r.periodStart : `${r.periodStart} ~ ${r.periodEnd}`}`;

/** Download as PDF or Word, and the printable page (outside the shell). */
export function ReportActions({ report }: { report: StoredReport }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'pdf' | 'docx' | null>(null);
  const download = async (format: 'pdf' | 'docx') => {
    setBusy(format);
    try {
      const blob = await callBlob(reportsCalls.reportDownload, { id: report.id, format }, { timeoutMs: 120_000 });
      saveBlob(blob, `${reportTitle(report, t).replace(/[\s~]+/g, '_')}.${format}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space wrap>
      <Button icon={<FilePdfOutlined />} loading={busy === 'pdf'} onClick={() => void download('pdf')}>
        {t('im.pdf')}
      </Button>
      <Button icon={<FileWordOutlined />} loading={busy === 'docx'} onClick={() => void download('docx')}>
        {t('im.docx')}
      </Button>
      <Link to={`/infoMonitor/report/detail?id=${report.id}`} target="_blank">
        <Button icon={<PrinterOutlined />}>{t('im.print')}</Button>
      </Link>
    </Space>
  );
}
