import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RecordFrame } from '../shape/record-frame';
import { RecordVisualBody } from '../shape/record-visual-page';
import { RecordStatsBody } from '../shape/record-stats-page';
import { internationalPages } from '../modules/international';
import { addTexts } from '../../../i18n';

addTexts({
  'rec.intl.overview': { 'zh-cn': '总览', en: 'Overview' },
  'rec.intl.crossTab': { 'zh-cn': '交叉分析', en: 'Cross analysis' },
});

/**
 * /InternationalWarning/analyze: the overview (origin countries, hazards, trend, China-origin
 * share) and the cross analysis by country, hazard, product category and period.
 */
export default function InternationalAnalyzePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const def = internationalPages.def;
  const tab = params.get('tab') === 'crossTab' ? 'crossTab' : 'overview';
  return (
    <RecordFrame nav={def.nav} module={def.module}>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(k) => setParams({ tab: k })}
        items={[
          { key: 'overview', label: t('rec.intl.overview'), children: <RecordVisualBody def={def} /> },
          { key: 'crossTab', label: t('rec.intl.crossTab'), children: <RecordStatsBody def={def} /> },
        ]}
      />
    </RecordFrame>
  );
}
