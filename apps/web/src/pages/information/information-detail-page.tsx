import { Button, Card, Result, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataText } from '../../components/data-text';
import { dataLang } from '../../components/data-lang';
import { reportsCalls } from '@app/contract';
import { call } from '../../api/call';
import { AreaFrame } from '../../components/area-frame';
import { DemoTag } from './demo-tag';
import './texts';

/** /information/detail?id=: one article; its body is HTML the server has already cleaned. */
export default function InformationDetailPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const q = useQuery({
    queryKey: ['information', 'detail', id],
    queryFn: () => call(reportsCalls.informationDetail, { id }, { silent: true }),
    enabled: valid,
    retry: false,
  });
  const a = q.data;
  return (
    <AreaFrame
      nav={['/information']}
      title={a && <DataText text={a.title} />}
      extra={
        <Link to="/information">
          <Button>{t('info.back')}</Button>
        </Link>
      }
    >
      {!valid || q.isError ? (
        <Result
          status="warning"
          title={q.error instanceof Error && q.error.message ? q.error.message : t('notFound')}
        />
      ) : !a ? (
        <Card loading />
      ) : (
        <article data-testid="article">
          <Space wrap style={{ marginBottom: 12 }}>
            <DemoTag demo={a.demo} />
            {/* Titles, categories, sources and texts are written by staff: data in their own language. */}
            {a.category && (
              <Typography.Text type="secondary">
                <DataText text={a.category} />
              </Typography.Text>
            )}
            {a.source && (
              <Typography.Text type="secondary">
                <DataText text={a.source} />
              </Typography.Text>
            )}
            <Typography.Text type="secondary">{a.publishDate}</Typography.Text>
          </Space>
          {a.summary && (
            <Typography.Paragraph strong>
              <DataText text={a.summary} />
            </Typography.Paragraph>
          )}
          {/* Cleaned by the server's allow-list (sanitize-html.ts): no script, handler or javascript: url reaches here. */}
          <div
            className="info-article-body"
            lang={dataLang(i18n.language, a.body)}
            dangerouslySetInnerHTML={{ __html: a.body }}
          />
        </article>
      )}
    </AreaFrame>
  );
}
