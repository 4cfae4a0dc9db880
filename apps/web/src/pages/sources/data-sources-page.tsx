import { Alert, Card, Descriptions, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dataSourceCalls, type DataSource } from '@app/contract';
import { call } from '../../api/call';
import { PlainFrame } from '../core/plain-frame';
import './texts';

const number = (n: number | null, lang: string) =>
  n === null ? '-' : n.toLocaleString(lang === 'en' ? 'en-US' : 'zh-CN');

/**
 * /dataSources: where every shown fact comes from. Each public source the product ships in
 * data/ with its publisher, origin, licence and attribution, snapshot date, the rows of the
 * file and the rows it gave the database; and the modules whose records are demo data.
 */
export default function DataSourcesPage() {
  const { t, i18n } = useTranslation();
  const q = useQuery({ queryKey: ['dataSources', i18n.language], queryFn: () => call(dataSourceCalls.list, {}) });
  return (
    <PlainFrame>
      <Typography.Title level={2}>{t('sources.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('sources.intro')}</Typography.Paragraph>
      {q.isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {q.isError && <Result status="error" title={t('operationFailed')} />}
      {q.data && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Table<DataSource>
            rowKey="key"
            data-testid="data-sources"
            pagination={false}
            scroll={{ x: 960 }}
            dataSource={q.data.list}
            locale={{ emptyText: t('noData') }}
            expandable={{
              expandedRowRender: (s) => (
                <Descriptions size="small" column={1} bordered>
                  <Descriptions.Item label={t('sources.origin')}>{s.origin}</Descriptions.Item>
                  <Descriptions.Item label={t('sources.attribution')}>{s.attribution}</Descriptions.Item>
                  <Descriptions.Item label={t('sources.file')}>data/{s.file}</Descriptions.Item>
                  <Descriptions.Item label={t('sources.notes')}>{s.notes || '-'}</Descriptions.Item>
                </Descriptions>
              ),
            }}
            columns={[
              {
                title: t('sources.source'),
                dataIndex: 'title',
                key: 'title',
                width: 280,
                render: (v: string, s) => (
                  <>
                    <b>{v}</b>
                    <div style={{ color: '#888' }}>{s.publisher}</div>
                  </>
                ),
              },
              {
                // The attribution is what the licence asks to show, so it stands beside it, not only in the expanded row.
                title: t('sources.licence'),
                dataIndex: 'licence',
                key: 'licence',
                width: 220,
                render: (v: string, s) => (
                  <>
                    {v}
                    <div style={{ color: '#888' }}>
                      {t('sources.attribution')}: {s.attribution}
                    </div>
                  </>
                ),
              },
              { title: t('sources.snapshot'), dataIndex: 'snapshot', key: 'snapshot', width: 170 },
              {
                title: t('sources.fileRows'),
                dataIndex: 'fileRows',
                key: 'fileRows',
                width: 100,
                align: 'right',
                render: (n: number) => number(n, i18n.language),
              },
              {
                title: t('sources.importedRows'),
                dataIndex: 'importedRows',
                key: 'importedRows',
                width: 110,
                align: 'right',
                render: (n: number | null) => number(n, i18n.language),
              },
              { title: t('sources.usedBy'), dataIndex: 'usedBy', key: 'usedBy', width: 240 },
            ]}
          />
          <Card size="small" title={t('sources.demoTitle')}>
            <Alert type="warning" showIcon message={t('sources.demoBody')} style={{ marginBottom: 8 }} />
            <Space wrap>
              {q.data.demoModules.map((m) => (
                <Tag key={m} color="orange">
                  {m}
                </Tag>
              ))}
            </Space>
          </Card>
        </Space>
      )}
    </PlainFrame>
  );
}
