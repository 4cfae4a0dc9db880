import { useState } from 'react';
import { Segmented, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { indicatorCalls, type ProductSource } from '@app/contract';
import { call } from '../../api/call';
import { sourceKinds } from './use-source';
import { DataText } from '../../components/data-text';
import './texts';

export const choicesQuery = { queryKey: ['indicators', 'choices'], queryFn: () => call(indicatorCalls.choices, {}) };

/** Chooses the product: a product standard, a GB 2762 food category or one of my specifications. */
export function ProductPicker({
  value,
  onChange,
  label,
  testId,
}: {
  value?: ProductSource;
  onChange: (s: ProductSource | undefined) => void;
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ProductSource['kind']>(value?.kind ?? 'standard');
  const q = useQuery(choicesQuery);
  const list = kind === 'standard' ? q.data?.standards : kind === 'category' ? q.data?.categories : q.data?.specs;
  return (
    <Space wrap data-testid={testId}>
      <Segmented<ProductSource['kind']>
        value={kind}
        onChange={(k) => setKind(k)}
        options={sourceKinds.map((k) => ({ value: k, label: t(`ind.kind.${k}`) }))}
      />
      <Select
        showSearch
        allowClear
        aria-label={label ?? t('ind.pick')}
        placeholder={label ?? t('ind.pick')}
        style={{ width: 420 }}
        loading={q.isLoading}
        value={value?.kind === kind ? value.key : undefined}
        optionFilterProp="label"
        onChange={(key?: string) => onChange(key ? { kind, key } : undefined)}
        options={(list ?? []).map((c) => ({
          value: c.key,
          label: kind === 'standard' ? `${c.key} ${c.label}` : c.label,
          title: kind === 'standard' ? `${c.key} ${c.label}` : c.label,
          count: c.count,
        }))}
        labelRender={(o) => <DataText text={String(o.label ?? '')} />}
        optionRender={(o) => (
          <Space style={{ justifyContent: 'space-between', width: '100%' }}>
            <DataText text={String(o.label ?? '')} />
            <span style={{ color: '#888' }}>
              {t('ind.parsedCount', { count: (o.data as { count: number }).count })}
            </span>
          </Space>
        )}
      />
    </Space>
  );
}
