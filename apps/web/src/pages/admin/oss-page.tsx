import { useEffect, useState } from 'react';
import { Button, Card, Form, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminCalls } from '@app/contract';
import { CrudPage } from '../../components/crud/crud-page';
import { mayCall, useCrudHost } from '../../components/crud/crud-context';
import { FieldsForm } from '../../components/crud/fields-form';
import { formToInput } from '../../components/crud/values';
import { adminCall } from './admin-call';
import { ossConfigFields, ossFiles } from './resources/oss';
import { useApp } from '../../app/use-app';

/** Cloud-storage config (types 1, 2, 3; local disk by default) above the stored files. */
export default function AdminOssPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const host = useCrudHost();
  const [form] = Form.useForm();
  const [initial, setInitial] = useState<Record<string, unknown>>();
  // The server answers the secret masked and keeps the stored one when the mask comes back.
  const [maskedSecret, setMaskedSecret] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void adminCall(adminCalls.oss.config, {}).then(
      (c) => {
        setMaskedSecret(c.secretKey);
        setInitial({ ...c, secretKey: '' });
      },
      () => setInitial({ type: 0 }),
    );
  }, []);

  const save = async () => {
    const values = formToInput(
      { ...ossFiles, fields: ossConfigFields } as never,
      (await form.validateFields()) as Record<string, unknown>,
      true,
    );
    setSaving(true);
    try {
      await adminCall(adminCalls.oss.saveConfig, { ...values, secretKey: values.secretKey || maskedSecret } as never);
      void message.success(t('operationSuccess'));
    } finally {
      setSaving(false);
    }
  };

  const canSave = mayCall(host, adminCalls.oss.saveConfig);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Card title={t('admin.ossConfig')}>
        {!initial ? (
          <Spin />
        ) : (
          <div style={{ maxWidth: 560 }}>
            <Typography.Paragraph type="secondary">{t('admin.ossSecretHint')}</Typography.Paragraph>
            <FieldsForm form={form} fields={ossConfigFields} editing initialValues={initial} />
            {canSave && (
              <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
                {t('admin.save')}
              </Button>
            )}
          </div>
        )}
      </Card>
      {mayCall(host, ossFiles.calls.list) && <CrudPage def={ossFiles} />}
    </Space>
  );
}
