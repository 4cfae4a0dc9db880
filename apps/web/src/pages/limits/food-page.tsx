import { Descriptions, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { limitsCalls, type ApplicableItem } from '@app/contract';
import { call } from '../../api/call';
import { JurisdictionTag, LimitValue, LimitsFrame, PathText, mgkg, useLang, useLimitOptions, useNames } from './shared';
import { useId } from './use-id';
import { LimitFor, NodeName, SourceRef, shownTranslation, Zh } from './data-text';

/** /hazardsLimits/foodDetail: a food's every applicable limit, inherited ones with the path that led there. */
export default function FoodDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const names = useNames();
  const opts = useLimitOptions();
  const id = useId();
  const q = useQuery({
    queryKey: ['limits', 'food', id, lang],
    queryFn: () => call(limitsCalls.food, { id: id! }),
    enabled: id !== undefined,
  });
  const body = () => {
    if (id === undefined) return <Result status="warning" title={t('lim.missingId')} />;
    if (q.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (q.isError || !q.data) return <Result status="404" title={t('limitsUnknownFood')} />;
    const { node, path, children, mapped, limits } = q.data;
    const scheme = opts.data?.schemes.find((s) => s.code === node.scheme);
    const tw = node.scheme === 'TFDA';
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          <NodeName node={node} /> {shownTranslation(lang, node) && <Tag>{t('lim.translated')}</Tag>}
        </Typography.Title>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'scheme',
              label: t('lim.scheme'),
              children: scheme ? (lang === 'en' ? scheme.nameEn : scheme.nameZh) : node.scheme,
            },
            { key: 'src', label: t('lim.original'), children: <Zh text={node.nameSource} tw={tw} /> },
            {
              key: 'path',
              label: t('lim.path'),
              children: path.map((p, i) =>
                i < path.length - 1 ? (
                  <Link key={p.id} to={`/hazardsLimits/foodDetail?id=${p.id}`}>
                    <NodeName node={p} /> →{' '}
                  </Link>
                ) : (
                  <span key={p.id}>
                    <NodeName node={p} />
                  </span>
                ),
              ),
            },
            ...(node.members
              ? [{ key: 'members', label: t('lim.members'), children: <Zh text={node.members} tw={tw} /> }]
              : []),
            ...(children.length
              ? [
                  {
                    key: 'children',
                    label: t('lim.children'),
                    children: (
                      <Space wrap>
                        {children.map((c) => (
                          <Link key={c.id} to={`/hazardsLimits/foodDetail?id=${c.id}`}>
                            <NodeName node={c} /> ({c.limitCount})
                          </Link>
                        ))}
                      </Space>
                    ),
                  },
                ]
              : []),
            ...(mapped.length
              ? [
                  {
                    key: 'mapped',
                    label: t('lim.mapped'),
                    children: (
                      <Space wrap>
                        {mapped.map((m) => (
                          <Link key={m.id} to={`/hazardsLimits/foodDetail?id=${m.id}`}>
                            <Tag>{t(`lim.relation.${m.relation}`)}</Tag>
                            <NodeName node={m} />
                            {m.code ? ` ${m.code}` : ''}
                          </Link>
                        ))}
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
        <Typography.Title level={5}>{t('lim.limitsHere')}</Typography.Title>
        <Table<ApplicableItem>
          size="small"
          rowKey="id"
          dataSource={limits}
          pagination={{ pageSize: 20, showSizeChanger: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('noData') }}
          rowClassName={(r) => (r.effective ? '' : 'lim-superseded')}
          columns={[
            {
              title: t('lim.jurisdiction'),
              dataIndex: 'jurisdiction',
              render: (v: string) => <JurisdictionTag code={v} />,
              sorter: (a, b) => a.jurisdiction.localeCompare(b.jurisdiction),
            },
            {
              title: t('lim.substance'),
              key: 's',
              render: (_, r) => (
                <Link to={`/hazardsLimits/basicSubstance/detail?id=${r.substanceId}`}>
                  <Zh text={names.substance(r)} />
                </Link>
              ),
              sorter: (a, b) => a.substanceZh.localeCompare(b.substanceZh, 'zh'),
            },
            {
              title: t('lim.limitFor'),
              dataIndex: 'limitFor',
              ellipsis: true,
              width: 180,
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
              title: t('lim.path'),
              key: 'p',
              render: (_, r) => (
                <Space direction="vertical" size={0}>
                  <PathText path={r.path} />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <Zh text={r.foodLabel} tw={r.jurisdiction === 'TW'} />
                  </Typography.Text>
                </Space>
              ),
            },
            {
              title: t('lim.governing'),
              key: 'e',
              render: (_, r) =>
                r.effective ? (
                  <Tag color="green">
                    {r.inherited ? `${t('lim.effective')} · ${t('lim.inherited')}` : t('lim.effective')}
                  </Tag>
                ) : (
                  <Typography.Text type="secondary">
                    {r.flagged ? t('lim.flagged') : t('lim.superseded')}
                  </Typography.Text>
                ),
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
      </Space>
    );
  };
  return <LimitsFrame>{body()}</LimitsFrame>;
}
