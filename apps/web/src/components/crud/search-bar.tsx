import { useEffect, useMemo } from 'react';
import { Button, DatePicker, Form, Space } from 'antd';
import { SearchOutlined, ReloadOutlined } from '@ant-design/icons';
import { dayjs } from '../dayjs-locale';
import { useTranslation } from 'react-i18next';
import type { FilterDef } from '../list/types';
import { FieldInput } from './field-input';
import { rangeRule } from './field-rules';
import { say } from './labels';
import { searchOf, type AnyResource, type FieldDef } from './types';

/** The URL filters a definition's search fields use (a date range takes two keys). */
export function searchFilters(def: AnyResource): FilterDef[] {
  return (Object.entries(def.fields) as [string, FieldDef][]).flatMap(([key, f]): FilterDef[] => {
    const s = searchOf(f);
    if (!s) return [];
    if (s.range) return [{ key, type: 'dateRange', label: key, from: s.range[0], to: s.range[1] }];
    return [{ key, type: 'text', label: key }];
  });
}

interface Props {
  def: AnyResource;
  filters: Record<string, string>;
  onSearch: (filters: Record<string, string | undefined>) => void;
}

/** The search form of a definition; its values live in the URL. */
export function SearchBar({ def, filters, onSearch }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  const fields = useMemo(
    () => (Object.entries(def.fields) as [string, FieldDef][]).filter(([, f]) => searchOf(f)),
    [def],
  );

  // The URL is the truth: back/forward and shared links fill the form.
  useEffect(() => {
    const values: Record<string, unknown> = {};
    for (const [key, f] of fields) {
      const range = searchOf(f)?.range;
      if (range) for (const k of range) values[k] = filters[k] ? dayjs(filters[k]) : undefined;
      else
        values[key] =
          filters[key] === undefined
            ? undefined
            : f.type === 'select' || f.type === 'radio'
              ? coerce(filters[key])
              : filters[key];
    }
    form.setFieldsValue(values);
  }, [filters, fields, form]);

  if (!fields.length) return null;

  const submit = (values: Record<string, unknown>) => {
    const next: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(values))
      next[k] =
        v === undefined || v === null || v === ''
          ? undefined
          : dayjs.isDayjs(v)
            ? v.format('YYYY-MM-DD')
            : String(v).trim();
    onSearch(next);
  };

  return (
    <Form
      form={form}
      layout="inline"
      onFinish={submit}
      style={{ marginBottom: 16, rowGap: 12 }}
      aria-label={t('crud.search')}
      role="search"
    >
      {fields.map(([key, f]) => {
        const label = say(f.label, i18n.language);
        const range = searchOf(f)?.range;
        if (range)
          return (
            <Space key={key} size={4} align="start">
              <Form.Item name={range[0]} label={label} rules={[rangeRule(range[1], t)]} dependencies={[range[1]]}>
                <DatePicker placeholder={t('crud.from')} aria-label={`${label} ${t('crud.from')}`} />
              </Form.Item>
              <Form.Item name={range[1]}>
                <DatePicker placeholder={t('crud.to')} aria-label={`${label} ${t('crud.to')}`} />
              </Form.Item>
            </Space>
          );
        return (
          <Form.Item key={key} name={key} label={label}>
            <FieldInput field={{ ...f, type: searchType[f.type] ?? f.type }} inSearch />
          </Form.Item>
        );
      })}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('crud.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch(
                Object.fromEntries(
                  searchFilters(def).flatMap((d) =>
                    d.type === 'dateRange'
                      ? [
                          [d.from, undefined],
                          [d.to, undefined],
                        ]
                      : [[d.key, undefined]],
                  ),
                ),
              );
            }}
          >
            {t('crud.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/** In the search bar every choice is a clearable select and every text one line. */
const searchType: Partial<Record<FieldDef['type'], FieldDef['type']>> = {
  textarea: 'text',
  email: 'text',
  emails: 'text',
  radio: 'select',
};

/** Select values round-trip through the URL as text; numeric ones go back to numbers. */
const coerce = (v: string | undefined) => (v !== undefined && /^-?\d+$/.test(v) ? Number(v) : v);
