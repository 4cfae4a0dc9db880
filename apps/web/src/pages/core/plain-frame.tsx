import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePortalName } from './use-portal-name';
import { useSession } from '../../stores/session';
import './texts';
import './core.css';

/** The frame of the open pages outside the shell (/home, /guide, /ad, /demo, /message). */
export function PlainFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const platform = usePortalName();
  return (
    <div className="cp-page-plain">
      <div className="cp-topbar">
        <Link className="cp-brand" to={token ? '/' : '/home'}>
          {platform}
        </Link>
        <Link to={token ? '/' : '/login'}>
          <Button type="primary">{token ? t('landing.enter') : t('landing.login')}</Button>
        </Link>
      </div>
      <div className="cp-page">{children}</div>
    </div>
  );
}
