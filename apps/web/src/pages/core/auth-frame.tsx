import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalName } from './use-portal-name';
import { LanguageChoice } from './language-choice';
import './texts';
import './core.css';

/** The frame of the pages outside the shell: brand panel on the left, the form card on the right. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const platform = usePortalName();
  return (
    <div className="cp-auth">
      <div className="cp-auth-brand">
        <div className="cp-auth-mark">{platform.slice(0, 1)}</div>
        <h1>{platform}</h1>
        <p>{t('core.brandLine')}</p>
      </div>
      <div className="cp-auth-card">
        <div className="cp-auth-card-head">
          <h2>{title}</h2>
          <LanguageChoice />
        </div>
        {children}
      </div>
    </div>
  );
}
