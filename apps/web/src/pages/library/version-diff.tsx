import { Col, Empty, Row, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type DocModule, libraryCalls } from '@app/contract';
import { call } from '../../api/call';
import { useLibrary } from './library-context';
import { formatMoment } from '../../app/format-time';

const removed = { background: '#FFECEC', color: '#A8071A', textDecoration: 'line-through' } as const;
const added = { background: '#E6FFED', color: '#135200' } as const;
const pane = {
  whiteSpace: 'pre-wrap',
  maxHeight: 520,
  overflow: 'auto',
  border: '1px solid #f0f0f0',
  padding: 12,
  lineHeight: 1.8,
} as const;

/**
 * Side-by-side diff of two versions: the left side shows the older text with removals marked,
 * the right side the newer text with additions marked; both from the server's diff parts.
 */
export function VersionDiff({
  module,
  itemid,
  from,
  to,
}: {
  module: DocModule;
  itemid: number;
  from: number;
  to: number;
}) {
  const lib = useLibrary();
  const { t } = useTranslation();
  const diff = useQuery({
    queryKey: ['library', lib.key, 'diff', module, itemid, from, to],
    queryFn: () =>
      call(
        libraryCalls.versionDiff,
        { library: lib.key, module, itemid, from, to },
        { params: { ...lib.params, module } },
      ),
  });
  if (diff.isLoading) return <Spin />;
  if (!diff.data) return <Empty description={t('noData')} />;
  const { parts } = diff.data;
  return (
    <Row gutter={16} data-testid="version-diff">
      {(['from', 'to'] as const).map((side) => (
        <Col span={12} key={side}>
          <Typography.Title level={5}>
            {t('lib.detail.versionN', { n: diff.data[side].version })} · {formatMoment(diff.data[side].changedAt)}
          </Typography.Title>
          <div style={pane} aria-label={t('lib.detail.versionN', { n: diff.data[side].version })}>
            {parts.map((p, i) => {
              if (p.kind === 'same') return <span key={i}>{p.text}</span>;
              if (side === 'from' && p.kind === 'removed')
                return (
                  <del key={i} style={removed} title={t('lib.detail.removed')}>
                    {p.text}
                  </del>
                );
              if (side === 'to' && p.kind === 'added')
                return (
                  <ins key={i} style={added} title={t('lib.detail.added')}>
                    {p.text}
                  </ins>
                );
              return null;
            })}
          </div>
        </Col>
      ))}
    </Row>
  );
}
