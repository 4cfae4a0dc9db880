import { useSearchParams } from 'react-router';
import { Card, Descriptions, List, Result, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { libraryCalls } from '@app/contract';
import { call } from '../../api/call';
import { libraryPage, useLibrary } from './library-context';
import { DocLink } from './doc-link';
import { DataText } from '../../components/data-text';
import { dataLang } from '../../components/data-lang';

/** One question and its answer, with who answered, when, and the documents it cites. */
function StatuteQADetailPage() {
  const lib = useLibrary();
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const itemid = Number(params.get('itemid'));
  const q = useQuery({
    queryKey: ['library', lib.key, 'content', 'statuteQA', itemid],
    queryFn: () =>
      call(
        libraryCalls.content,
        { library: lib.key, module: 'statuteQA', itemid },
        { params: { ...lib.params, module: 'statuteQA' }, silent: true },
      ),
    enabled: Number.isInteger(itemid) && itemid > 0,
  });
  if (!Number.isInteger(itemid) || itemid <= 0) return <Result status="404" title={t('pageLost')} />;
  if (q.isLoading) return <Spin style={{ display: 'block', margin: 80 }} />;
  if (!q.data)
    return (
      <Result status="404" title={q.error instanceof Error && q.error.message ? q.error.message : t('notFound')} />
    );
  const qa = q.data;
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '16px 24px' }}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <Typography.Text type="secondary">{t('lib.qa.question')}</Typography.Text>
          <Typography.Title level={3} style={{ marginTop: 4 }} data-testid="doc-title">
            <DataText text={qa.title} />
          </Typography.Title>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={t('lib.col.department')}>
              <DataText text={qa.department} />
            </Descriptions.Item>
            <Descriptions.Item label={t('lib.col.category')}>
              <DataText text={qa.category} />
            </Descriptions.Item>
            <Descriptions.Item label={t('lib.col.publishDate')}>{qa.publishDate ?? '-'}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title={t('lib.qa.answer')}>
          <Typography.Paragraph
            style={{ whiteSpace: 'pre-wrap', lineHeight: 1.9 }}
            lang={qa.body ? dataLang(i18n.language, qa.body) : undefined}
          >
            {qa.body || t('noText')}
          </Typography.Paragraph>
        </Card>
        <Card title={t('lib.detail.related')}>
          <List
            size="small"
            dataSource={qa.related}
            locale={{ emptyText: t('noData') }}
            renderItem={(r) => (
              <List.Item>
                <DocLink module={r.module} id={r.id}>
                  <DataText text={`${r.docNumber ? `${r.docNumber} ` : ''}${r.title}`} />
                </DocLink>
              </List.Item>
            )}
          />
        </Card>
      </Space>
    </div>
  );
}

export default libraryPage(StatuteQADetailPage);
