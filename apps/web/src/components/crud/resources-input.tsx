import { Button, Input, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Resource {
  url: string;
  method: Method;
}
const methods: Method[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** Edits a list of API resources (url + method) as rows. */
export function ResourcesInput({
  id,
  value,
  onChange,
  label,
}: {
  id?: string;
  value?: Resource[];
  onChange?: (v: Resource[]) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const rows = value ?? [];
  const set = (i: number, patch: Partial<Resource>) =>
    onChange?.(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div id={id} role="group" aria-label={label}>
      {rows.map((r, i) => (
        <Space.Compact key={i} style={{ display: 'flex', marginBottom: 8 }}>
          <Select<Method>
            value={r.method}
            onChange={(m) => set(i, { method: m })}
            options={methods.map((m) => ({ value: m, label: m }))}
            style={{ width: 110 }}
            aria-label="method"
          />
          <Input
            value={r.url}
            onChange={(e) => set(i, { url: e.target.value })}
            placeholder="/admin-api/…"
            aria-label="url"
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('crud.delete')}
            onClick={() => onChange?.(rows.filter((_, j) => j !== i))}
          />
        </Space.Compact>
      ))}
      <Button type="dashed" icon={<PlusOutlined />} onClick={() => onChange?.([...rows, { url: '', method: 'GET' }])}>
        {t('crud.create')}
      </Button>
    </div>
  );
}
