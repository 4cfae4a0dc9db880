import { Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { libraryCalls, OutputOf } from '@app/contract';

/** Counts per key, as the search answers them. */
type Facet = OutputOf<typeof libraryCalls.search>['facets']['module'];

/** Facet counts per module and status; clicking one narrows the search to it. */
export function Facets({
  module,
  status,
  active,
  onPick,
}: {
  module: Facet;
  status: Facet;
  active: { modules?: string; status?: string };
  onPick: (kind: 'modules' | 'status', key: string) => void;
}) {
  const { t } = useTranslation();
  const row = (kind: 'modules' | 'status', title: string, items: Facet, label: (k: string) => string) =>
    items.length > 0 && (
      <Space wrap size={4} aria-label={title}>
        <Typography.Text type="secondary">{title}:</Typography.Text>
        {items.map((f) => {
          const on = (active[kind] ?? '').split(',').includes(f.key);
          return (
            <Tag.CheckableTag key={f.key} checked={on} onChange={() => onPick(kind, f.key)}>
              {label(f.key)} ({f.count})
            </Tag.CheckableTag>
          );
        })}
      </Space>
    );
  return (
    <Flex vertical gap={6} style={{ marginBottom: 12 }} data-testid="facets">
      {row('modules', t('lib.facet.module'), module, (k) => t(`lib.module.${k}`))}
      {row('status', t('lib.facet.status'), status, (k) => t(`lib.status.${k}`))}
    </Flex>
  );
}
