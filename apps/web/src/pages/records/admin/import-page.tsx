import { useState } from 'react';
import { Alert, Button, Card, Select, Space, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminCalls, type OutputOf } from '@app/contract';
import { CrudPage } from '../../../components/crud/crud-page';
import { mayCall, useCrudHost } from '../../../components/crud/crud-context';
import { useApp } from '../../../app/use-app';
import { adminUpload } from '../../admin/admin-call';
import { importModuleChoices, recordImportRuns } from './import-runs';
import './import-texts';

type Preview = OutputOf<typeof adminCalls.recordsImport.preview>;
const accepted = ['xlsx', 'csv', 'txt', 'jsonl'];

/**
 * 记录导入: choose a file, read the preview (rows to write, rows rejected with their reasons),
 * confirm; the runs below keep every confirmed import. The file stays in the browser between the
 * two steps and is sent again on confirm, so the server keeps no half-done import.
 */
export default function RecordImportPage() {
  const { t, i18n } = useTranslation();
  const { message } = useApp();
  const host = useCrudHost();
  const client = useQueryClient();
  const [module, setModule] = useState('');
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<Preview>();
  const [busy, setBusy] = useState<'preview' | 'confirm'>();
  const en = i18n.language === 'en';

  const read = async (f: File) => {
    setBusy('preview');
    setPreview(undefined);
    try {
      setPreview(await adminUpload(adminCalls.recordsImport.preview, f, { module }));
      setFile(f);
    } catch {
      setFile(undefined);
    } finally {
      setBusy(undefined);
    }
  };

  const confirm = async () => {
    if (!file || !preview) return;
    setBusy('confirm');
    try {
      const run = await adminUpload(adminCalls.recordsImport.confirm, file, { module: preview.module });
      void message.success(t('records.import.done', { ...run, rejected: run.rejectedCount }));
      setPreview(undefined);
      setFile(undefined);
      await client.invalidateQueries();
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Card title={t('records.import.title')}>
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('records.import.hint')} />
        {mayCall(host, adminCalls.recordsImport.preview) && (
          <Space wrap>
            <Select
              aria-label={t('records.import.module')}
              style={{ width: 280 }}
              value={module}
              onChange={setModule}
              options={[
                { value: '', label: t('records.import.auto') },
                ...importModuleChoices.map((c) => ({ value: String(c.value), label: c.label[en ? 1 : 0] })),
              ]}
            />
            <Upload
              accept={accepted.map((x) => `.${x}`).join(',')}
              showUploadList={false}
              beforeUpload={(f) => {
                const ext = f.name.split('.').pop()?.toLowerCase() ?? '';
                if (!accepted.includes(ext)) void message.warning(t('records.import.onlyFormat'));
                else void read(f);
                return Upload.LIST_IGNORE;
              }}
            >
              <Button icon={<UploadOutlined />} loading={busy === 'preview'}>
                {t('records.import.choose')}
              </Button>
            </Upload>
          </Space>
        )}
        {preview && (
          <div style={{ marginTop: 16 }}>
            <Typography.Paragraph strong>
              {t('records.import.summary', { ...preview, rejected: preview.rejected.length })}
            </Typography.Paragraph>
            <Button
              type="primary"
              disabled={!preview.valid}
              loading={busy === 'confirm'}
              onClick={() => void confirm().catch(() => undefined)}
            >
              {t('records.import.confirm')}
            </Button>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {t('records.import.rows')}
            </Typography.Title>
            <Table
              size="small"
              rowKey={(_, i) => String(i)}
              pagination={false}
              dataSource={preview.rows}
              columns={[
                { title: t('records.import.col.title'), dataIndex: 'title', width: 200 },
                { title: t('records.import.col.date'), dataIndex: 'date', width: 120 },
                { title: t('records.import.col.detail'), dataIndex: 'detail' },
              ]}
            />
            {preview.rejected.length > 0 && (
              <>
                <Typography.Title level={5} style={{ marginTop: 16 }}>
                  {t('records.import.rejected')}
                </Typography.Title>
                <Table
                  size="small"
                  rowKey={(r) => `${r.line}`}
                  pagination={{ pageSize: 20, hideOnSinglePage: true }}
                  dataSource={preview.rejected}
                  columns={[
                    { title: t('records.import.col.line'), dataIndex: 'line', width: 80 },
                    { title: t('records.import.col.key'), dataIndex: 'key', width: 200 },
                    { title: t('records.import.col.reason'), dataIndex: 'reason' },
                  ]}
                />
              </>
            )}
          </div>
        )}
      </Card>
      {mayCall(host, recordImportRuns.calls.list) && <CrudPage def={recordImportRuns} />}
    </Space>
  );
}
