import { Popover, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { factThreshold, requirementLabel, type Indicator } from '@app/contract';
import { useLang } from '../../components/lang';
import { dataLang } from '../../components/data-lang';
import { DataText } from '../../components/data-text';

/** The requirement, or, for a row the parse is unsure of, the source lines instead of a value. */
export function RequirementCell({ indicator }: { indicator: Indicator }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (indicator.confidence >= factThreshold) return <DataText text={requirementLabel(indicator.requirement, lang)} />;
  const lines = indicator.sourceLines || indicator.requirement.text;
  return (
    <Popover
      title={t('ind.sourceText')}
      content={
        <pre style={{ maxWidth: 520, whiteSpace: 'pre-wrap', margin: 0 }} lang={dataLang(lang, lines)}>
          {lines}
        </pre>
      }
    >
      <Tag color="warning" tabIndex={0}>
        {t('ind.lowConfidence')}
      </Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <DataText text={lines.split('\n')[0]!.slice(0, 40)} />
      </Typography.Text>
    </Popover>
  );
}

/**
 * Where a value comes from in its standard ("表2 理化指标", "4.1"): the table number reads "Table 2"
 * in English, the standard's own words stay as it prints them, marked Chinese.
 */
export function ClauseText({ clause }: { clause: string }) {
  const lang = useLang();
  const m = lang === 'en' ? /^表\s*([0-9A-Za-z.]+)\s*(.*)$/s.exec(clause) : null;
  if (!m) return <DataText text={clause} />;
  return (
    <>
      Table {m[1]}
      {m[2] && ' '}
      {m[2] && <DataText text={m[2]} />}
    </>
  );
}
