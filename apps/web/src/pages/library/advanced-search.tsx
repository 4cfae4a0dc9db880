import { useEffect, useState } from 'react';
import { Button, DatePicker, Flex, Input, Radio, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { dayjs } from '../../app/dayjs-locale';
import { useTranslation } from 'react-i18next';
import { dateFields } from '@app/contract';
import { fromKey, statusOptions, toKey } from './search-input';
import { useApp } from '../../app/use-app';

type TextField = 'title' | 'docNumber' | 'department' | 'industry' | 'category';
type DateField = (typeof dateFields)[number];
const textFields: TextField[] = ['title', 'docNumber', 'department', 'industry', 'category'];

interface Props {
  values: Record<string, string>;
  onSearch: (values: Record<string, string | undefined>) => void;
}

/**
 * Advanced mode: condition rows (field + value), each date field as a range, status; all rows
 * combined with AND or OR. Each field appears once: the server takes one value per field.
 */
export function AdvancedSearch({ values, onSearch }: Props) {
  const { t } = useTranslation();
  const { message } = useApp();
  const initialRows = () => {
    const r = textFields.filter((f) => values[f]).map((f) => ({ field: f, value: values[f] ?? '' }));
    return r.length ? r : [{ field: 'title' as TextField, value: '' }];
  };
  const initialDates = () => {
    const r = dateFields
      .filter((d) => values[fromKey(d)] || values[toKey(d)])
      .map((d) => ({ field: d, from: values[fromKey(d)], to: values[toKey(d)] }));
    return r.length
      ? r
      : [
          {
            field: 'publishDate' as DateField,
            from: undefined as string | undefined,
            to: undefined as string | undefined,
          },
        ];
  };
  const [rows, setRows] = useState(initialRows);
  const [dates, setDates] = useState(initialDates);
  const [logic, setLogic] = useState(values.logic === 'or' ? 'or' : 'and');
  const [status, setStatus] = useState<string[]>(values.status?.split(',').filter(Boolean) ?? []);
  // Follow the URL (back button, a link with a query).
  useEffect(() => {
    setRows(initialRows());
    setDates(initialDates());
    setLogic(values.logic === 'or' ? 'or' : 'and');
    setStatus(values.status?.split(',').filter(Boolean) ?? []);
    // The form follows the URL values; the initialisers read them.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose, see the line above
  }, [values]);

  const submit = () => {
    const out: Record<string, string | undefined> = { mode: 'advanced', logic, status: status.join(',') || undefined };
    for (const r of rows) if (r.value.trim()) out[r.field] = r.value.trim();
    for (const d of dates) {
      if (d.from && d.to && d.from > d.to) {
        void message.warning(t('startAfterEnd'));
        return;
      }
      out[fromKey(d.field)] = d.from;
      out[toKey(d.field)] = d.to;
    }
    onSearch(out);
  };

  const unusedText = textFields.filter((f) => !rows.some((r) => r.field === f));
  const unusedDates = dateFields.filter((f) => !dates.some((d) => d.field === f));

  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }} role="search" aria-label={t('lib.mode.advanced')}>
      <Space>
        <span>
          {t('lib.logic.and')}/{t('lib.logic.or')}:
        </span>
        <Radio.Group
          value={logic}
          onChange={(e) => setLogic(e.target.value as 'and' | 'or')}
          optionType="button"
          options={[
            { value: 'and', label: t('lib.logic.and') },
            { value: 'or', label: t('lib.logic.or') },
          ]}
        />
      </Space>
      {rows.map((r, i) => (
        <Space key={i} wrap>
          <span style={{ display: 'inline-block', width: 48, textAlign: 'right' }}>
            {i === 0 ? '' : t(`lib.logic.${logic}`)}
          </span>
          <Select
            aria-label={t('lib.field')}
            style={{ width: 160 }}
            value={r.field}
            options={[r.field, ...unusedText].map((f) => ({ value: f, label: t(`lib.col.${f}`) }))}
            onChange={(field: TextField) => setRows((rs) => rs.map((x, j) => (j === i ? { ...x, field } : x)))}
          />
          <Input
            aria-label={`${t('lib.value')} ${t(`lib.col.${r.field}`)}`}
            style={{ width: 320 }}
            value={r.value}
            maxLength={200}
            onChange={(e) => setRows((rs) => rs.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))}
            onPressEnter={submit}
          />
          {rows.length > 1 && (
            <Button
              aria-label={t('lib.removeRow')}
              icon={<DeleteOutlined />}
              onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
            />
          )}
        </Space>
      ))}
      {dates.map((d, i) => (
        <Space key={`d${i}`} wrap>
          <span style={{ display: 'inline-block', width: 48, textAlign: 'right' }}>{t(`lib.logic.${logic}`)}</span>
          <Select
            aria-label={t('lib.dateField')}
            style={{ width: 160 }}
            value={d.field}
            options={[d.field, ...unusedDates].map((f) => ({ value: f, label: t(`lib.col.${f}`) }))}
            onChange={(field: DateField) => setDates((ds) => ds.map((x, j) => (j === i ? { ...x, field } : x)))}
          />
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            placeholder={[t('list.startDate'), t('list.endDate')]}
            value={[d.from ? dayjs(d.from) : null, d.to ? dayjs(d.to) : null]}
            onChange={(v) =>
              setDates((ds) =>
                ds.map((x, j) =>
                  j === i ? { ...x, from: v?.[0]?.format('YYYY-MM-DD'), to: v?.[1]?.format('YYYY-MM-DD') } : x,
                ),
              )
            }
          />
          {dates.length > 1 && (
            <Button
              aria-label={t('lib.removeRow')}
              icon={<DeleteOutlined />}
              onClick={() => setDates((ds) => ds.filter((_, j) => j !== i))}
            />
          )}
        </Space>
      ))}
      <Space wrap>
        <span style={{ display: 'inline-block', width: 48 }} />
        <Select
          mode="multiple"
          aria-label={t('lib.statuses')}
          placeholder={t('lib.statuses')}
          style={{ minWidth: 240 }}
          value={status}
          onChange={setStatus}
          options={statusOptions.map((o) => ({ value: o.value, label: t(o.label) }))}
        />
        <Button
          icon={<PlusOutlined />}
          disabled={!unusedText.length}
          onClick={() => setRows((rs) => [...rs, { field: unusedText[0]!, value: '' }])}
        >
          {t('lib.addRow')}
        </Button>
        <Button
          icon={<PlusOutlined />}
          disabled={!unusedDates.length}
          onClick={() => setDates((ds) => [...ds, { field: unusedDates[0]!, from: undefined, to: undefined }])}
        >
          {t('lib.addDateRow')}
        </Button>
        <Button type="primary" icon={<SearchOutlined />} onClick={submit}>
          {t('list.search')}
        </Button>
      </Space>
    </Flex>
  );
}
