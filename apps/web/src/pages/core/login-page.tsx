import { useEffect, useRef, useState } from 'react';
import { Button, Form, Input, Spin } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { message as say } from '@app/contract';
import { loginSettingsQuery } from '../../api/queries';
import { login } from '../../stores/session-actions';
import { pageLanguage } from '../../stores/language';
import { AuthFrame } from './auth-frame';
import { useCaptcha } from './use-captcha';
import { useApp } from '../../app/use-app';

interface LoginForm {
  username: string;
  password: string;
  captchaInfo?: string;
}

/**
 * /login: account, password and captcha, or single sign-on by `?token=` (spec 2.1, 4.2). On
 * success the route guard moves the user on to `redirect` (or `/`).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const [params] = useSearchParams();
  const settings = useQuery(loginSettingsQuery);
  const captchaOn = settings.data?.captcha ?? true;
  const captcha = useCaptcha(settings.isSuccess && captchaOn);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<LoginForm>();
  const ssoToken = params.get('token');
  const ssoTried = useRef(false);

  useEffect(() => {
    if (!ssoToken || ssoTried.current) return;
    ssoTried.current = true;
    setBusy(true);
    void login({ token: ssoToken })
      .then((r) => r.code === 1 && void message.success(say('loginSuccess', pageLanguage)))
      .finally(() => setBusy(false));
  }, [ssoToken, message]);

  const submit = async (v: LoginForm) => {
    setBusy(true);
    try {
      const result = await login({
        username: v.username.trim(),
        password: v.password,
        captchaId: captchaOn ? captcha.id : undefined,
        captchaInfo: captchaOn ? v.captchaInfo?.trim() : undefined,
        demonstrate: 0,
      });
      if (result.code === 1) void message.success(say('loginSuccess', pageLanguage));
      else {
        // A captcha is good for one check: any refusal needs a new one.
        captcha.refresh();
        form.setFieldValue('captchaInfo', '');
      }
    } catch {
      captcha.refresh();
    } finally {
      setBusy(false);
    }
  };

  if (ssoToken && busy) return <Spin fullscreen tip={t('login.sso')} />;

  return (
    <AuthFrame title={t('login.title')}>
      <Form form={form} size="large" onFinish={(v) => void submit(v)} autoComplete="on" requiredMark={false}>
        <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
          <Input prefix={<UserOutlined />} placeholder={t('login.username')} aria-label={t('login.username')} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} aria-label={t('login.password')} autoComplete="current-password" />
        </Form.Item>
        {captchaOn && (
          <Form.Item required>
            <div className="cp-captcha">
              <Form.Item name="captchaInfo" noStyle rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}>
                <Input prefix={<SafetyOutlined />} placeholder={t('login.captcha')} aria-label={t('login.captcha')} maxLength={8} autoComplete="off" />
              </Form.Item>
              {captcha.src ? (
                <img src={captcha.src} alt={t('login.captcha')} title={t('login.captchaRefresh')} onClick={captcha.refresh} data-testid="captcha-image" />
              ) : (
                <span className="cp-captcha-img" />
              )}
            </div>
          </Form.Item>
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login.submit')}
          </Button>
        </Form.Item>
        <div style={{ textAlign: 'right' }}>
          <Link to="/forgotPassword">{t('login.forgot')}</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}
