import { useState } from 'react';
import { Button, Drawer, Empty, Form, Input, List, Popconfirm, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { indicatorCalls, indicatorCategories, type InputOf, type OutputOf } from '@app/contract';
import { call } from '../../api/call';
import { useApp } from '../../app/use-app';

type Spec = OutputOf<typeof indicatorCalls.specs>['specs'][number];
type SpecInput = Omit<InputOf<typeof indicatorCalls.specSave>, 'customer_id' | 'batoken'>;

const emptyLine = { name: '', category: '理化' as const, requirement: '', unit: '', method: '', remark: '' };

/** My specifications (enterprise standards, internal limits): list, create, edit, delete. */
export function SpecManager() {
  const { t } = useTranslation();
  const { message } = useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Spec | 'new' | null>(null);
  const [form] = Form.useForm<SpecInput>();
  const specs = useQuery({
    queryKey: ['indicators', 'specs'],
    queryFn: () => call(indicatorCalls.specs, {}),
    enabled: open,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['indicators'] });
  const save = useMutation({
    mutationFn: (v: SpecInput) =>
      call(indicatorCalls.specSave, { ...v, id: editing && editing !== 'new' ? editing.id : undefined }),
    onSuccess: async () => {
      void message.success(t('ind.spec.saved'));
      setEditing(null);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(indicatorCalls.specDelete, { id }),
    onSuccess: refresh,
  });
  const edit = (s: Spec | 'new') => {
    setEditing(s);
    form.setFieldsValue(
      s === 'new'
        ? { name: '', baseStandard: '', lines: [emptyLine] }
        : { name: s.name, baseStandard: s.baseStandard, lines: s.lines },
    );
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('ind.spec.manage')}</Button>
      <Drawer open={open} onClose={() => setOpen(false)} width={860} title={t('ind.spec.manage')} destroyOnHidden>
        {editing ? (
          <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
            <Space>
              <Form.Item name="name" label={t('ind.spec.name')} rules={[{ required: true, max: 100 }]}>
                <Input style={{ width: 320 }} />
              </Form.Item>
              <Form.Item name="baseStandard" label={t('ind.spec.base')} rules={[{ max: 50 }]}>
                <Input style={{ width: 240 }} placeholder="GB 2717-2018" />
              </Form.Item>
            </Space>
            <Form.List name="lines">
              {(fields, { add, remove: drop }) => (
                <>
                  {fields.map((f) => (
                    <Space key={f.key} align="baseline" wrap>
                      <Form.Item name={[f.name, 'name']} rules={[{ required: true, max: 100 }]}>
                        <Input placeholder={t('ind.col.name')} aria-label={t('ind.col.name')} style={{ width: 160 }} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'category']} rules={[{ required: true }]}>
                        <Select
                          aria-label={t('ind.col.category')}
                          style={{ width: 110 }}
                          options={indicatorCategories.map((c) => ({ value: c, label: c }))}
                        />
                      </Form.Item>
                      <Form.Item name={[f.name, 'requirement']} rules={[{ required: true, max: 100 }]}>
                        <Input
                          placeholder={t('ind.spec.requirementHint')}
                          aria-label={t('ind.col.requirement')}
                          style={{ width: 190 }}
                        />
                      </Form.Item>
                      <Form.Item name={[f.name, 'unit']} rules={[{ max: 30 }]}>
                        <Input placeholder={t('ind.col.unit')} aria-label={t('ind.col.unit')} style={{ width: 100 }} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'method']} rules={[{ max: 100 }]}>
                        <Input
                          placeholder={t('ind.col.method')}
                          aria-label={t('ind.col.method')}
                          style={{ width: 130 }}
                        />
                      </Form.Item>
                      <Button
                        aria-label={t('ind.spec.delete')}
                        icon={<DeleteOutlined />}
                        onClick={() => drop(f.name)}
                        disabled={fields.length === 1}
                      />
                    </Space>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add(emptyLine)} style={{ marginBottom: 12 }}>
                    {t('ind.result.add')}
                  </Button>
                </>
              )}
            </Form.List>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('ind.spec.save')}
              </Button>
              <Button onClick={() => setEditing(null)}>{t('cancel')}</Button>
            </Space>
          </Form>
        ) : (
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => edit('new')} style={{ marginBottom: 12 }}>
              {t('ind.spec.new')}
            </Button>
            <List<Spec>
              loading={specs.isLoading}
              dataSource={specs.data?.specs ?? []}
              locale={{ emptyText: <Empty description={t('ind.spec.none')} /> }}
              renderItem={(s) => (
                <List.Item
                  actions={[
                    <a key="e" onClick={() => edit(s)}>
                      {t('ind.spec.edit')}
                    </a>,
                    <Popconfirm key="d" title={t('ind.spec.delete')} onConfirm={() => remove.mutate(s.id)}>
                      <a>{t('ind.spec.delete')}</a>
                    </Popconfirm>,
                  ]}
                >
                  <List.Item.Meta
                    title={s.name}
                    description={`${s.baseStandard} · ${t('ind.parsedCount', { count: s.lines.length })} · ${s.updatedAt}`}
                  />
                </List.Item>
              )}
            />
          </>
        )}
      </Drawer>
    </>
  );
}
