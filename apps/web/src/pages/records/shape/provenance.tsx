import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecordModuleLike } from './types';
import { useDimensionOptions } from './use-options';
import '../texts';

/** The 演示数据 / Demo data mark of a generated record (lists, details, related lists). */
export function DemoTag({ demo }: { demo: unknown }) {
  const { t } = useTranslation();
  return demo ? (
    <Tag color="orange" data-testid="demo-tag" style={{ marginInlineStart: 6 }}>
      {t('rec.demo')}
    </Tag>
  ) : null;
}

/**
 * Above every page of a record module (list, detail, statistics, charts): generated records are
 * announced as demo data; real ones name their source and the period they cover.
 */
export function ProvenanceBanner({ module }: { module: RecordModuleLike }) {
  const { t } = useTranslation();
  const q = useDimensionOptions(module);
  const p = q.data?.provenance;
  if (!p) return null;
  if (p.demo)
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="demo-banner"
        style={{ marginBottom: 12 }}
        message={t('rec.demoBanner')}
      />
    );
  if (!p.source) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="source-banner"
      style={{ marginBottom: 12 }}
      message={t('rec.sourceBanner', {
        source: p.source,
        from: (p.from ?? '').slice(0, 7),
        to: (p.to ?? '').slice(0, 7),
      })}
    />
  );
}
