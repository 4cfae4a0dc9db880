import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { limitsCalls } from '@app/contract';
import { call } from '../../api/call';
import { ListView, useListController, type ListDefinition } from '../../components/list';
import { LimitsFrame, useLang } from './shared';
import { formatMoment } from '../../app/format-time';

type Saved = Awaited<ReturnType<typeof load>>['list'][number];
const load = (q: { page: number; pageSize: number }) =>
  call(limitsCalls.queryList, { page: q.page, pageSize: q.pageSize });
const runLink = (s: Saved) =>
  `/hazardsLimits/searchResult?${new URLSearchParams({ ...(s.query.substance ? { substance: s.query.substance } : {}), ...(s.query.food ? { food: s.query.food } : {}), ...(s.query.jurisdictions?.length ? { jurisdictions: s.query.jurisdictions.join(',') } : {}) })}`;

/** /hazardsLimits/queryLists: the member's saved queries and what changed in their results. */
export default function QueryListsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const def = useMemo<ListDefinition<Saved>>(
    () => ({
      id: ['limits', 'queries', lang],
      rowKey: (r) => r.id,
      load,
      columns: [
        { title: 'lim.saveName', key: 'name', render: (_: unknown, r: Saved) => <Link to={runLink(r)}>{r.name}</Link> },
        {
          title: 'lim.query',
          key: 'query',
          render: (_: unknown, r: Saved) =>
            [r.query.substance, r.query.food, r.query.jurisdictions?.join(',')].filter(Boolean).join(' · '),
        },
        { title: 'lim.resultCount', key: 'resultCount', dataIndex: 'resultCount', width: 100 },
        { title: 'lim.lastChange', key: 'lastChange', dataIndex: 'lastChange' },
        {
          title: 'lim.changedAt',
          key: 'changedAt',
          dataIndex: 'changedAt',
          width: 170,
          render: (v: string | null) => (v ? formatMoment(v) : '—'),
        },
      ],
      batch: [
        { key: 'delete', label: 'lim.delete', run: (ids) => call(limitsCalls.queryDelete, { ids: ids.map(Number) }) },
      ],
    }),
    [lang],
  );
  const ctl = useListController(def);
  return (
    <LimitsFrame>
      <ListView ctl={ctl} emptyText={t('noData')} />
    </LimitsFrame>
  );
}
