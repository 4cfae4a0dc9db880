import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Result, Space, Spin, Typography } from 'antd';
import { LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import './show-file-texts';

GlobalWorkerOptions.workerSrc = workerUrl;

/** A PDF drawn page by page with pdf.js (its worker parses off the main thread). */
export function PdfView({ url }: { url: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy>();
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(1.25);

  useEffect(() => {
    const task = getDocument({ url });
    task.promise.then(setDoc, () => setFailed(true));
    return () => void task.destroy();
  }, [url]);

  useEffect(() => {
    if (!doc || !canvas.current) return;
    let cancelled = false;
    let render: { cancel: () => void } | undefined;
    void doc.getPage(page).then((p) => {
      if (cancelled || !canvas.current) return;
      const viewport = p.getViewport({ scale });
      const c = canvas.current;
      c.width = viewport.width;
      c.height = viewport.height;
      const task = p.render({ canvas: c, viewport });
      render = task;
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [doc, page, scale]);

  // Arrow keys turn pages, as in any reader.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!doc) return;
      if (e.key === 'ArrowRight' || e.key === 'PageDown') setPage((p) => Math.min(doc.numPages, p + 1));
      if (e.key === 'ArrowLeft' || e.key === 'PageUp') setPage((p) => Math.max(1, p - 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doc]);

  if (failed) return <Result status="warning" title={t('showFile.failed')} />;
  if (!doc) return <Spin style={{ display: 'block', margin: 80 }} />;
  return (
    <Flex vertical align="center" gap={12}>
      <Space>
        <Button
          aria-label={t('showFile.prev')}
          icon={<LeftOutlined />}
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        />
        <Typography.Text data-testid="pdf-page">{t('showFile.page', { page, pages: doc.numPages })}</Typography.Text>
        <Button
          aria-label={t('showFile.next')}
          icon={<RightOutlined />}
          disabled={page >= doc.numPages}
          onClick={() => setPage(page + 1)}
        />
        <Button
          aria-label={t('showFile.zoomOut')}
          icon={<ZoomOutOutlined />}
          disabled={scale <= 0.5}
          onClick={() => setScale(scale - 0.25)}
        />
        <Button
          aria-label={t('showFile.zoomIn')}
          icon={<ZoomInOutlined />}
          disabled={scale >= 3}
          onClick={() => setScale(scale + 0.25)}
        />
      </Space>
      <canvas
        ref={canvas}
        style={{ boxShadow: '0 1px 6px rgba(0,0,0,.2)', maxWidth: '100%' }}
        aria-label={t('showFile.page', { page, pages: doc.numPages })}
      />
    </Flex>
  );
}
