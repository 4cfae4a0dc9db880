import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailOutlined, ReadOutlined } from '@ant-design/icons';
import type { RouteMeta } from '@app/contract';
import { useCustomerSettings, usePlatformName } from './use-shell-data';
import { UserMenu } from './user-menu';
import { FavouritesEntry } from './favourites-entry';
import { SamplingWarnings } from './sampling-warnings';
import { MiniProgramEntry } from './mini-program-dialog';

/** The 68 px header: logo, platform name, shortcuts and the user menu. */
export function ShellHeader({ meta }: { meta: RouteMeta | undefined }) {
  const { t } = useTranslation();
  const settings = useCustomerSettings().data;
  const name = usePlatformName();
  const logo = settings?.logo ? (
    <img src={settings.logo} alt="" />
  ) : (
    <span className="cp-logo-mark">{name.slice(0, 1)}</span>
  );
  // The logo links to the shell's root, or to a static show page for some customers.
  const link = settings?.logo_link || '/';
  const content = (
    <>
      {logo}
      <span>{name}</span>
    </>
  );
  return (
    <header className="cp-header" data-testid="shell-header">
      {/^https?:/.test(link) || link.endsWith('.html') ? (
        <a className="cp-logo" href={link} data-testid="logo">
          {content}
        </a>
      ) : (
        <Link className="cp-logo" to={link} data-testid="logo">
          {content}
        </Link>
      )}
      <div className="cp-header-actions">
        <SamplingWarnings />
        <FavouritesEntry meta={meta} />
        <MiniProgramEntry wechat={settings?.wechat ?? false} />
        <Link to="/message" className="cp-header-action">
          <MailOutlined />
          <span>{t('shell.messages')}</span>
        </Link>
        <Link to="/guide" className="cp-header-action" target="_blank">
          <ReadOutlined />
          <span>{t('shell.guide')}</span>
        </Link>
        <UserMenu />
      </div>
    </header>
  );
}
