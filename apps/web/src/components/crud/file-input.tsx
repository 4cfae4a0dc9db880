import { useState } from 'react';
import { Button, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CallRoute } from '@app/contract';
import { useCrudHost } from './crud-context';
import { addTexts } from '../../i18n';

addTexts({
  'crud.file.choose': { 'zh-cn': '上传文件', en: 'Upload a file' },
  'crud.file.none': { 'zh-cn': '尚未上传', en: 'Nothing uploaded yet' },
});

interface Props {
  id?: string;
  label: string;
  value?: string;
  onChange?: (v: string) => void;
  disabled?: boolean;
  upload: CallRoute;
  accept?: string;
}

/** A stored file: the upload call stores it and answers `{ url, name }`; the field keeps the url. */
export function FileInput({ id, label, value, onChange, disabled, upload, accept }: Props) {
  const { t } = useTranslation();
  const host = useCrudHost();
  const [name, setName] = useState<string>();
  return (
    <Space id={id} wrap>
      <Upload
        accept={accept}
        showUploadList={false}
        disabled={disabled}
        customRequest={({ file, onSuccess, onError }) => {
          host
            .upload(upload, file as File)
            .then((answer) => {
              const a = answer as { url: string; name?: string };
              setName(a.name ?? (file as File).name);
              onChange?.(a.url);
              onSuccess?.(answer);
            })
            .catch((e: Error) => onError?.(e));
        }}
      >
        <Button icon={<UploadOutlined />} aria-label={`${t('crud.file.choose')}: ${label}`} disabled={disabled}>
          {t('crud.file.choose')}
        </Button>
      </Upload>
      {value ? (
        <Typography.Link href={value} target="_blank" rel="noopener noreferrer">
          {name ?? value.split('/').pop()}
        </Typography.Link>
      ) : (
        <Typography.Text type="secondary">{t('crud.file.none')}</Typography.Text>
      )}
    </Space>
  );
}
