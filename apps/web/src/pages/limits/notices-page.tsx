import { useMemo } from 'react';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { limitsCalls } from '@app/contract';
import { call } from '../../api/call';
import { ListView, useListController, type ListDefinition } from '../../components/list';
import { LimitsFrame, useLang } from './shared';
import { standardLink } from './limit-detail-page';
import { formatMoment } from '../../app/format-time';

type Notice = Awaited<ReturnType<typeof load>>['list'][number];
const load = (q: { page: number; pageSize: number; filters: Record<string, string> }) =>
  call(limitsCalls.notices, { page: q.page, pageSize: q.pageSize, kind: q.filters.kind || undefined });
const kinds = ['import', 'value_changed', 'new_version', 'doc_status'];

/** /hazardsLimits/notices: what changed in the limits (imports, corrections, new versions of their standards) and from when. */
export default function NoticesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const def = useMemo<ListDefinition<Notice>>(
    () => ({
      id: ['limits', 'notices', lang],
      filters: [
        {
          key: 'kind',
          type: 'chips',
          label: 'lim.kind',
          options: kinds.map((k) => ({ value: k, label: t(`lim.noticeKind.${k}`) })),
        },
      ],
      rowKey: (r) => r.id,
      load,
      columns: [
        {
          title: 'lim.createdAt',
          key: 'createdAt',
          dataIndex: 'createdAt',
          width: 170,
          render: formatMoment,
        },
        {
          title: 'lim.kind',
          key: 'kind',
          dataIndex: 'kind',
          width: 120,
          render: (v: string) => <Tag>{t(`lim.noticeKind.${v}`)}</Tag>,
        },
        {
          title: 'lim.title',
          key: 'title',
          render: (_: unknown, r: Notice) => (r.docId ? <Link to={standardLink(r.docId)}>{r.title}</Link> : r.title),
        },
        { title: 'lim.effectiveDate', key: 'effectiveDate', dataIndex: 'effectiveDate', width: 120 },
      ],
    }),
    [lang, t],
  );
  const ctl = useListController(def);
  return (
    <LimitsFrame>
      <ListView ctl={ctl} emptyText={t('noData')} />
    </LimitsFrame>
  );
}
