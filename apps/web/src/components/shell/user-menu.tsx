import { Dropdown, type MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Language } from '@app/contract';
import { useSession } from '../../stores/session';
import { logout, switchLanguage } from '../../api/session-actions';
import { pageLanguage } from '../../stores/language';
import { loginSettingsQuery } from '../../api/queries';
import { useApp } from '../use-app';

/** The header's user menu: change password, reminder settings, language zh-cn / en, logout after a warning confirm. */
export function UserMenu() {
  const { t } = useTranslation();
  const { modal } = useApp();
  const navigate = useNavigate();
  const { member } = useSession();
  const settings = useQuery(loginSettingsQuery);

  const confirmLogout = () =>
    modal.confirm({
      type: 'warning',
      title: t('shell.tip'),
      content: t('shell.logoutConfirm'),
      okText: t('shell.ok'),
      cancelText: t('cancel'),
      onOk: () => logout(settings.data?.brandHost ?? false),
    });

  const items: MenuProps['items'] = [
    { key: 'password', label: t('shell.changePassword') },
    { key: 'reminders', label: t('shell.reminderSettings') },
    {
      key: 'language',
      label: t('shell.language'),
      children: [
        { key: 'lang:zh-cn', label: t('shell.langZh'), disabled: pageLanguage === 'zh-cn' },
        { key: 'lang:en', label: t('shell.langEn'), disabled: pageLanguage === 'en' },
      ],
    },
    { type: 'divider' },
    { key: 'logout', label: t('shell.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') void navigate('/updatePassword');
    else if (key === 'reminders') void navigate('/reminderSettings');
    else if (key === 'logout') confirmLogout();
    else if (key.startsWith('lang:')) void switchLanguage(key.slice(5) as Language);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['hover', 'click']}>
      <button type="button" className="cp-header-action" aria-label={t('shell.userMenu')}>
        <UserOutlined />
        <span data-testid="current-user">{member?.username}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}
