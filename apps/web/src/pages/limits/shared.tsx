import { useState, type ReactNode } from 'react';
import { Select, Space, Tag, Tooltip, Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { limitValueText, limitsCalls, type ApplicableItem, type FoodNodeItem, type LimitItem } from '@app/contract';
import { call } from '../../api/call';
import { AreaFrame } from '../../components/area-frame';
import { useLang } from '../../components/lang';
import { Bilingual, NodeName, nodeText, PathNames, shownTranslation, Zh } from './data-text';
import './texts';

export { useLang };

/** The area's page tabs (titles from the route table). */
const nav = [
  '/hazardsLimits/indicatorQuery',
  '/hazardsLimits/indicatorContrast',
  '/hazardsLimits/analysis',
  '/hazardsLimits/basicSubstance',
  '/hazardsLimits/detailTree',
  '/hazardsLimits/riskFactor',
  '/hazardsLimits/notices',
  '/hazardsLimits/queryLists',
] as const;

export function LimitsFrame({ children, title, extra }: { children: ReactNode; title?: ReactNode; extra?: ReactNode }) {
  return (
    <AreaFrame nav={nav} title={title} extra={extra}>
      {children}
    </AreaFrame>
  );
}

/** Jurisdictions and schemes, read once per language. */
export function useLimitOptions() {
  return useQuery({
    queryKey: ['limits', 'options'],
    queryFn: () => call(limitsCalls.options, {}),
    staleTime: Infinity,
  });
}

export function JurisdictionTag({ code }: { code: string }) {
  const lang = useLang();
  const { data } = useLimitOptions();
  const j = data?.jurisdictions.find((x) => x.code === code);
  const color = code === 'CN' ? 'red' : code === 'EU' ? 'blue' : code === 'TW' ? 'gold' : 'default';
  return <Tag color={color}>{j ? (lang === 'en' ? j.nameEn : j.nameZh) : code}</Tag>;
}

export const useNames = () => {
  const lang = useLang();
  return {
    substance: (r: { substanceZh: string; substanceEn: string }) =>
      lang === 'en' ? r.substanceEn || r.substanceZh : r.substanceZh || r.substanceEn,
    food: (r: { foodZh: string; foodEn: string }) => (lang === 'en' ? r.foodEn || r.foodZh : r.foodZh || r.foodEn),
  };
};

const fmt = (v: number) => (Math.abs(v) >= 0.001 || v === 0 ? String(Number(v.toPrecision(6))) : v.toExponential(2));

/** The value as the source states it, the unit, and the caveat / OCR flag / demo marks beside it. */
export function LimitValue({
  row,
}: {
  row: Pick<LimitItem, 'valueRaw' | 'unit' | 'caveat' | 'flagged' | 'demo' | 'limitType'>;
}) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Typography.Text delete={row.flagged}>
        {row.limitType === 'exempt' ? t('lim.typeName.exempt') : <Zh text={limitValueText(row.valueRaw, row.unit)} />}
      </Typography.Text>
      {row.caveat && (
        <Tooltip title={<Bilingual text={row.caveat} />}>
          <WarningOutlined style={{ color: '#d48806' }} aria-label={t('lim.caveat')} />
        </Tooltip>
      )}
      {row.flagged && <Tag color="orange">{t('lim.flagged')}</Tag>}
      {row.demo && <Tag color="purple">{t('lim.demo')}</Tag>}
    </Space>
  );
}

export const mgkg = (v: number | null) => (v === null ? '—' : fmt(v));

/** A food name with the portal-translation mark and the source name beside it. */
export function FoodName({
  id,
  zh,
  en,
  source,
  origin,
}: {
  id: number;
  zh: string;
  en: string;
  source: string;
  origin: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const node = { nameZh: zh, nameEn: en, nameSource: source, nameOrigin: origin };
  return (
    <Space size={4} wrap>
      <Link to={`/hazardsLimits/foodDetail?id=${id}`}>
        <NodeName node={node} />
      </Link>
      {shownTranslation(lang, node) && (
        <Tooltip title={`${t('lim.original')}: ${source}`}>
          <Tag>{t('lim.translated')}</Tag>
        </Tooltip>
      )}
    </Space>
  );
}

/** The path from the group that carries a limit down to the food (草莓 ← 小漿果類). */
export function PathText({ path }: { path: ApplicableItem['path'] }) {
  return (
    <Typography.Text type="secondary">
      <PathNames path={path} />
    </Typography.Text>
  );
}

type Option = { value: number; label: string };

/** A searchable picker over the server's substance search (names in either script, CAS, English). */
export function SubstancePicker({
  value,
  label,
  onChange,
  ariaLabel,
}: {
  value?: number;
  label?: string;
  onChange: (id: number | undefined, label?: string) => void;
  ariaLabel: string;
}) {
  const [q, setQ] = useState('');
  const lang = useLang();
  const { data, isFetching } = useQuery({
    queryKey: ['limits', 'substancePick', q],
    queryFn: () => call(limitsCalls.substances, { q, pageSize: 20 }, { silent: true }),
    enabled: q.trim().length > 0,
  });
  const options: Option[] = (data?.list ?? []).map((s) => ({
    value: s.id,
    label: `${lang === 'en' ? s.nameEn || s.nameZh : s.nameZh || s.nameZhTw || s.nameEn}${s.cas ? ` (${s.cas})` : ''}`,
  }));
  return (
    <Select<number>
      showSearch
      allowClear
      aria-label={ariaLabel}
      style={{ minWidth: 280 }}
      value={value}
      filterOption={false}
      onSearch={setQ}
      loading={isFetching}
      options={value && label && !options.some((o) => o.value === value) ? [{ value, label }, ...options] : options}
      labelRender={(o) => <Zh text={String(o.label ?? '')} />}
      optionRender={(o) => <Zh text={String(o.label ?? '')} />}
      onChange={(v, o) => onChange(v, (o as Option | undefined)?.label)}
      placeholder={ariaLabel}
    />
  );
}

/** A searchable picker over food nodes of every scheme; each option names its scheme. */
export function FoodPicker({
  value,
  label,
  onChange,
  ariaLabel,
}: {
  value?: number;
  label?: string;
  onChange: (id: number | undefined, label?: string) => void;
  ariaLabel: string;
}) {
  const [q, setQ] = useState('');
  const lang = useLang();
  const opts = useLimitOptions();
  const { data, isFetching } = useQuery({
    queryKey: ['limits', 'foodPick', q],
    queryFn: () => call(limitsCalls.foods, { q }, { silent: true }),
    enabled: q.trim().length > 0,
  });
  const schemeName = (code: string) => {
    const s = opts.data?.schemes.find((x) => x.code === code);
    return s ? (lang === 'en' ? s.nameEn : s.nameZh) : code;
  };
  const text = (f: FoodNodeItem) => `${nodeText(lang, f)}${f.code ? ` ${f.code}` : ''} · ${schemeName(f.scheme)}`;
  const options: Option[] = (data?.list ?? []).map((f) => ({ value: f.id, label: text(f) }));
  // A food chosen before (a link, another language) is named from its node, in the page's
  // language, never shown as its bare id.
  const chosen = useQuery({
    queryKey: ['limits', 'foodPicked', value],
    queryFn: () => call(limitsCalls.food, { id: value! }, { silent: true }),
    enabled: Boolean(value) && !options.some((o) => o.value === value),
  });
  const chosenLabel = chosen.data ? text(chosen.data.node) : label;
  return (
    <Select<number>
      showSearch
      allowClear
      aria-label={ariaLabel}
      style={{ minWidth: 360 }}
      value={value}
      filterOption={false}
      onSearch={setQ}
      loading={isFetching || chosen.isFetching}
      options={
        value && chosenLabel && !options.some((o) => o.value === value)
          ? [{ value, label: chosenLabel }, ...options]
          : options
      }
      labelRender={(o) => <Zh text={String(o.label ?? '')} />}
      optionRender={(o) => <Zh text={String(o.label ?? '')} />}
      onChange={(v, o) => onChange(v, (o as Option | undefined)?.label)}
      placeholder={ariaLabel}
    />
  );
}

/** Jurisdiction multi-select. */
export function JurisdictionSelect({
  value,
  onChange,
  ariaLabel,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  ariaLabel: string;
}) {
  const lang = useLang();
  const { data } = useLimitOptions();
  return (
    <Select
      mode="multiple"
      aria-label={ariaLabel}
      style={{ minWidth: 280 }}
      value={value}
      onChange={onChange}
      options={(data?.jurisdictions ?? []).map((j) => ({ value: j.code, label: lang === 'en' ? j.nameEn : j.nameZh }))}
      placeholder={ariaLabel}
    />
  );
}
