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
  /** Rows the current query holds (and whether that count is an estimate), when the list knows it. */
  total?: number;
  estimated?: boolean;
}

/**
 * What the file will hold, said before it is made: 前 N 条，共 M 条 when the result holds more
 * than the rows asked for (an export that silently stopped at 100 read as the whole result).
 */
function ExportScope({
  quantity,
  total,
  estimated,
  max,
}: {
  quantity: number;
  total: number;
  estimated?: boolean;
  max: number;
}) {
  const { t } = useTranslation();
  const n = Math.min(quantity, total);
  const key = estimated ? 'list.exportScopeEstimated' : n < total ? 'list.exportScope' : 'list.exportScopeAll';
  return (
    <Typography.Paragraph data-testid="export-scope" style={{ marginBottom: 4 }}>
      {t(key, { n, total })}
      {total > max && <> {t('list.exportScopeMax', { max })}</>}
    </Typography.Paragraph>
  );
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
export function ExportButton({ run, filename, disabled, max = limits.exportQuantityMax, total, estimated }: Props) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [open, setOpen] = useState(false);
  // The whole result when it fits, else as many rows as one export may carry.
  const whole = total === undefined ? 100 : Math.max(limits.exportQuantityMin, Math.min(total, max));
  const [quantity, setQuantity] = useState<number | null>(whole);
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
      <Button
        icon={<DownloadOutlined />}
        disabled={disabled}
        onClick={() => {
          setQuantity(whole);
          setOpen(true);
        }}
      >
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
          {total !== undefined && quantity !== null && quantity > 0 && (
            <ExportScope quantity={quantity} total={total} estimated={estimated} max={max} />
          )}
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
