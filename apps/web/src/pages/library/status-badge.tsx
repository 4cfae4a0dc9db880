import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocSummary } from '@app/contract';
import './texts';

/** Colours by validity code: in force green, coming blue, ended grey/red. */
const colours: Record<number, string> = {
  0: 'default',
  1: 'blue',
  2: 'green',
  3: 'red',
  // 被替代: a newer edition is in force (grey), unlike 废止 (red).
  4: 'orange',
  5: 'default',
  6: 'cyan',
  7: 'default',
  8: 'volcano',
  9: 'default',
  10: 'purple',
};

/** A document's validity as a coloured tag (also used where only the code is known, as in the assistant's sources). */
export function ValidityTag({ validity, endedBy }: { validity: number; endedBy?: string | null }) {
  const { t } = useTranslation();
  const replaced = validity === 3 && endedBy === 'replaced';
  return (
    <Tag color={replaced ? 'default' : (colours[validity] ?? 'default')} data-validity={validity}>
      {replaced ? t('lib.ended.replaced') : t(`lib.status.${validity}`)}
    </Tag>
  );
}

/** The validity badge plus the derived next-month labels. */
export function StatusBadge({ status }: { status: DocSummary['status'] }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <ValidityTag validity={status.validity} endedBy={status.endedBy} />
      {status.derived.map((d) => (
        <Tag key={d} color="gold">
          {t(`lib.derived.${d}`)}
        </Tag>
      ))}
    </Space>
  );
}
