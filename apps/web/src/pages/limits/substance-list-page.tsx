import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { limitsCalls, type SubstanceItem } from '@app/contract';
import { call } from '../../api/call';
import { ListView, useListController, type ListDefinition } from '../../components/list';
import { LimitsFrame, useLang } from './shared';
import { Zh } from './data-text';

const classes = ['contaminant', 'mycotoxin', 'pesticide', 'vet_drug'];

/**
 * The name columns: the page's language leads and links to the substance; the other names follow
 * as data marked with their language (zh-CN, zh-TW), so an English page leads with Lead, not 铅.
 */
function nameColumns(lang: string) {
  const link = (r: SubstanceItem, text: ReactNode) => (
    <Link to={`/hazardsLimits/basicSubstance/detail?id=${r.id}`}>{text}</Link>
  );
  const chinese = {
    title: 'lim.nameZh',
    key: 'nameZh',
    render: (_: unknown, r: SubstanceItem) =>
      lang === 'en' ? <Zh text={r.nameZh} /> : link(r, r.nameZh || r.nameZhTw || r.nameEn),
  };
  const english = {
    title: 'lim.nameEn',
    key: 'nameEn',
    sortKey: 'nameEn',
    render: (_: unknown, r: SubstanceItem) =>
      lang === 'en' ? link(r, <Zh text={r.nameEn || r.nameZh || r.nameZhTw} />) : r.nameEn,
  };
  const traditional = {
    title: 'lim.nameZhTw',
    key: 'nameZhTw',
    render: (_: unknown, r: SubstanceItem) => <Zh text={r.nameZhTw} tw />,
  };
  return lang === 'en' ? [english, chinese, traditional] : [chinese, english, traditional];
}

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
        ...nameColumns(lang),
        { title: 'lim.cas', key: 'cas', dataIndex: 'cas', sortKey: 'cas', width: 140 },
        {
          title: 'lim.class',
          key: 'cls',
          dataIndex: 'substanceClass',
          width: 150,
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
