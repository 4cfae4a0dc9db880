import { Button, Card, Col, Empty, Flex, Result, Row, Segmented, Skeleton, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { chainCountKinds, chainStages, type ChainCountKind, type ChainNode } from '@app/contract';
import { AreaFrame } from '../../components/area-frame';
import { DemoTag } from '../records/shape/provenance';
import { useLang, pick } from '../../components/lang';
import { useChains } from './use-chains';
import './texts';

const kinds = Object.keys(chainCountKinds) as ChainCountKind[];
const stageOrder = Object.keys(chainStages) as (keyof typeof chainStages)[];

function NodeCard({ node }: { node: ChainNode }) {
  const lang = useLang();
  return (
    <Card
      size="small"
      title={lang === 'en' && node.enName ? node.enName : node.name}
      data-testid={`chain-node-${node.id}`}
      style={{ marginBottom: 12 }}
    >
      <Space direction="vertical" size={2} style={{ width: '100%' }}>
        {kinds.map((k) => (
          <Flex key={k} justify="space-between">
            <Typography.Text type="secondary">{pick(chainCountKinds[k], lang)}</Typography.Text>
            <span>
              <Link
                to={`/industrialChain/detailList?node=${node.id}&kind=${k}`}
                aria-label={`${node.name} ${pick(chainCountKinds[k], lang)}`}
              >
                {node.counts[k]?.toLocaleString() ?? 0}
              </Link>
              <DemoTag demo={node.demoCounts.includes(k)} />
            </span>
          </Flex>
        ))}
      </Space>
    </Card>
  );
}

/** /industrialChain: one sector at a time, its stages left to right, each node with its counts. */
export default function ChainPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const q = useChains();
  const chains = q.data ?? [];
  const current = chains.find((c) => String(c.id) === params.get('chain')) ?? chains[0];
  const stages = stageOrder.filter((s) => current?.nodes.some((n) => n.stage === s));
  return (
    <AreaFrame nav={['/industrialChain']}>
      <Typography.Paragraph type="secondary">{t('chain.intro')}</Typography.Paragraph>
      {q.isError ? (
        <Result
          status="warning"
          title={t('chain.loadFailed')}
          extra={<Button onClick={() => void q.refetch()}>{t('list.retry')}</Button>}
        />
      ) : q.isLoading ? (
        <Skeleton active />
      ) : !current ? (
        <Empty description={t('chain.empty')} />
      ) : (
        <>
          <Segmented
            style={{ marginBottom: 16 }}
            value={current.id}
            onChange={(v) => setParams({ chain: String(v) })}
            options={chains.map((c) => ({ value: c.id, label: lang === 'en' && c.enName ? c.enName : c.name }))}
          />
          <Row gutter={12} wrap={false} style={{ overflowX: 'auto' }}>
            {stages.map((s) => (
              <Col key={s} flex="1 0 165px">
                <Typography.Title
                  level={5}
                  style={{ textAlign: 'center', background: '#e8f1fc', padding: 6, borderRadius: 4 }}
                >
                  {pick(chainStages[s], lang)}
                </Typography.Title>
                {current.nodes
                  .filter((n) => n.stage === s)
                  .map((n) => (
                    <NodeCard key={n.id} node={n} />
                  ))}
              </Col>
            ))}
          </Row>
        </>
      )}
    </AreaFrame>
  );
}
