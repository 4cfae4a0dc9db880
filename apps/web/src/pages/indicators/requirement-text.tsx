import { Popover, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { factThreshold, type Indicator } from '@app/contract';

const fmt = (n: number) => (n >= 1000 && Number.isInteger(Math.log10(n)) ? `10^${Math.log10(n)}` : String(n));

/** A requirement as one reads it: ≤ 0.4, 30.5 ~ 34.0, 不得检出, n=5 c=2 m=10^3 M=10^4. */
export function requirementLabel(r: Indicator['requirement']): string {
  switch (r.kind) {
    case 'max':
      return `${r.maxExclusive ? '<' : '≤'} ${r.max}`;
    case 'min':
      return `${r.minExclusive ? '>' : '≥'} ${r.min}`;
    case 'range':
      return `${r.min} ~ ${r.max}`;
    case 'absent':
      return '不得检出';
    case 'plan':
      return `n=${r.plan!.n}, c=${r.plan!.c}, m=${fmt(r.plan!.m)}${r.plan!.M !== null ? `, M=${fmt(r.plan!.M)}` : ''}`;
    default:
      return r.text;
  }
}

/** The requirement, or, for a row the parse is unsure of, the source lines instead of a value. */
export function RequirementCell({ indicator }: { indicator: Indicator }) {
  const { t } = useTranslation();
  if (indicator.confidence >= factThreshold) return <span>{requirementLabel(indicator.requirement)}</span>;
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
