import { Alert, Descriptions, Result, Skeleton, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { limitsCalls, moduleContentPath } from '@app/contract';
import { call } from '../../api/call';
import { FoodName, JurisdictionTag, LimitValue, LimitsFrame, mgkg, useLang, useNames } from './shared';
import { useId } from './use-id';
import { UseType } from './use-type';
import { Bilingual, LimitFor, PathNames, SourceRef, Zh } from './data-text';
import { formatMoment } from '../../app/format-time';

/** The standard's page in the standards library. */
export const standardLink = (docId: number) => `${moduleContentPath('biaofa', 'biaozhun')}?itemid=${docId}`;

/** /hazardsLimits/detail and /searchResult/detail: one limit with its source table, the standard's status and history. */
export default function LimitDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const names = useNames();
  const id = useId();
  const q = useQuery({
    queryKey: ['limits', 'detail', id, lang],
    queryFn: () => call(limitsCalls.detail, { id: id! }),
    enabled: id !== undefined,
  });
  const body = () => {
    if (id === undefined) return <Result status="warning" title={t('lim.missingId')} />;
    if (q.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (q.isError || !q.data) return <Result status="404" title={t('limitsNotFound')} />;
    const { limit: l, jurisdiction: j, source, path, history, substanceUseType } = q.data;
    const tw = l.jurisdiction === 'TW';
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {source?.newerId && (
          <Alert
            type="warning"
            showIcon
            message={t(source.newerInForce ? 'lim.newerInForce' : 'lim.newer', {
              number: source.newerNumber,
              date: source.newerImplementDate ?? '',
            })}
            action={<Link to={standardLink(source.newerId)}>{source.newerNumber}</Link>}
          />
        )}
        {l.caveat && (
          <Alert type="info" showIcon message={t('lim.caveat')} description={<Bilingual text={l.caveat} />} />
        )}
        {l.flagged && <Alert type="error" showIcon message={t('lim.flagged')} />}
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'j', label: t('lim.jurisdiction'), children: <JurisdictionTag code={l.jurisdiction} /> },
            {
              key: 's',
              label: t('lim.substance'),
              children: (
                <Link to={`/hazardsLimits/basicSubstance/detail?id=${l.substanceId}`}>
                  <Zh text={names.substance(l)} />
                </Link>
              ),
            },
            {
              key: 'f',
              label: t('lim.food'),
              children: (
                <FoodName
                  id={l.foodNodeId}
                  zh={l.foodZh}
                  en={l.foodEn}
                  source={l.foodSource}
                  origin={l.foodNameOrigin}
                />
              ),
            },
            ...(substanceUseType
              ? [{ key: 'use', label: t('lim.useType'), children: <UseType value={substanceUseType} /> }]
              : []),
            { key: 'label', label: t('lim.original'), children: <Zh text={l.foodLabel} tw={tw} /> },
            { key: 'path', label: t('lim.path'), children: <PathNames path={path} /> },
            { key: 'type', label: t('lim.type'), children: t(`lim.typeName.${l.limitType}`) },
            { key: 'for', label: t('lim.limitFor'), children: <LimitFor text={l.limitFor} /> },
            { key: 'v', label: t('lim.value'), children: <LimitValue row={l} /> },
            { key: 'n', label: t('lim.normalised'), children: mgkg(l.valueMgKg) },
            { key: 'b', label: t('lim.basis'), children: <Bilingual text={l.basis} tw={tw} /> },
            { key: 'x', label: t('lim.excludes'), children: <Zh text={l.excludes.join('、') || '—'} tw={tw} /> },
            {
              key: 'fn',
              label: t('lim.footnotes'),
              span: 2,
              children: (
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                  <Zh text={l.footnotes || '—'} />
                </Typography.Paragraph>
              ),
            },
            {
              key: 'src',
              label: t('lim.source'),
              children: source ? (
                <Link to={standardLink(source.id)}>
                  <SourceRef doc={l.sourceDoc} table="" />
                </Link>
              ) : (
                <SourceRef doc={l.sourceDoc} table="" />
              ),
            },
            {
              key: 'tbl',
              label: t('lim.sourceTable'),
              children: l.sourceTable ? <SourceRef doc="" table={l.sourceTable} /> : '—',
            },
            {
              key: 'val',
              label: t('lim.validity'),
              children: source
                ? `${source.validityLabel}${source.implementDate ? ` · ${source.implementDate}` : ''}`
                : '—',
            },
            { key: 'rule', label: t('lim.noLimitRule'), children: lang === 'en' ? j.noLimitEn : j.noLimitZh },
          ]}
        />
        <Typography.Title level={5}>{t('lim.history')}</Typography.Title>
        <Table
          size="small"
          rowKey={(r) => r.changedAt}
          pagination={false}
          locale={{ emptyText: t('lim.noHistory') }}
          dataSource={history}
          columns={[
            {
              title: t('lim.changedAt'),
              dataIndex: 'changedAt',
              render: formatMoment,
            },
            { title: t('lim.source'), dataIndex: 'changedBy', render: (v: string) => <Zh text={v} /> },
            { title: t('lim.reason'), dataIndex: 'reason' },
            {
              title: t('lim.title'),
              key: 'diff',
              render: (_: unknown, r) => (
                <Zh
                  text={Object.keys(r.after)
                    .map((k) => `${k}: ${JSON.stringify(r.before[k])} → ${JSON.stringify(r.after[k])}`)
                    .join('; ')}
                />
              ),
            },
          ]}
        />
      </Space>
    );
  };
  return <LimitsFrame>{body()}</LimitsFrame>;
}
