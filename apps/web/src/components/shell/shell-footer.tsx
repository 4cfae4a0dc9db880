import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageLanguage } from '../../stores/language';
import { layout } from '@app/contract';
import { useCustomerInfo, useCustomerSettings, useFriendLinks, usePlatformName } from './use-shell-data';

/**
 * For company ids 249 and 234 the friendship links are fixed rather than stored:
 * the regulators those customers report to.
 */
const fixedLinks: Record<number, { title: string; linkurl: string }[]> = {
  249: [
    { title: '国家市场监督管理总局', linkurl: 'https://www.samr.gov.cn/' },
    { title: '国家卫生健康委员会', linkurl: 'https://www.nhc.gov.cn/' },
  ],
  234: [
    { title: '国家市场监督管理总局', linkurl: 'https://www.samr.gov.cn/' },
    { title: '海关总署', linkurl: 'http://www.customs.gov.cn/' },
  ],
};

/** Footer: the customer's contact info and the friendship links. */
export function ShellFooter() {
  const { t } = useTranslation();
  const contact = useCustomerInfo().data;
  const platform = usePlatformName();
  const companyId = useCustomerSettings().data?.company_id;
  const stored = useFriendLinks().data ?? [];
  const links = (companyId != null ? fixedLinks[companyId] : undefined) ?? stored;
  const width = layout.menuScrollWidth(window.innerWidth);
  const offset = layout.footerOffset(window.innerWidth);
  return (
    <footer className="cp-footer" style={{ marginTop: offset }} data-testid="shell-footer">
      <div className="cp-footer-inner" style={{ width }}>
        <section>
          <h4>
            {t('shell.contact')}
            {contact?.demo && (
              <Tag color="orange" style={{ marginInlineStart: 8 }} data-testid="contact-demo">
                {t('shell.demoData')}
              </Tag>
            )}
          </h4>
          {contact?.kefu_truename && (
            <div>
              {t('shell.contactName')}
              {t('shell.colon')}
              <span lang="zh-CN">{contact.kefu_truename}</span>
            </div>
          )}
          {contact?.kefu_mobile && (
            <div>
              {t('shell.contactMobile')}
              {t('shell.colon')}
              {contact.kefu_mobile}
            </div>
          )}
          {contact?.kefu_email && (
            <div>
              {t('shell.contactEmail')}
              {t('shell.colon')}
              <a href={`mailto:${contact.kefu_email}`}>{contact.kefu_email}</a>
            </div>
          )}
        </section>
        {contact?.kefu_qwimg && (
          <section>
            <h4>{t('shell.contactWechat')}</h4>
            <img src={contact.kefu_qwimg} alt={t('shell.contactWechat')} width={88} height={88} />
          </section>
        )}
        <section style={{ flex: 1, maxWidth: 640 }}>
          <h4>
            {t('shell.friendLinks')}
            {/* The sites are Chinese and so are their names: data in its own language, said so. */}
            {pageLanguage === 'en' && links.length > 0 && (
              <span className="cp-footer-note"> · {t('shell.linksInChinese')}</span>
            )}
          </h4>
          <div className="cp-footer-links">
            {links.map((l) => (
              <a key={l.linkurl + l.title} href={l.linkurl} target="_blank" rel="noreferrer" lang="zh-CN">
                {l.title}
              </a>
            ))}
          </div>
        </section>
      </div>
      <div className="cp-footer-copy">
        © {new Date().getFullYear()} {platform} · {t('shell.copyright')} ·{' '}
        <Link to="/dataSources" data-testid="footer-data-sources">
          {t('shell.dataSources')}
        </Link>
      </div>
    </footer>
  );
}
