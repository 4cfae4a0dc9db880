import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './field-input';
import { fieldRules } from './field-rules';
import { say } from './labels';
import { formOf, type FieldDef } from './types';

interface Props {
  form: FormInstance;
  fields: Record<string, FieldDef>;
  editing: boolean;
  initialValues?: Record<string, unknown>;
}

/** The form body of a definition's fields (record forms and action forms share it). */
export function FieldsForm({ form, fields, editing, initialValues }: Props) {
  const { t, i18n } = useTranslation();
  const shown = (Object.entries(fields) as [string, FieldDef][]).filter(([, f]) => {
    const o = formOf(f);
    return o && !(editing && o.createOnly) && !(!editing && o.editOnly);
  });
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} preserve={false}>
      {shown.map(([key, f]) => {
        const o = formOf(f)!;
        return (
          <Form.Item
            key={key}
            name={key}
            label={say(f.label, i18n.language)}
            rules={fieldRules(f, t, editing)}
            dependencies={o.sameAs ? [o.sameAs] : o.requiredIf ? [o.requiredIf] : undefined}
            extra={o.help ? say(o.help, i18n.language) : f.secret && editing ? t('crud.secretKept') : undefined}
            valuePropName="value"
          >
            <FieldInput field={f} disabled={editing && o.lockedOnEdit} />
          </Form.Item>
        );
      })}
    </Form>
  );
}
