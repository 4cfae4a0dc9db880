import { useMemo } from 'react';
import { Button, Result, Space, Tabs, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { chainCountKinds, englishValue, reportsCalls, type ChainCountKind, type OutputOf } from '@app/contract';
import { call } from '../../api/call';
import { DataText } from '../../components/data-text';
import { Translated } from '../../components/translated';
import { ListView, useListController, type ListDefinition } from '../../components/list';
import { DemoTag } from '../records/shape/provenance';
import { AreaFrame } from '../../components/area-frame';
import { ValidityTag } from '../library/status-badge';
import { useLang, pick } from '../../components/lang';
import './texts';

type Page = OutputOf<typeof reportsCalls.chainNodeItems>;
type Row = Page['list'][number];
const kinds = Object.keys(chainCountKinds) as ChainCountKind[];

/** /industrialChain/detailList?node=&kind=: the rows behind one count of one node, a tab per kind. */
export default function ChainDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const nodeId = Number(params.get('node'));
  const kind = (kinds.find((k) => k === params.get('kind')) ?? 'standards') as ChainCountKind;
  const valid = Number.isInteger(nodeId) && nodeId > 0;
  const def = useMemo<ListDefinition<Row>>(
    () => ({
      id: ['industrialChain', 'items', nodeId, kind],
      rowKey: (r) => r.id,
      load: (q) =>
        call(reportsCalls.chainNodeItems, { nodeId, kind, page: q.page, pageSize: q.pageSize }, { silent: true }),
      columns: [
        {
          title: 'chain.title',
          key: 'title',
          render: (_: unknown, r: Row) => (
            <Space size={6} wrap>
              <Link to={r.path}>
                <DataText text={r.title} />
              </Link>
              {r.validity !== undefined && <ValidityTag validity={r.validity} />}
            </Space>
          ),
        },
        {
          title: 'chain.info',
          dataIndex: 'info',
          width: 360,
          ellipsis: true,
          render: (v: string | null) => <DataText text={v} />,
        },
        { title: 'chain.date', dataIndex: 'date', width: 120 },
      ],
    }),
    [nodeId, kind],
  );
  const ctl = useListController(def);
  const data = ctl.result.data as Page | undefined;
  const node = data?.node;
  const title = node
    ? `${lang === 'en' && data.chain.enName ? data.chain.enName : data.chain.name} · ${lang === 'en' && node.enName ? node.enName : node.name}`
    : undefined;
  if (!valid) return <Result status="warning" title={t('notFound')} />;
  return (
    <AreaFrame
      nav={['/industrialChain']}
      title={title}
      extra={
        <Link to={`/industrialChain${data ? `?chain=${data.chain.id}` : ''}`}>
          <Button>{t('chain.back')}</Button>
        </Link>
      }
    >
      {node && node.categories.length > 0 && (
        <Typography.Paragraph type="secondary">
          {t('chain.ties')}:{' '}
          {node.categories.map((c, i) => (
            <span key={c}>
              {i > 0 && (lang === 'en' ? ', ' : '、')}
              <Translated original={c} english={englishValue('foodCategory', c)} />
            </span>
          ))}
        </Typography.Paragraph>
      )}
      <Tabs
        activeKey={kind}
        onChange={(k) => setParams({ node: String(nodeId), kind: k })}
        items={kinds.map((k) => ({
          key: k,
          label: (
            <>
              {`${pick(chainCountKinds[k], lang)}${node ? ` (${node.counts[k] ?? 0})` : ''}`}
              <DemoTag demo={node?.demoCounts.includes(k)} />
            </>
          ),
        }))}
      />
      <ListView ctl={ctl} />
    </AreaFrame>
  );
}
