import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Placement } from '@app/contract';
import { QuotingText } from '../../components/data-text';

/**
 * Where the product's food categories come from: the portal's placement per scheme with who
 * decided it, or a warning that they were matched by the product's name and nobody checked them.
 */
export function PlacementLine({ list }: { list: { placements: Placement[]; matchedBy: string } }) {
  const { t } = useTranslation();
  if (list.matchedBy === 'name')
    return (
      <Typography.Text type="warning" data-testid="placement">
        {t('ind.matchedByName')}
      </Typography.Text>
    );
  if (!list.placements.length) return null;
  return (
    <Space direction="vertical" size={0} data-testid="placement">
      {list.placements.map((p) => (
        <Typography.Text type="secondary" key={p.scheme}>
          <QuotingText
            text={`${t('ind.placement', { scheme: p.scheme, label: p.label })} · ${
              p.decidedBy === 'portal'
                ? t('ind.placedBy.portal')
                : t('ind.placedBy.staff', { name: p.decidedBy, date: p.decidedAt })
            }`}
          />
        </Typography.Text>
      ))}
    </Space>
  );
}
