import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaFrame } from '../../../components/area-frame';
import { useLang } from './lang';
import { ProvenanceBanner } from './provenance';
import type { RecordModuleLike } from './types';
import '../texts';

/**
 * The frame of every records page: the area frame, headed by the module's provenance (demo
 * data, or the real source and period) and, on English pages, the note that records read in
 * their original language.
 */
export function RecordFrame({
  module,
  ...frame
}: {
  nav: readonly string[];
  children: ReactNode;
  title?: ReactNode;
  extra?: ReactNode;
  module?: RecordModuleLike;
}) {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <AreaFrame
      {...frame}
      aside={
        lang === 'en' &&
        module && (
          <Typography.Text
            type="secondary"
            style={{ fontSize: 12, fontWeight: 'normal' }}
            data-testid="original-language-note"
          >
            {t('rec.originalLanguage')}
          </Typography.Text>
        )
      }
      banner={module && <ProvenanceBanner module={module} />}
    />
  );
}
