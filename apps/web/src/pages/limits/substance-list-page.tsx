import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { limitsCalls, type SubstanceItem } from '@app/contract';
import { call } from '../../api/call';
import { ListView, useListController, type ListDefinition } from '../../components/list';
import { LimitsFrame, useLang } from './shared';

const classes = ['contaminant', 'mycotoxin', 'pesticide', 'vet_drug'];

/** /hazardsLimits/basicSubstance and /basicSubstance/list: the substance database, by any name, CAS or class. */
export default function SubstanceListPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const def = useMemo<ListDefinition<SubstanceItem>>(
    () => ({
      id: ['limits', 'substances', lang],
      filters: [
        { key: 'q', type: 'text', label: 'lim.substance', placeholder: t('lim.substanceHint'), width: 320 },
        {
          key: 'substanceClass',
          type: 'chips',
          label: 'lim.class',
          options: classes.map((c) => ({ value: c, label: t(`lim.class.${c}`) })),
        },
      ],
      rowKey: (r) => r.id,
      load: (q) =>
        call(limitsCalls.substances, {
          page: q.page,
          pageSize: q.pageSize,
          sort: q.sort,
          order: q.order,
          q: q.filters.q || undefined,
          substanceClass: q.filters.substanceClass || undefined,
        }),
      columns: [
        {
          title: 'lim.nameZh',
          key: 'nameZh',
          render: (_: unknown, r: SubstanceItem) => (
            <Link to={`/hazardsLimits/basicSubstance/detail?id=${r.id}`}>{r.nameZh || r.nameZhTw || r.nameEn}</Link>
          ),
        },
        { title: 'lim.nameEn', key: 'nameEn', dataIndex: 'nameEn', sortKey: 'nameEn' },
        { title: 'lim.nameZhTw', key: 'nameZhTw', dataIndex: 'nameZhTw' },
        { title: 'lim.cas', key: 'cas', dataIndex: 'cas', sortKey: 'cas', width: 140 },
        {
          title: 'lim.class',
          key: 'cls',
          dataIndex: 'substanceClass',
          width: 110,
          render: (v: string) => t(`lim.class.${v}`),
        },
        { title: 'lim.count', key: 'limitCount', dataIndex: 'limitCount', sortKey: 'limitCount', width: 100 },
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
