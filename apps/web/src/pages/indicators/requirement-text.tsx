import { Popover, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { factThreshold, requirementLabel, type Indicator } from '@app/contract';
import { useLang } from '../../components/lang';

/** The requirement, or, for a row the parse is unsure of, the source lines instead of a value. */
export function RequirementCell({ indicator }: { indicator: Indicator }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (indicator.confidence >= factThreshold) return <span>{requirementLabel(indicator.requirement, lang)}</span>;
  return (
    <Popover
      title={t('ind.sourceText')}
      content={
        <pre style={{ maxWidth: 520, whiteSpace: 'pre-wrap', margin: 0 }}>
          {indicator.sourceLines || indicator.requirement.text}
        </pre>
      }
    >
      <Tag color="warning" tabIndex={0}>
        {t('ind.lowConfidence')}
      </Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {(indicator.sourceLines || indicator.requirement.text).split('\n')[0]!.slice(0, 40)}
      </Typography.Text>
    </Popover>
  );
}
