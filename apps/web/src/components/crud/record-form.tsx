import { useEffect, useState } from 'react';
import { Button, Drawer, Form, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallRoute } from '@app/contract';
import { useCrudHost } from './crud-context';
import { FieldsForm } from './fields-form';
import { say } from './labels';
import { formToInput, rowToForm } from './values';
import { formOf, type AnyResource, type FieldDef } from './types';

type Obj = Record<string, unknown>;

interface Props {
  def: AnyResource;
  /** `undefined` closed, `null` a new record, a row to edit it. */
  editing: Obj | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** The create/edit drawer: loads the full record when the definition has an info call. */
export function RecordForm({ def, editing, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const host = useCrudHost();
  const [form] = Form.useForm();
  const [record, setRecord] = useState<Obj | undefined>();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const idKey = def.idKey ?? 'id';
  const isEdit = !!editing;

  useEffect(() => {
    setRecord(undefined);
    if (!editing) return;
    if (!def.calls.info) {
      setRecord(editing);
      return;
    }
    setLoading(true);
    host
      .invoke(def.calls.info as CallRoute, { [idKey]: editing[idKey] } as never)
      .then((r) => setRecord(r as Obj))
      .catch(onClose)
      .finally(() => setLoading(false));
    // Reloads only for another record or definition, not on every parent render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose, see the line above
  }, [editing, def]);

  const formFields = Object.fromEntries(
    (Object.entries(def.fields) as [string, FieldDef][]).filter(([, f]) => formOf(f)),
  );

  const save = async () => {
    const values = (await form.validateFields()) as Obj;
    let input = formToInput(def, values, isEdit);
    if (def.toInput) input = def.toInput(input, (editing ?? undefined) as never);
    const endpoint = isEdit ? def.calls.update : def.calls.create;
    if (!endpoint) return;
    setSaving(true);
    try {
      await host.invoke(endpoint, (isEdit ? { ...input, [idKey]: editing![idKey] } : input) as never);
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  const ready = !isEdit || record;
  return (
    <Drawer
      open={editing !== undefined}
      onClose={onClose}
      size={560}
      destroyOnHidden
      title={`${say(def.title, i18n.language)} · ${t(isEdit ? 'crud.edit' : 'crud.create')}`}
      extra={
        <Space>
          <Button onClick={onClose}>{t('crud.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={!ready} onClick={() => void save().catch(() => undefined)}>
            {t('crud.save')}
          </Button>
        </Space>
      }
    >
      {loading || !ready ? (
        <Spin style={{ display: 'block', margin: '40px auto' }} />
      ) : (
        <div
          onKeyDown={(e) => {
            // Enter in a one-line input saves, as in any form.
            if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') void save().catch(() => undefined);
          }}
        >
          <FieldsForm
            form={form}
            fields={formFields}
            editing={isEdit}
            initialValues={rowToForm(def, isEdit ? record : undefined, isEdit)}
          />
        </div>
      )}
    </Drawer>
  );
}
