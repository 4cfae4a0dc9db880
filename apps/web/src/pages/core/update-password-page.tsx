import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { message as say, memberCalls } from '@app/contract';
import { callAnswer } from '../../api/call';
import { pageLanguage } from '../../stores/language';
import { AuthFrame } from './auth-frame';
import { PasswordFields } from './password-fields';
import { useApp } from '../../app/use-app';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** /updatePassword: current password, new password, confirmation. */
export default function UpdatePasswordPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const submit = async (v: PasswordForm) => {
    setBusy(true);
    try {
      const answer = await callAnswer(memberCalls.updatePassword, v, { repeatSubmit: true });
      void message.success(answer.msg || say('operationSuccess', pageLanguage));
      void navigate('/', { replace: true });
    } catch {
      // The request layer has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthFrame title={t('password.title')}>
      <Form layout="vertical" onFinish={(v: PasswordForm) => void submit(v)} requiredMark={false}>
        <Form.Item name="oldPassword" label={t('password.old')} rules={[{ required: true, message: t('required') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <PasswordFields />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('password.submit')}
        </Button>
        <Button type="link" block onClick={() => navigate(-1)} style={{ marginTop: 8 }}>
          {t('common.back')}
        </Button>
      </Form>
    </AuthFrame>
  );
}
