import { Button, Card, Form } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminCalls } from '@app/contract';
import { FieldsForm } from '../../components/crud/fields-form';
import type { FieldDef } from '../../components/crud/types';
import { adminCall } from './admin-call';
import { staffSession } from './staff-session';
import { useApp } from '../../app/use-app';

const fields: Record<string, FieldDef> = {
  password: { type: 'password', label: ['原密码', 'Current password'], form: { required: true } },
  newPassword: { type: 'password', label: ['新密码', 'New password'], form: { required: true, max: 100 } },
  confirmPassword: {
    type: 'password',
    label: ['确认密码', 'Confirm password'],
    form: { required: true, sameAs: 'newPassword', sameAsMessage: 'confirmNewPasswordMismatch' },
  },
};

/** A staff member changes their own password; the server ends their other sessions. */
export default function AdminPasswordPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const save = async () => {
    const v = (await form.validateFields()) as { password: string; newPassword: string; confirmPassword: string };
    await adminCall(adminCalls.auth.password, v);
    void message.success(t('operationSuccess'));
    staffSession.clear();
    void navigate('/admin/login', { replace: true });
  };
  return (
    <Card title={t('admin.changePassword')} style={{ maxWidth: 520 }}>
      <FieldsForm form={form} fields={fields} editing={false} />
      <Button type="primary" onClick={() => void save().catch(() => undefined)}>
        {t('admin.save')}
      </Button>
    </Card>
  );
}
