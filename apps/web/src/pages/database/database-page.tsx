import { Button, Card, Col, Descriptions, Input, Result, Row, Skeleton, Tooltip, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findRoute, queryTools, reportsCalls, type QueryToolStat } from '@app/contract';
import { call } from '../../api/call';
import { useLang, pick } from '../../components/lang';
import './texts';

const toolUrl = (s: QueryToolStat, keyword?: string) => {
  const tool = queryTools[s.key];
  const q = new URLSearchParams(tool.query);
  if (keyword) q.set(tool.searchKey, keyword);
  const qs = q.toString();
  return qs ? `${tool.path}?${qs}` : tool.path;
};

function ToolCard({ stat }: { stat: QueryToolStat }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const tool = queryTools[stat.key];
  const count = stat.count.toLocaleString(i18n.language === 'en' ? 'en' : 'zh-CN');
  const title = pick(tool.title, lang);
  return (
    <Card
      size="small"
      title={title}
      data-testid={`tool-${stat.key}`}
      extra={
        stat.allowed ? (
          <Link to={toolUrl(stat)}>{t('db.open')}</Link>
        ) : (
          <Typography.Text type="secondary">{t('db.noRight')}</Typography.Text>
        )
      }
      style={{ height: '100%' }}
    >
      <Typography.Paragraph type="secondary" style={{ minHeight: 44 }}>
        {pick(tool.holds, lang)}
      </Typography.Paragraph>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('db.rows')}>
          {stat.estimated ? `${t('db.about')} ${count}` : count}
        </Descriptions.Item>
        <Descriptions.Item label={t('db.source')}>{pick(tool.source, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('db.lastUpdate')}>{stat.lastUpdate ?? '-'}</Descriptions.Item>
      </Descriptions>
      <Tooltip title={stat.allowed ? undefined : t('db.noRight')}>
        <Input.Search
          aria-label={`${t('db.search')}: ${title}`}
          placeholder={t('db.search')}
          disabled={!stat.allowed}
          enterButton
          maxLength={100}
          onSearch={(v) => navigate(toolUrl(stat, v.trim() || undefined))}
        />
      </Tooltip>
    </Card>
  );
}

/** /database: the digital query tools in one place, each with its size, freshness and a search box. */
export default function DatabasePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const meta = findRoute('/database');
  const q = useQuery({
    queryKey: ['database', 'tools'],
    queryFn: () => call(reportsCalls.queryTools, {}, { silent: true }),
    retry: false,
  });
  return (
    <div style={{ maxWidth: 1440, margin: '0 auto', padding: '16px 24px 24px' }}>
      <Typography.Title level={4}>{meta && (lang === 'en' ? meta.en : meta.title)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('db.intro')}</Typography.Paragraph>
      {q.isError ? (
        <Result
          status="warning"
          title={q.error instanceof Error && q.error.message ? q.error.message : t('db.loadFailed')}
          extra={<Button onClick={() => void q.refetch()}>{t('list.retry')}</Button>}
        />
      ) : !q.data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {q.data.map((s) => (
            <Col key={s.key} xs={24} md={12} xl={8}>
              <ToolCard stat={s} />
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
