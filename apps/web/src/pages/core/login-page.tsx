import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Spin, theme } from 'antd';
// The two inputs alone: `Input` from 'antd' brings TextArea, Search and OTP along.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { message as say } from '@app/contract';
import { loginSettingsQuery } from '../../api/queries';
import { login } from '../../api/session-actions';
import { pageLanguage } from '../../stores/language';
import { AuthFrame } from './auth-frame';
import { useCaptcha } from './use-captcha';
import { useApp } from '../../components/use-app';

interface LoginForm {
  username: string;
  password: string;
  captchaInfo: string;
}
type FieldName = keyof LoginForm;
const empty: LoginForm = { username: '', password: '', captchaInfo: '' };

/**
 * One field with its message under it. The login form checks three required fields by hand
 * rather than with antd's Form, whose code (with its validator and tooltips) weighs about a
 * seventh of the page's JS (JS of /login under 250 KB gzip).
 */
function Field({ error, children }: { error?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div className="cp-field">
      {children}
      <div className="cp-field-error" role="alert" style={{ color: token.colorError }}>
        {error}
      </div>
    </div>
  );
}

/**
 * /login: account, password and captcha, or single sign-on by `?token=`. On
 * success the route guard moves the user on to `redirect` (or `/`).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const [params] = useSearchParams();
  const settings = useQuery(loginSettingsQuery);
  // With the captcha switched off the server still asks for one after repeated failures.
  const [asked, setAsked] = useState(false);
  const captchaOn = (settings.data?.captcha ?? true) || asked;
  const captcha = useCaptcha(settings.isSuccess && captchaOn);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState<LoginForm>(empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
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
        captchaInfo: captchaOn ? v.captchaInfo.trim() : undefined,
        demonstrate: 0,
        lang: pageLanguage,
      });
      if (result.code === 1) void message.success(say('loginSuccess', pageLanguage));
      else {
        if (result.msg === say('captchaNeeded', pageLanguage)) setAsked(true);
        // A captcha is good for one check: any refusal needs a new one.
        captcha.refresh();
        setValues((old) => ({ ...old, captchaInfo: '' }));
      }
    } catch {
      captcha.refresh();
    } finally {
      setBusy(false);
    }
  };

  const messages: Record<FieldName, string> = {
    username: t('login.usernameRequired'),
    password: t('login.passwordRequired'),
    captchaInfo: t('login.captchaRequired'),
  };
  const fields: FieldName[] = captchaOn ? ['username', 'password', 'captchaInfo'] : ['username', 'password'];
  // Required; the account and the captcha must not be blank either.
  const errorOf = (name: FieldName, value: string) =>
    (name === 'password' ? value : value.trim()) ? undefined : messages[name];
  const bind = (name: FieldName) => ({
    value: values[name],
    status: errors[name] ? ('error' as const) : undefined,
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setValues((old) => ({ ...old, [name]: value }));
      setErrors((old) => ({ ...old, [name]: errorOf(name, value) }));
    },
  });
  const onSubmit = (e: { preventDefault: () => void }) => {
    e.preventDefault();
    const found = Object.fromEntries(fields.map((f) => [f, errorOf(f, values[f])]));
    setErrors(found);
    if (fields.every((f) => !found[f])) void submit(values);
  };

  if (ssoToken && busy) return <Spin fullscreen tip={t('login.sso')} />;

  return (
    <AuthFrame title={t('login.title')}>
      <form onSubmit={onSubmit} autoComplete="on" noValidate>
        <Field error={errors.username}>
          <Input
            size="large"
            {...bind('username')}
            prefix={<UserOutlined />}
            placeholder={t('login.username')}
            aria-label={t('login.username')}
            autoComplete="username"
          />
        </Field>
        <Field error={errors.password}>
          <Password
            size="large"
            {...bind('password')}
            prefix={<LockOutlined />}
            placeholder={t('login.password')}
            aria-label={t('login.password')}
            autoComplete="current-password"
          />
        </Field>
        {captchaOn && (
          <Field error={errors.captchaInfo}>
            <div className="cp-captcha">
              <Input
                size="large"
                {...bind('captchaInfo')}
                prefix={<SafetyOutlined />}
                placeholder={t('login.captcha')}
                aria-label={t('login.captcha')}
                maxLength={8}
                autoComplete="off"
              />
              {captcha.src ? (
                <img
                  src={captcha.src}
                  alt={t('login.captcha')}
                  title={t('login.captchaRefresh')}
                  onClick={captcha.refresh}
                  data-testid="captcha-image"
                />
              ) : (
                <span className="cp-captcha-img" />
              )}
            </div>
          </Field>
        )}
        <Button type="primary" size="large" htmlType="submit" block loading={busy}>
          {t('login.submit')}
        </Button>
        <div style={{ textAlign: 'right', marginTop: 24 }}>
          <Link to="/forgotPassword">{t('login.forgot')}</Link>
        </div>
      </form>
    </AuthFrame>
  );
}
