import { useState } from 'react';
import { App, Button, InputNumber, Modal, Form, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { exportQuantity, limits } from '@app/contract';
import { saveBlob } from './save-blob';
import './texts';

interface Props {
  run: (quantity: number) => Promise<Blob>;
  filename: string;
  disabled?: boolean;
}

/** Export button: asks how many rows (1-1000, 请输入1-1000的正整数), then downloads the xlsx. */
export function ExportButton({ run, filename, disabled }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState<number | null>(100);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    const parsed = exportQuantity.safeParse(quantity);
    if (!parsed.success) {
      setError(t('exportQuantity'));
      return;
    }
    setBusy(true);
    try {
      saveBlob(await run(parsed.data), filename);
      setOpen(false);
    } catch (e) {
      void message.error(e instanceof Error && e.message ? e.message : t('operationFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
        {t('list.export')}
      </Button>
      <Modal
        open={open}
        title={t('list.exportTitle')}
        okText={t('list.export')}
        cancelText={t('cancel')}
        confirmLoading={busy}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form layout="vertical" onFinish={() => void confirm()}>
          <Form.Item label={t('list.exportQuantity')} validateStatus={error ? 'error' : undefined} help={error}>
            <InputNumber
              aria-label={t('list.exportQuantity')}
              autoFocus
              value={quantity}
              placeholder={`${limits.exportQuantityMin}-${limits.exportQuantityMax}`}
              style={{ width: 200 }}
              onChange={(v) => {
                setQuantity(v);
                setError(undefined);
              }}
              onPressEnter={() => void confirm()}
            />
          </Form.Item>
          <Typography.Text type="secondary">{t('list.exportHint')}</Typography.Text>
        </Form>
      </Modal>
    </>
  );
}
