import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Form, Input, Space } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminCalls, message as say } from '@app/contract';
import { CallError } from '../../api/transport';
import { pageLanguage } from '../../stores/language';
import { adminCall } from './admin-call';
import { staffSession, useStaffToken } from './staff-session';
import { useApp } from '../../app/use-app';
import './texts';

/** Only back-office paths are followed after login (no open redirect). */
const safeRedirect = (to: string | null) => (to && to.startsWith('/admin') && !to.startsWith('//') ? to : '/admin');

interface LoginForm {
  username: string;
  password: string;
  captchaInfo?: string;
}

/** The back office's own login, with captcha (separate from the portal login). */
export default function AdminLoginPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useStaffToken();
  const [busy, setBusy] = useState(false);
  // With the captcha switched off the server still asks for one after repeated failures.
  const [asked, setAsked] = useState(false);
  const captcha = useQuery({
    queryKey: ['admin-captcha'],
    queryFn: () => adminCall(adminCalls.auth.captcha, {}),
    gcTime: 0,
  });
  const redirect = safeRedirect(params.get('redirect'));

  if (token) return <Navigate to={redirect} replace />;

  const submit = async (v: LoginForm) => {
    setBusy(true);
    try {
      const answer = await adminCall(adminCalls.auth.login, {
        username: v.username.trim(),
        password: v.password,
        captchaId: captcha.data?.captchaId ?? '',
        captchaInfo: v.captchaInfo ?? '',
      });
      staffSession.set(answer.token);
      void message.success(t('loginSuccess'));
      void navigate(redirect, { replace: true });
    } catch (error) {
      if (error instanceof CallError && error.message === say('captchaNeeded', pageLanguage)) setAsked(true);
      void captcha.refetch();
    } finally {
      setBusy(false);
    }
  };

  const required = [{ required: true, whitespace: true, message: t('required') }];
  const image = captcha.data?.image;
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg,#1E6BD1,#0b2f63)',
      }}
    >
      <Card title={t('admin.loginTitle')} style={{ width: 380 }}>
        <Form<LoginForm> layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
          <Form.Item name="username" label={t('admin.username')} rules={required}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('admin.password')} rules={[{ required: true, message: t('required') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          {(captcha.data?.enabled || asked) && (
            <Form.Item label={t('admin.captcha')} required>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="captchaInfo" noStyle rules={required}>
                  <Input prefix={<SafetyOutlined />} aria-label={t('admin.captcha')} autoComplete="off" />
                </Form.Item>
                <button
                  type="button"
                  onClick={() => void captcha.refetch()}
                  title={t('admin.refreshCaptcha')}
                  aria-label={t('admin.refreshCaptcha')}
                  style={{ padding: 0, border: '1px solid #d9d9d9', background: '#fff', cursor: 'pointer', height: 32 }}
                >
                  {image && (
                    <img
                      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(image)}`}
                      alt={t('admin.captcha')}
                      style={{ height: 30 }}
                    />
                  )}
                </button>
              </Space.Compact>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('admin.login')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
