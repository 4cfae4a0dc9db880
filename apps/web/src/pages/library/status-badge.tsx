import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocSummary } from '@app/contract';
import './texts';

/** Colours by validity code (spec 4.1): in force green, coming blue, ended grey/red. */
const colours: Record<number, string> = {
  0: 'default',
  1: 'blue',
  2: 'green',
  3: 'red',
  4: 'orange',
  5: 'default',
  6: 'cyan',
  7: 'default',
  8: 'volcano',
  9: 'default',
  10: 'purple',
};

/** The validity badge plus the derived next-month labels. */
export function StatusBadge({ status }: { status: DocSummary['status'] }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Tag color={colours[status.validity] ?? 'default'} data-validity={status.validity}>
        {t(`lib.status.${status.validity}`)}
      </Tag>
      {status.derived.map((d) => (
        <Tag key={d} color="gold">
          {t(`lib.derived.${d}`)}
        </Tag>
      ))}
    </Space>
  );
}
