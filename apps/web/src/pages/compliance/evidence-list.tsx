import { Button, List, Upload } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { complianceCalls } from '@app/contract';
import { callBlob } from '../../api/call';
import { saveBlob } from '../../components/list';
import { useApp } from '../../app/use-app';
import { uploadFile } from '../library/novelty/upload';

export interface EvidenceRow {
  id: number;
  name: string;
  size: number;
  createdAt: string;
  memberName: string | null;
}

const accepted = ['pdf', 'jpg', 'jpeg', 'png', 'xlsx', 'docx', 'txt'];

/** Evidence files of an item or a task: upload through the file storage, download checked by customer. */
export function EvidenceList({
  files,
  target,
  onChange,
}: {
  files: readonly EvidenceRow[];
  target: { itemId?: number; taskId?: number };
  onChange: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [busy, setBusy] = useState(false);
  const send = async (file: File) => {
    setBusy(true);
    try {
      const fields = Object.fromEntries(Object.entries(target).map(([k, v]) => [k, String(v)]));
      await uploadFile(complianceCalls.uploadEvidence, file, fields, {});
      void message.success(t('operationSuccess'));
      await onChange();
    } catch (e) {
      void message.warning(e instanceof Error && e.message ? e.message : t('operationFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Upload
        accept={accepted.map((e) => `.${e}`).join(',')}
        showUploadList={false}
        beforeUpload={(f) => {
          if (!accepted.includes(f.name.split('.').pop()?.toLowerCase() ?? ''))
            void message.warning(t('onlyFormat', { format: accepted.join('/') }));
          else void send(f);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('cmp.upload')}
        </Button>
      </Upload>
      <List
        size="small"
        dataSource={[...files]}
        locale={{ emptyText: t('noData') }}
        renderItem={(f) => (
          <List.Item>
            <Button
              type="link"
              icon={<PaperClipOutlined />}
              onClick={() => void callBlob(complianceCalls.evidenceFile, { id: f.id }).then((b) => saveBlob(b, f.name))}
            >
              {f.name}
            </Button>
            <span>
              {f.memberName ?? ''} {f.createdAt.slice(0, 10)}
            </span>
          </List.Item>
        )}
      />
    </>
  );
}
