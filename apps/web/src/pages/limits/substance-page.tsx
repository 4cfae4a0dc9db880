import { Card, Col, Descriptions, Result, Row, Skeleton, Space, Table, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hazardNameEn, limitsCalls, type LimitItem } from '@app/contract';
import { call } from '../../api/call';
import { FoodName, LimitValue, LimitsFrame, mgkg, useLang, useLimitOptions } from './shared';
import { useId } from './use-id';
import { UseType } from './use-type';
import { LimitFor, SourceRef, Zh } from './data-text';
import { Translated } from '../../components/translated';

/** /hazardsLimits/basicSubstance/detail: identity, reference values, limits by jurisdiction, records naming it. */
export default function SubstanceDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const opts = useLimitOptions();
  const id = useId();
  const q = useQuery({
    queryKey: ['limits', 'substance', id, lang],
    queryFn: () => call(limitsCalls.substance, { id: id! }),
    enabled: id !== undefined,
  });
  const body = () => {
    if (id === undefined) return <Result status="warning" title={t('lim.missingId')} />;
    if (q.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (q.isError || !q.data) return <Result status="404" title={t('limitsUnknownSubstance')} />;
    const { substance: s, referenceValues, limits, sampling, rasff } = q.data;
    const byJ = (opts.data?.jurisdictions ?? [])
      .map((j) => ({ j, rows: limits.filter((l) => l.jurisdiction === j.code) }))
      .filter((g) => g.rows.length);
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          <Zh text={lang === 'en' ? s.nameEn || s.nameZh : s.nameZh || s.nameZhTw || s.nameEn} />
        </Typography.Title>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'zh',
              label: t('lim.nameZh'),
              children: s.nameZh ? (
                <Space direction="vertical" size={0}>
                  <Zh text={s.nameZh} />
                  {s.nameZhOrigin === 'portal editors' && (
                    <Typography.Text type="secondary">{t('lim.nameByEditors')}</Typography.Text>
                  )}
                </Space>
              ) : (
                '—'
              ),
            },
            { key: 'tw', label: t('lim.nameZhTw'), children: s.nameZhTw ? <Zh text={s.nameZhTw} tw /> : '—' },
            { key: 'en', label: t('lim.nameEn'), children: s.nameEn || '—' },
            { key: 'cas', label: t('lim.cas'), children: s.cas || '—' },
            { key: 'cls', label: t('lim.class'), children: t(`lim.class.${s.substanceClass}`) },
            ...(s.useType ? [{ key: 'use', label: t('lim.useType'), children: <UseType value={s.useType} /> }] : []),
            { key: 'syn', label: t('lim.synonyms'), children: <Zh text={s.synonyms.join('；') || '—'} /> },
          ]}
        />
        <Card size="small" title={t('lim.refValues')}>
          <Table
            size="small"
            rowKey={(r) => `${r.kind}-${r.source}-${r.year}-${r.valueRaw}`}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            dataSource={referenceValues}
            locale={{ emptyText: t('noData') }}
            columns={[
              { title: t('lim.type'), dataIndex: 'kind', width: 80 },
              {
                title: t('lim.value'),
                key: 'v',
                render: (_, r) => `${r.qualifier && r.qualifier !== '=' ? r.qualifier : ''}${r.valueRaw} ${r.unit}`,
              },
              { title: t('lim.source'), dataIndex: 'source', render: (v: string) => <Zh text={v} /> },
              { title: t('lim.year'), dataIndex: 'year', width: 80 },
            ]}
          />
        </Card>
        <Card size="small" title={`${t('lim.value')} (${limits.length})`}>
          {byJ.length === 0 ? (
            <Typography.Text type="secondary">{t('noData')}</Typography.Text>
          ) : (
            <Tabs
              items={byJ.map(({ j, rows }) => ({
                key: j.code,
                label: `${lang === 'en' ? j.nameEn : j.nameZh} (${rows.length})`,
                children: (
                  <Table<LimitItem>
                    size="small"
                    rowKey="id"
                    dataSource={rows}
                    pagination={{ pageSize: 20, showSizeChanger: true }}
                    scroll={{ x: 'max-content' }}
                    columns={[
                      {
                        title: t('lim.food'),
                        key: 'f',
                        render: (_, r) => (
                          <FoodName
                            id={r.foodNodeId}
                            zh={r.foodZh}
                            en={r.foodEn}
                            source={r.foodSource}
                            origin={r.foodNameOrigin}
                          />
                        ),
                      },
                      {
                        title: t('lim.limitFor'),
                        dataIndex: 'limitFor',
                        ellipsis: true,
                        width: 200,
                        render: (v: string) => <LimitFor text={v} />,
                      },
                      { title: t('lim.value'), key: 'v', render: (_, r) => <LimitValue row={r} /> },
                      {
                        title: t('lim.normalised'),
                        dataIndex: 'valueMgKg',
                        render: (v: number | null) => mgkg(v),
                        sorter: (a, b) => (a.valueMgKg ?? Infinity) - (b.valueMgKg ?? Infinity),
                      },
                      {
                        title: t('lim.source'),
                        key: 'src',
                        render: (_, r) => (
                          <Link to={`/hazardsLimits/detail?id=${r.id}`}>
                            <SourceRef doc={r.sourceDoc} table={r.sourceTable} />
                          </Link>
                        ),
                      },
                    ]}
                  />
                ),
              }))}
            />
          )}
        </Card>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Card size="small" title={`${t('lim.samplingFails')} (${sampling.total})`}>
              {sampling.recent.map((r) => (
                <div key={r.id}>
                  <Link to={`/sampleSystem/dataQuery/detail?id=${r.id}`}>
                    <Zh text={r.productName} />
                  </Link>{' '}
                  · <Translated original={r.hazard} english={hazardNameEn(r.hazard)} /> · {r.date}
                </div>
              ))}
              {!sampling.recent.length && <Typography.Text type="secondary">{t('noData')}</Typography.Text>}
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card size="small" title={`${t('lim.rasff')} (${rasff.total})`}>
              {rasff.recent.map((r) => (
                <div key={r.id}>
                  <Link to={`/InternationalWarning/detail?id=${r.id}`}>
                    <Zh text={r.product} />
                  </Link>{' '}
                  · <Zh text={r.hazard} /> · {r.date}
                </div>
              ))}
              {!rasff.recent.length && <Typography.Text type="secondary">{t('noData')}</Typography.Text>}
            </Card>
          </Col>
        </Row>
      </Space>
    );
  };
  return <LimitsFrame>{body()}</LimitsFrame>;
}
