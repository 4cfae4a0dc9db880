import { useEffect, useState } from 'react';
import { Button, Checkbox, DatePicker, Flex, Input, Select, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { dayjs } from '../dayjs-locale';
import { useTranslation } from 'react-i18next';
import type { FilterDef } from './types';
import { useApp } from '../use-app';
import './texts';

interface Props {
  filters: readonly FilterDef[];
  values: Record<string, string>;
  /** Called with every filter key (undefined = cleared). */
  onSearch: (values: Record<string, string | undefined>) => void;
}

/**
 * The filter bar of a list, drawn from its filter definitions. Text and selects apply on
 * 查询 (or Enter); chips apply at once. The draft follows the URL when it changes (back button).
 */
export function FilterBar({ filters, values, onSearch }: Props) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [draft, setDraft] = useState<Record<string, string | undefined>>(values);
  useEffect(() => setDraft(values), [values]);

  const set = (k: string, v: string | undefined) => setDraft((d) => ({ ...d, [k]: v || undefined }));
  const submit = (next = draft) => {
    for (const f of filters) {
      if (f.type !== 'dateRange') continue;
      const a = next[f.from];
      const b = next[f.to];
      if (a && b && a > b) {
        void message.warning(t('startAfterEnd'));
        return;
      }
    }
    onSearch(next);
  };
  const reset = () => {
    const cleared = Object.fromEntries(Object.keys(draft).map((k) => [k, undefined]));
    setDraft(cleared);
    onSearch(cleared);
  };

  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }} role="search">
      {filters.map((f) => {
        switch (f.type) {
          case 'text':
            return (
              <Input
                key={f.key}
                aria-label={t(f.label)}
                placeholder={t(f.placeholder ?? f.label)}
                value={draft[f.key] ?? ''}
                allowClear
                style={{ width: f.width ?? 220 }}
                onChange={(e) => set(f.key, e.target.value)}
                onPressEnter={() => submit()}
              />
            );
          case 'select':
            return (
              <Select
                key={f.key}
                aria-label={t(f.label)}
                placeholder={t(f.label)}
                allowClear
                mode={f.multiple ? 'multiple' : undefined}
                style={{ minWidth: f.width ?? 160 }}
                value={f.multiple ? (draft[f.key]?.split(',').filter(Boolean) ?? []) : draft[f.key]}
                options={f.options.map((o) => ({ value: o.value, label: t(o.label) }))}
                onChange={(v: string | string[] | undefined) => set(f.key, Array.isArray(v) ? v.join(',') : v)}
              />
            );
          case 'dateRange':
            return (
              <Space key={f.key} size={4}>
                <span>{t(f.label)}</span>
                <DatePicker.RangePicker
                  aria-label={t(f.label)}
                  placeholder={[t('list.startDate'), t('list.endDate')]}
                  value={[draft[f.from] ? dayjs(draft[f.from]) : null, draft[f.to] ? dayjs(draft[f.to]) : null]}
                  allowEmpty={[true, true]}
                  onChange={(v) => {
                    setDraft((d) => ({
                      ...d,
                      [f.from]: v?.[0]?.format('YYYY-MM-DD'),
                      [f.to]: v?.[1]?.format('YYYY-MM-DD'),
                    }));
                  }}
                />
              </Space>
            );
          case 'check':
            return (
              <Checkbox
                key={f.key}
                checked={draft[f.key] === '1'}
                onChange={(e) => set(f.key, e.target.checked ? '1' : undefined)}
              >
                {t(f.label)}
              </Checkbox>
            );
          case 'chips':
            return (
              <Space key={f.key} size={4} wrap aria-label={t(f.label)}>
                <span>{t(f.label)}:</span>
                {f.options.map((o) => (
                  <Button
                    key={o.value}
                    size="small"
                    type={draft[f.key] === o.value ? 'primary' : 'default'}
                    aria-pressed={draft[f.key] === o.value}
                    onClick={() => submit({ ...draft, [f.key]: draft[f.key] === o.value ? undefined : o.value })}
                  >
                    {t(o.label)}
                  </Button>
                ))}
              </Space>
            );
        }
      })}
      <Space>
        <Button type="primary" icon={<SearchOutlined />} onClick={() => submit()}>
          {t('list.search')}
        </Button>
        <Button onClick={reset}>{t('list.reset')}</Button>
      </Space>
    </Flex>
  );
}
