import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { memberCalls } from '@app/contract';
import { callAnswer } from '../../api/call';
import { AuthFrame } from './auth-frame';
import { PasswordFields } from './password-fields';
import { useApp } from '../../app/use-app';

/**
 * /forgotPassword: asks for the account's e-mail and mails a reset link; the link comes back
 * here with `?token=` and sets a new password.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const send = async ({ email }: { email: string }) => {
    setBusy(true);
    try {
      await callAnswer(memberCalls.forgotPassword, { email: email.trim() }, { repeatSubmit: true });
      setSent(true);
    } catch {
      // The request layer has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  const reset = async (v: { newPassword: string; confirmPassword: string }) => {
    setBusy(true);
    try {
      const answer = await callAnswer(
        memberCalls.resetPassword,
        { token: token ?? '', password: v.newPassword, confirmPassword: v.confirmPassword },
        { repeatSubmit: true },
      );
      void message.success(answer.msg);
      void navigate('/login', { replace: true });
    } catch {
      // The request layer has shown the reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title={token ? t('forgot.resetTitle') : t('forgot.title')}>
      {token ? (
        <Form layout="vertical" onFinish={(v) => void reset(v)} requiredMark={false}>
          <PasswordFields />
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('forgot.reset')}
          </Button>
        </Form>
      ) : sent ? (
        <Alert type="success" showIcon title={t('forgot.sent')} />
      ) : (
        <Form layout="vertical" onFinish={(v) => void send(v)} requiredMark={false}>
          <p style={{ color: '#4e5969' }}>{t('forgot.hint')}</p>
          <Form.Item
            name="email"
            label={t('forgot.email')}
            rules={[
              { required: true, whitespace: true, message: t('enterEmail') },
              { type: 'email', message: t('invalidEmail') },
            ]}
          >
            <Input autoComplete="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('forgot.send')}
          </Button>
        </Form>
      )}
      <div style={{ marginTop: 16, textAlign: 'right' }}>
        <Link to="/login">{t('forgot.backToLogin')}</Link>
      </div>
    </AuthFrame>
  );
}
