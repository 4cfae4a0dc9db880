import { useState } from 'react';
import { Empty, Segmented, Space, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { limitsCalls } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { LimitsFrame, useLang, useLimitOptions } from './shared';
import { NodeName } from './data-text';

type TreeRow = Awaited<ReturnType<typeof loadChildren>>['nodes'][number];
const loadChildren = (scheme: string, parentId?: number) => call(limitsCalls.tree, { scheme, parentId });

/** /hazardsLimits/detailTree: a scheme's category tree, loaded a level at a time, with limit counts. */
export default function CategoryTreePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const opts = useLimitOptions();
  const [scheme, setScheme] = useState('GB2762');
  const [children, setChildren] = useState<Record<string, DataNode[]>>({});
  const toNode = (n: TreeRow): DataNode => ({
    key: String(n.id),
    isLeaf: n.childCount === 0,
    title: (
      <Space size={6}>
        <span>
          <NodeName node={n} />
        </span>
        {n.code && <Typography.Text type="secondary">{n.code}</Typography.Text>}
        <Typography.Text type="secondary">({n.limitCount})</Typography.Text>
      </Space>
    ),
  });
  const roots = useQuery({ queryKey: ['limits', 'tree', scheme, lang], queryFn: () => loadChildren(scheme) });
  const attach = (nodes: DataNode[]): DataNode[] =>
    nodes.map((n) => ({ ...n, children: children[String(n.key)] ? attach(children[String(n.key)]!) : undefined }));
  const onLoad = async (node: { key: React.Key }) => {
    const res = await loadChildren(scheme, Number(node.key));
    setChildren((c) => ({ ...c, [String(node.key)]: res.nodes.map(toNode) }));
  };
  return (
    <LimitsFrame>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('lim.treeHint')}</Typography.Text>
        <Segmented
          value={scheme}
          onChange={(v) => {
            setScheme(String(v));
            setChildren({});
          }}
          options={(opts.data?.schemes ?? []).map((s) => ({
            value: s.code,
            label: lang === 'en' ? s.nameEn : s.nameZh,
          }))}
        />
        {roots.isLoading ? (
          <Spin />
        ) : !roots.data?.nodes.length ? (
          <Empty />
        ) : (
          <Tree
            key={`${scheme}-${lang}`}
            loadData={onLoad}
            treeData={attach(roots.data.nodes.map(toNode))}
            onSelect={(keys) => keys[0] && navigate(`/hazardsLimits/foodDetail?id=${String(keys[0])}`)}
          />
        )}
      </Space>
    </LimitsFrame>
  );
}
