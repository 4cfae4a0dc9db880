import { Button, Space, Tooltip, Typography } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DocSummary } from '@app/contract';
import type { ListColumn } from '../../components/list';
import { DataText } from '../../components/data-text';
import { DocLink } from './doc-link';
import { Highlight } from './highlight';
import { StatusBadge } from './status-badge';

export interface DocColumnOptions {
  /** Show the module column (lists that mix modules). */
  module?: boolean;
  /** Favourite star in the title cell; `onToggle` flips it. */
  favorite?: { onToggle: (row: DocSummary) => void; label: (on: boolean) => string };
  /** Extra columns at the end. */
  extra?: ListColumn<DocSummary>[];
}

/** A document's number; a standard the source names by title only says 编号未载 rather than showing nothing. */
export function DocNumber({ doc }: { doc: { module: string; docNumber: string | null } }) {
  const { t } = useTranslation();
  if (doc.docNumber || doc.module !== 'biaozhun') return <DataText text={doc.docNumber} />;
  return <Typography.Text type="secondary">{t('lib.numberNotGiven')}</Typography.Text>;
}

/** Columns of a document list: title (highlighted, link in a new tab), number, status, dates. */
export function docColumns({ module, favorite, extra = [] }: DocColumnOptions = {}): ListColumn<DocSummary>[] {
  return [
    {
      title: 'lib.col.title',
      dataIndex: 'title',
      render: (_: unknown, row: DocSummary) => (
        <div>
          <Space size={4} align="start">
            {favorite && (
              <Tooltip title={favorite.label(row.favorite)}>
                <Button
                  type="text"
                  size="small"
                  aria-label={favorite.label(row.favorite)}
                  aria-pressed={row.favorite}
                  icon={row.favorite ? <StarFilled style={{ color: '#FAAD14' }} /> : <StarOutlined />}
                  onClick={() => favorite.onToggle(row)}
                />
              </Tooltip>
            )}
            <DocLink module={row.module} id={row.id} hl={/<em>([^<]+)<\/em>/.exec(row.snippet ?? '')?.[1]}>
              <Highlight text={row.titleHighlight ?? row.title} />
            </DocLink>
          </Space>
          {row.snippet && (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12 }} ellipsis={{ rows: 2 }}>
              <DataText text={row.snippet}>
                <Highlight text={row.snippet} />
              </DataText>
            </Typography.Paragraph>
          )}
        </div>
      ),
    },
    {
      title: 'lib.col.docNumber',
      dataIndex: 'docNumber',
      width: 170,
      // A standard of the withdrawn list named by title only: the source gives no number, and the page says so.
      render: (_: unknown, r: DocSummary) => <DocNumber doc={r} />,
    },
    ...(module
      ? [
          {
            title: 'lib.col.module',
            dataIndex: 'module',
            width: 110,
            render: (_: unknown, r: DocSummary) => <ModuleName module={r.module} />,
          },
        ]
      : []),
    {
      title: 'lib.col.status',
      dataIndex: 'status',
      width: 130,
      render: (_: unknown, r: DocSummary) => <StatusBadge status={r.status} />,
    },
    {
      title: 'lib.col.publishDate',
      dataIndex: 'publishDate',
      width: 140,
      sortKey: 'publishDate',
      render: (v: string | null) => v ?? '-',
    },
    {
      title: 'lib.col.implementDate',
      dataIndex: 'implementDate',
      width: 140,
      sortKey: 'implementDate',
      render: (v: string | null) => v ?? '-',
    },
    ...extra,
  ];
}

function ModuleName({ module }: { module: DocSummary['module'] }) {
  return <TranslatedText k={`lib.module.${module}`} />;
}

function TranslatedText({ k }: { k: string }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}
