import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button, Dropdown, Layout, Result, Space, Spin, Typography } from 'antd';
import {
  GlobalOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
  KeyOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { adminRouteAllowed, findAdminRoute, adminCalls } from '@app/contract';
import { pageLanguage, storeLanguage } from '../../stores/language';
import { CrudHostProvider, type CrudHost } from '../../components/crud/crud-context';
import { adminCall, adminUpload } from './admin-call';
import { staffSession } from './staff-session';
import { SideMenu } from './side-menu';
import { holds, useStaff } from './use-staff';
import { useApp } from '../../app/use-app';
import './texts';
import { dataLang } from '../../components/data-lang';

/** Switching language reloads the page: the whole app reads it once at load. */
const switchLanguage = () => {
  storeLanguage(pageLanguage === 'en' ? 'zh-cn' : 'en');
  window.location.reload();
};

/**
 * The back office's frame: its own session (staff token), side menu from the staff member's
 * menus, header with language and account, and a guard on each screen's permission.
 */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { modal } = useApp();
  const navigate = useNavigate();
  const place = useLocation();
  const { token, me } = useStaff();
  const [collapsed, setCollapsed] = useState(false);
  const route = findAdminRoute(place.pathname);

  useEffect(() => {
    if (route) document.title = `${pageLanguage === 'en' ? route.en : route.title} - ${t('admin.brand')}`;
  }, [route, t]);

  if (!token)
    return <Navigate to={`/admin/login?redirect=${encodeURIComponent(place.pathname + place.search)}`} replace />;
  if (!me.data)
    return (
      <div style={{ textAlign: 'center', padding: 120 }}>
        <Spin />
      </div>
    );

  const staff = me.data;
  const host: CrudHost = { invoke: adminCall, upload: adminUpload, can: (p) => holds(staff, p) };
  const allowed = !route || adminRouteAllowed(route, new Set(staff.permissions), staff.superAdmin);

  const logout = () =>
    modal.confirm({
      title: t('admin.logoutConfirm'),
      okText: t('admin.logout'),
      cancelText: t('crud.cancel'),
      onOk: async () => {
        await adminCall(adminCalls.auth.logout, {}).catch(() => undefined);
        staffSession.clear();
        void navigate('/admin/login', { replace: true });
      },
    });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={240} aria-label="menu">
        <div
          style={{
            color: '#fff',
            padding: '16px',
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {collapsed ? 'BO' : t('admin.brand')}
        </div>
        <SideMenu menus={staff.menus} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 16px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Button
            type="text"
            aria-label={t('admin.collapse')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed(!collapsed)}
          />
          <Space>
            <Button type="text" icon={<GlobalOutlined />} onClick={switchLanguage}>
              {/* The other language's name, in that language. */}
              <span lang={pageLanguage === 'en' ? 'zh-CN' : 'en'}>{t('admin.language')}</span>
            </Button>
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  {
                    key: 'password',
                    icon: <KeyOutlined />,
                    label: t('admin.changePassword'),
                    onClick: () => navigate('/admin/password'),
                  },
                  { key: 'logout', icon: <LogoutOutlined />, label: t('admin.logout'), onClick: logout },
                ],
              }}
            >
              <Button type="text" icon={<UserOutlined />} data-testid="staff-name">
                <span lang={dataLang(pageLanguage, staff.realName || staff.username)}>
                  {staff.realName || staff.username}
                </span>
              </Button>
            </Dropdown>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 16 }}>
          <CrudHostProvider value={host}>
            {allowed ? <Outlet /> : <Result status="403" title="403" subTitle={t('noRight')} />}
          </CrudHostProvider>
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center', padding: 12 }}>
          <Typography.Text type="secondary">{t('admin.brand')}</Typography.Text>
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
