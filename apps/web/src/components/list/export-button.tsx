import { useEffect, useState } from 'react';
import { Button, InputNumber, Modal, Form, Progress, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { exportQuantity, limits } from '@app/contract';
import { saveBlob } from './save-blob';
import { useApp } from '../use-app';
import './texts';

interface Props {
  run: (quantity: number) => Promise<Blob>;
  filename: string;
  disabled?: boolean;
  /** Most rows one export may carry: 1000 by default, 2000 for record exports. */
  max?: number;
}

/** After this long an export shows its progress (rows asked for, seconds spent). */
const progressAfterMs = 800;

/** Seconds since `busy` turned on, ticking while it stays on. */
function useElapsed(busy: boolean) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!busy) return setSeconds(0);
    const started = Date.now();
    const id = window.setInterval(() => setSeconds((Date.now() - started) / 1000), 200);
    return () => window.clearInterval(id);
  }, [busy]);
  return seconds;
}

/** Export button: asks how many rows (1-1000, 请输入1-1000的正整数, or up to `max`), then downloads the xlsx. */
export function ExportButton({ run, filename, disabled, max = limits.exportQuantityMax }: Props) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState<number | null>(100);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const elapsed = useElapsed(busy);

  const confirm = async () => {
    const parsed =
      max === limits.exportQuantityMax
        ? exportQuantity.safeParse(quantity)
        : Number.isInteger(quantity) && quantity! >= limits.exportQuantityMin && quantity! <= max
          ? { success: true as const, data: quantity! }
          : { success: false as const };
    if (!parsed.success) {
      setError(max === limits.exportQuantityMax ? t('exportQuantity') : t('list.exportQuantityMax', { max }));
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
              placeholder={`${limits.exportQuantityMin}-${max}`}
              style={{ width: 200 }}
              onChange={(v) => {
                setQuantity(v);
                setError(undefined);
              }}
              onPressEnter={() => void confirm()}
            />
          </Form.Item>
          <Typography.Text type="secondary">
            {max === limits.exportQuantityMax ? t('list.exportHint') : t('list.exportHintMax', { max })}
          </Typography.Text>
          {busy && elapsed * 1000 >= progressAfterMs && (
            // The server builds the file in one call, so the bar shows activity and time, not a guessed percentage.
            <div role="status" style={{ marginTop: 12 }}>
              <Progress percent={100} status="active" showInfo={false} />
              <Typography.Text>
                {t('list.exportProgress', { n: quantity ?? 0, s: Math.floor(elapsed) })}
              </Typography.Text>
            </div>
          )}
        </Form>
      </Modal>
    </>
  );
}
