import { Card, Col, Empty, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminRouteAllowed, adminRoutes } from '@app/contract';
import { pageLanguage } from '../../stores/language';
import { useStaff } from './use-staff';
import { dataLang } from '../../components/data-lang';

/** The back office's landing: a greeting and the screens this staff member may open. */
export default function AdminHomePage() {
  const { t, i18n } = useTranslation();
  const { me } = useStaff();
  const staff = me.data;
  if (!staff) return null;
  const held = new Set(staff.permissions);
  const name = staff.realName || staff.username;
  const screens = adminRoutes.filter((r) => r.group && adminRouteAllowed(r, held, staff.superAdmin));
  return (
    <Card>
      <Typography.Title level={3}>
        {t('admin.welcome')}
        <span lang={dataLang(i18n.language, name)}>{name}</span>
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {screens.length ? t('admin.homeHint') : t('admin.noScreens')}
      </Typography.Paragraph>
      {screens.length === 0 ? (
        <Empty description={t('noData')} />
      ) : (
        <Row gutter={[16, 16]}>
          {screens.map((r) => (
            <Col key={r.path} xs={24} sm={12} md={8} lg={6}>
              <Link to={r.path}>
                <Card hoverable size="small">
                  {pageLanguage === 'en' ? r.en : r.title}
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
