import type { ReactNode } from 'react';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { useCustomerInfo } from '../../components/shell/use-shell-data';
import '../../components/shell/texts';

/**
 * The customer's service contact, from the footer's call (it needs a session): logged out, the
 * visitor is told to ask the account manager. A demo customer's contact keeps its 演示数据 mark.
 */
export function ServiceContact() {
  const { t } = useTranslation();
  const { token } = useSession();
  const info = useCustomerInfo();
  if (!token) return <Typography.Paragraph>{t('ad.contactLoggedOut')}</Typography.Paragraph>;
  const c = info.data;
  if (!c) return null;
  if (!c.kefu_truename && !c.kefu_mobile && !c.kefu_email)
    return <Typography.Paragraph>{t('ad.noContact')}</Typography.Paragraph>;
  const line = (label: string, value: ReactNode) => (
    <div>
      {t(label)}
      {t('shell.colon')}
      {value}
    </div>
  );
  return (
    <div className="cp-service-contact" data-testid="service-contact">
      <Typography.Text strong>
        {t('shell.contact')}
        {c.demo && (
          <Tag color="orange" style={{ marginInlineStart: 8 }} data-testid="contact-demo">
            {t('shell.demoData')}
          </Tag>
        )}
      </Typography.Text>
      {c.kefu_truename && line('shell.contactName', <span lang="zh-CN">{c.kefu_truename}</span>)}
      {c.kefu_mobile && line('shell.contactMobile', c.kefu_mobile)}
      {c.kefu_email && line('shell.contactEmail', <a href={`mailto:${c.kefu_email}`}>{c.kefu_email}</a>)}
    </div>
  );
}
