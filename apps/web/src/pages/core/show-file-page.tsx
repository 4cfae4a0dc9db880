import { useSearchParams } from 'react-router';
import { Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import './show-file-texts';

// pdf.js is large: loaded only when a PDF is shown.
const PdfView = lazy(() => import('./show-file-pdf').then((m) => ({ default: m.PdfView })));

/** Only files of this site: a viewer that fetched any URL would be an open proxy for the page. */
export const sameSiteUrl = (raw: string | null): string | undefined => {
  if (!raw) return undefined;
  try {
    const u = new URL(raw, window.location.origin);
    return u.origin === window.location.origin && (u.protocol === 'http:' || u.protocol === 'https:')
      ? u.pathname + u.search
      : undefined;
  } catch {
    return undefined;
  }
};

export const fileKind = (type: string | null, url: string): 'pdf' | 'html' | 'other' => {
  if (type === 'pdf' || type === 'html') return type;
  const path = url.split('?')[0]!.toLowerCase();
  if (path.endsWith('.pdf')) return 'pdf';
  if (path.endsWith('.html') || path.endsWith('.htm')) return 'html';
  return 'other';
};

/** HTML is shown in a sandboxed frame with no scripts, so a stored page cannot act as us. */
function HtmlView({ url }: { url: string }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['showFile', url],
    queryFn: async () => {
      const res = await fetch(url, { credentials: 'omit' });
      if (!res.ok) throw new Error(String(res.status));
      return res.text();
    },
  });
  if (q.isLoading) return <Spin style={{ display: 'block', margin: 80 }} />;
  if (q.isError) return <Result status="warning" title={t('showFile.failed')} />;
  return (
    <iframe
      title={t('showFile.page', { page: 1, pages: 1 })}
      sandbox=""
      srcDoc={q.data}
      style={{ width: '100%', height: 'calc(100vh - 140px)', border: 0 }}
    />
  );
}

/** /showFile?url=…&name=…&type=pdf|html: the document viewer (any logged-in user). */
export default function ShowFilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('url');
  const url = sameSiteUrl(raw);
  const name = params.get('name') ?? url?.split('/').pop() ?? '';
  if (!raw) return <Result status="info" title={t('showFile.noFile')} />;
  if (!url) return <Result status="warning" title={t('showFile.badUrl')} />;
  const kind = fileKind(params.get('type'), url);
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <Card
        title={<Typography.Text strong>{name}</Typography.Text>}
        extra={
          <Button icon={<DownloadOutlined />} href={url} download={name}>
            {t('showFile.download')}
          </Button>
        }
      >
        <Flex vertical>
          {kind === 'pdf' ? (
            <Suspense fallback={<Spin style={{ display: 'block', margin: 80 }} />}>
              <PdfView url={url} />
            </Suspense>
          ) : kind === 'html' ? (
            <HtmlView url={url} />
          ) : (
            <Result status="info" title={t('showFile.unsupported')} />
          )}
        </Flex>
      </Card>
    </div>
  );
}
