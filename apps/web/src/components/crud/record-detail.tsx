import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { say } from './labels';
import { FieldValue } from './values';
import { formOf, tableOf, type AnyResource, type FieldDef } from './types';

/** The detail of one record: every field the definition shows, never a password. */
export function RecordDetail({
  def,
  row,
  onClose,
}: {
  def: AnyResource;
  row: Record<string, unknown> | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const fields = (Object.entries(def.fields) as [string, FieldDef][]).filter(
    ([, f]) => f.type !== 'password' && (f.detail ?? (!!tableOf(f) || !!formOf(f))),
  );
  return (
    <Modal
      open={!!row}
      title={`${say(def.title, i18n.language)} · ${t('crud.detail')}`}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {row && (
        <Descriptions bordered column={1} size="small">
          {fields.map(([key, f]) => (
            <Descriptions.Item key={key} label={say(f.label, i18n.language)}>
              <FieldValue field={f} value={row[key]} />
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Modal>
  );
}
