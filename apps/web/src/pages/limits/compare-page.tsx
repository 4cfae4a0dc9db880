import { useState } from 'react';
import { Alert, Button, Empty, Form, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { limitValueText, limitsCalls, type CompareCell } from '@app/contract';
import { call } from '../../api/call';
import {
  FoodPicker,
  JurisdictionSelect,
  JurisdictionTag,
  LimitsFrame,
  PathText,
  SubstancePicker,
  mgkg,
  useLang,
} from './shared';
import { LimitFor, NodeName, SourceRef, Zh } from './data-text';

/** Reads the comparison from the URL (shareable, back button works). */
export function useCompareParams() {
  const [params] = useSearchParams();
  const num = (k: string) => (Number(params.get(k)) > 0 ? Number(params.get(k)) : undefined);
  return {
    substanceId: num('substanceId'),
    foodNodeId: num('foodNodeId'),
    jurisdictions: (params.get('jurisdictions') ?? '').split(',').filter(Boolean),
    substanceName: params.get('sn') ?? '',
    foodName: params.get('fn') ?? '',
  };
}

/** The form shared by comparison and analysis: substance (comparison only), food, jurisdictions. */
export function ChooseForm({
  withSubstance,
  target,
  submitLabel,
}: {
  withSubstance: boolean;
  target: string;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const init = useCompareParams();
  const [substanceId, setSubstanceId] = useState(init.substanceId);
  const [foodNodeId, setFoodNodeId] = useState(init.foodNodeId);
  const [names, setNames] = useState({ sn: init.substanceName, fn: init.foodName });
  const [jurisdictions, setJurisdictions] = useState<string[]>(
    init.jurisdictions.length ? init.jurisdictions : ['CN', 'EU', 'TW'],
  );
  const [error, setError] = useState('');
  const submit = () => {
    if (withSubstance && !substanceId) return setError(t('lim.pickSubstance'));
    if (!foodNodeId) return setError(t('lim.pickFood'));
    if (jurisdictions.length < (withSubstance ? 2 : 1)) return setError(t('lim.pickJurisdictions'));
    setError('');
    void navigate(
      `${target}?${new URLSearchParams({ ...(withSubstance ? { substanceId: String(substanceId), sn: names.sn } : {}), foodNodeId: String(foodNodeId), fn: names.fn, jurisdictions: jurisdictions.join(',') })}`,
    );
  };
  return (
    <Form layout="inline" onFinish={submit} style={{ rowGap: 12, marginBottom: 16 }}>
      {withSubstance && (
        <Form.Item label={t('lim.substance')}>
          <SubstancePicker
            value={substanceId}
            label={names.sn}
            onChange={(v, l) => (setSubstanceId(v), setNames((n) => ({ ...n, sn: l ?? '' })))}
            ariaLabel={t('lim.substance')}
          />
        </Form.Item>
      )}
      <Form.Item label={withSubstance ? t('lim.food') : t('lim.productCategory')}>
        <FoodPicker
          value={foodNodeId}
          label={names.fn}
          onChange={(v, l) => (setFoodNodeId(v), setNames((n) => ({ ...n, fn: l ?? '' })))}
          ariaLabel={withSubstance ? t('lim.food') : t('lim.productCategory')}
        />
      </Form.Item>
      <Form.Item label={withSubstance ? t('lim.jurisdictions') : t('lim.markets')}>
        <JurisdictionSelect
          value={jurisdictions}
          onChange={setJurisdictions}
          ariaLabel={withSubstance ? t('lim.jurisdictions') : t('lim.markets')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {submitLabel}
      </Button>
      {error && <Alert type="warning" showIcon message={error} style={{ width: '100%', marginTop: 8 }} />}
    </Form>
  );
}

/** One cell's text: the value in mg/kg, or the status and its reason. */
export function CellView({ c }: { c: Pick<CompareCell, 'valueMgKg' | 'strictest' | 'status' | 'reason'> }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={0}>
      {c.valueMgKg !== null ? (
        <Typography.Text strong={c.strictest} type={c.strictest ? 'danger' : undefined}>
          {mgkg(c.valueMgKg)} mg/kg {c.strictest && <Tag color="red">{t('lim.strictest')}</Tag>}
        </Typography.Text>
      ) : (
        <Tag>{t(`lim.status.${c.status}`)}</Tag>
      )}
      {c.reason && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Zh text={c.reason} />
        </Typography.Text>
      )}
    </Space>
  );
}

/** /hazardsLimits/indicatorContrast and /compareResult: a substance in a food, side by side across jurisdictions. */
export default function ComparePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const p = useCompareParams();
  const ready = Boolean(p.substanceId && p.foodNodeId && p.jurisdictions.length >= 2);
  const q = useQuery({
    queryKey: ['limits', 'compare', p, lang],
    queryFn: () =>
      call(limitsCalls.compare, {
        substanceId: p.substanceId!,
        foodNodeId: p.foodNodeId!,
        jurisdictions: p.jurisdictions,
      }),
    enabled: ready,
  });
  const result = () => {
    // Before a choice: what the comparison will show, instead of an empty page under the form.
    if (!ready) return <Empty style={{ marginTop: 48 }} description={t('lim.compareHint')} />;
    if (q.isLoading) return <Skeleton active />;
    if (q.isError || !q.data) return <Result status="warning" title={t('noData')} />;
    const d = q.data;
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Title level={5}>
          <Zh text={lang === 'en' ? d.substance.nameEn || d.substance.nameZh : d.substance.nameZh} /> ·{' '}
          <NodeName node={d.food} />
        </Typography.Title>
        {d.substance.nameZhOrigin === 'portal editors' && (
          <Typography.Text type="secondary">{t('lim.nameByEditors')}</Typography.Text>
        )}
        {d.cells.some((c) => c.valueMgKg !== null) && d.cells.some((c) => c.valueMgKg === null) && (
          <Alert
            type="info"
            showIcon
            message={t('lim.sideMissing', {
              names: d.cells
                .filter((c) => c.valueMgKg === null)
                .map((c) => {
                  const j = d.jurisdictions.find((x) => x.code === c.jurisdiction);
                  return (lang === 'en' ? j?.nameEn : j?.nameZh) ?? c.jurisdiction;
                })
                .join(lang === 'en' ? ', ' : '、'),
            })}
          />
        )}
        <Table
          rowKey="jurisdiction"
          pagination={false}
          dataSource={d.cells}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: t('lim.jurisdiction'),
              dataIndex: 'jurisdiction',
              render: (v: string) => <JurisdictionTag code={v} />,
            },
            { title: t('lim.normalised'), key: 'v', render: (_, c) => <CellView c={c} /> },
            { title: t('lim.matchedNode'), dataIndex: 'foodName', render: (v: string) => <Zh text={v} /> },
            {
              title: t('lim.source'),
              key: 'rows',
              render: (_, c) =>
                c.rows
                  .filter((r) => r.effective)
                  .map((r) => (
                    <div key={r.id}>
                      <Link to={`/hazardsLimits/detail?id=${r.id}`}>
                        <Zh text={limitValueText(r.valueRaw, r.unit)} /> ·{' '}
                        <SourceRef doc={r.sourceDoc} table={r.sourceTable} />
                      </Link>{' '}
                      {r.limitFor && (
                        <Typography.Text type="secondary">
                          (<LimitFor text={r.limitFor.slice(0, 40)} />)
                        </Typography.Text>
                      )}
                      {r.inherited && (
                        <div>
                          <PathText path={r.path} />
                        </div>
                      )}
                    </div>
                  )),
            },
          ]}
        />
      </Space>
    );
  };
  return (
    <LimitsFrame>
      <ChooseForm withSubstance target="/hazardsLimits/compareResult" submitLabel={t('lim.compare')} />
      {result()}
    </LimitsFrame>
  );
}
