import { Button, Empty, Result, Skeleton, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { limitsCalls } from '@app/contract';
import { call, callBlob } from '../../api/call';
import { saveBlob } from '../../components/list';
import { JurisdictionTag, LimitsFrame, useLang } from './shared';
import { NodeName, nodeText } from './data-text';
import { CellView, ChooseForm, useCompareParams } from './compare-page';

/** /hazardsLimits/analysis and /analysisReport: every limit for a product category in the target markets, gaps and the strictest market, as xlsx and PDF too. */
export default function AnalysisPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const p = useCompareParams();
  const ready = Boolean(p.foodNodeId && p.jurisdictions.length);
  const input = { foodNodeId: p.foodNodeId!, jurisdictions: p.jurisdictions };
  const q = useQuery({
    queryKey: ['limits', 'analysis', p, lang],
    queryFn: () => call(limitsCalls.analysis, input),
    enabled: ready,
  });
  const download = async (kind: 'xlsx' | 'pdf') => {
    const blob = await callBlob(kind === 'xlsx' ? limitsCalls.analysisXlsx : limitsCalls.analysisPdf, input, {
      timeoutMs: 60_000,
    });
    saveBlob(blob, `${t('lim.analysisFile')}-${q.data ? nodeText(lang, q.data.food) : ''}.${kind}`);
  };
  const result = () => {
    // Before a choice: what the report will hold, instead of an empty page under the form.
    if (!ready) return <Empty style={{ marginTop: 48 }} description={t('lim.analysisHint')} />;
    if (q.isLoading) return <Skeleton active />;
    if (q.isError || !q.data) return <Result status="warning" title={t('noData')} />;
    const d = q.data;
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <Typography.Title level={5} style={{ margin: 0 }}>
            <NodeName node={d.food} />
          </Typography.Title>
          <Button onClick={() => void download('xlsx')}>{t('lim.exportXlsx')}</Button>
          <Button onClick={() => void download('pdf')}>{t('lim.exportPdf')}</Button>
        </Space>
        <Table
          rowKey="substanceId"
          size="small"
          dataSource={d.rows}
          pagination={{ pageSize: 20, showSizeChanger: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('noData') }}
          columns={[
            {
              title: t('lim.substance'),
              key: 's',
              fixed: 'left',
              render: (_, r) => (
                <Link to={`/hazardsLimits/basicSubstance/detail?id=${r.substanceId}`}>
                  {lang === 'en' ? r.substanceEn : r.substanceZh}
                </Link>
              ),
              sorter: (a, b) => a.substanceZh.localeCompare(b.substanceZh, 'zh'),
            },
            ...d.jurisdictions.map((j, i) => ({
              title: <JurisdictionTag code={j.code} />,
              key: j.code,
              render: (_: unknown, r: (typeof d.rows)[number]) => <CellView c={r.cells[i]!} />,
            })),
            {
              title: t('lim.strictest'),
              key: 'strict',
              render: (_, r) => r.strictest.map((c) => <JurisdictionTag key={c} code={c} />),
            },
            {
              title: t('lim.gaps'),
              key: 'gaps',
              render: (_, r) =>
                r.gaps.length ? r.gaps.map((c) => <JurisdictionTag key={c} code={c} />) : t('lim.none'),
              sorter: (a, b) => a.gaps.length - b.gaps.length,
            },
          ]}
        />
      </Space>
    );
  };
  return (
    <LimitsFrame>
      <ChooseForm withSubstance={false} target="/hazardsLimits/analysisReport" submitLabel={t('lim.analyse')} />
      {result()}
    </LimitsFrame>
  );
}
