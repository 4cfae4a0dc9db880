import { Link, useSearchParams } from 'react-router';
import { Alert, Descriptions, Empty, Space, Spin, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { factThreshold, indicatorCalls, type Indicator } from '@app/contract';
import { call } from '../../api/call';
import { docHref } from '../library/links';
import { IndicatorFrame } from './indicator-frame';
import { ClauseText, RequirementCell } from './requirement-text';
import { DataText, QuotingText } from '../../components/data-text';
import { dataLang } from '../../components/data-lang';
import { useIndicatorColumns } from './indicator-table';
import './texts';

/** /indicators/detail?id=…: one indicator, the table text it comes from, its methods, the same indicator elsewhere. */
export default function DetailPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const q = useQuery({
    queryKey: ['indicators', 'detail', id],
    queryFn: () => call(indicatorCalls.detail, { id }),
    enabled: id.length >= 2,
  });
  const columns = useIndicatorColumns();
  if (!id)
    return (
      <IndicatorFrame>
        <Empty description={t('ind.missingId')} />
      </IndicatorFrame>
    );
  const d = q.data;
  return (
    <IndicatorFrame title={d && <DataText text={d.indicator.name} />}>
      {q.isLoading && <Spin />}
      {q.isError && <Alert type="error" showIcon message={(q.error as Error).message} />}
      {d && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={t('ind.col.name')}>
              <DataText text={d.indicator.name} />
            </Descriptions.Item>
            <Descriptions.Item label={t('ind.col.category')}>{t(`ind.cat.${d.indicator.category}`)}</Descriptions.Item>
            <Descriptions.Item label={t('ind.detail.requirement')}>
              <RequirementCell indicator={d.indicator} />
            </Descriptions.Item>
            <Descriptions.Item label={t('ind.col.unit')}>
              <DataText text={d.indicator.unit} />
            </Descriptions.Item>
            <Descriptions.Item label={t('ind.col.grade')}>
              <DataText text={[d.indicator.grade, d.indicator.scope].filter(Boolean).join(' · ')} />
            </Descriptions.Item>
            <Descriptions.Item label={t('ind.col.food')}>
              <DataText text={d.indicator.foodCategory} />
            </Descriptions.Item>
            <Descriptions.Item label={t('ind.col.source')}>
              <DataText text={d.indicator.sourceStandard} />{' '}
              {d.indicator.inheritedFrom && (
                <Tag color="blue">
                  <QuotingText text={t('ind.inherited', { source: d.indicator.inheritedFrom })} />
                </Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('ind.detail.clause')}>
              <ClauseText clause={d.indicator.sourceClause} />
            </Descriptions.Item>
            <Descriptions.Item label={t('ind.detail.remark')}>
              <DataText text={d.indicator.remark} />
            </Descriptions.Item>
            <Descriptions.Item label={t('ind.detail.confidence')}>
              <Tag color={d.indicator.confidence >= factThreshold ? 'green' : 'warning'}>
                {Math.round(d.indicator.confidence * 100)}%
              </Tag>
            </Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t('ind.detail.methods')}</Typography.Title>
            {d.methods.length ? (
              <Space wrap>
                {d.methods.map((m) =>
                  m.documentId ? (
                    <a
                      key={m.number}
                      href={docHref('biaofa', 'biaozhun', m.documentId)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <DataText text={`${m.number} ${m.title}`} />
                    </a>
                  ) : (
                    <Tag key={m.number}>{m.number}</Tag>
                  ),
                )}
              </Space>
            ) : (
              <Typography.Text type="secondary">{t('noData')}</Typography.Text>
            )}
          </div>
          <div>
            <Typography.Title level={5}>{t('ind.sourceText')}</Typography.Title>
            <pre
              data-testid="source-text"
              lang={dataLang(i18n.language, d.sourceText)}
              style={{
                whiteSpace: 'pre-wrap',
                background: '#fafafa',
                padding: 12,
                border: '1px solid #eee',
                maxHeight: 360,
                overflow: 'auto',
              }}
            >
              {d.sourceText}
            </pre>
          </div>
          <div>
            <Space style={{ justifyContent: 'space-between', width: '100%' }}>
              <Typography.Title level={5}>{t('ind.detail.others')}</Typography.Title>
              <Link to={`/indicators/one?name=${encodeURIComponent(d.indicator.name)}`}>{t('ind.detail.compare')}</Link>
            </Space>
            <Table<Indicator>
              size="small"
              rowKey="id"
              columns={columns}
              dataSource={d.others}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              locale={{ emptyText: t('noData') }}
            />
          </div>
        </Space>
      )}
    </IndicatorFrame>
  );
}
