import { useMemo, useState } from 'react';
import { Button, Input, Modal, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { limitsCalls, type LimitItem } from '@app/contract';
import { call } from '../../api/call';
import { ListView, useListController, type ListDefinition } from '../../components/list';
import { useApp } from '../../app/use-app';
import { FoodName, JurisdictionTag, LimitValue, LimitsFrame, mgkg, useLang, useLimitOptions, useNames } from './shared';
import { NodeName, SourceRef, Zh } from './data-text';

type Page = Awaited<ReturnType<typeof load>>;
const load = (q: {
  page: number;
  pageSize: number;
  sort?: string;
  order?: 'asc' | 'desc';
  filters: Record<string, string>;
}) =>
  call(limitsCalls.search, {
    page: q.page,
    pageSize: q.pageSize,
    sort: q.sort,
    order: q.order,
    substance: q.filters.substance || undefined,
    food: q.filters.food || undefined,
    jurisdictions: q.filters.jurisdictions ? q.filters.jurisdictions.split(',').filter(Boolean) : undefined,
  });

/** /hazardsLimits/searchResult and /list: limits by substance and/or food, counted per jurisdiction, sortable, paged. */
export default function LimitResultPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const names = useNames();
  const opts = useLimitOptions();
  const [last, setLast] = useState<Page>();
  const def = useMemo<ListDefinition<LimitItem>>(
    () => ({
      id: ['limits', 'search', lang],
      filters: [
        { key: 'substance', type: 'text', label: 'lim.substance', placeholder: t('lim.substanceHint'), width: 260 },
        { key: 'food', type: 'text', label: 'lim.food', placeholder: t('lim.foodHint'), width: 220 },
        {
          key: 'jurisdictions',
          type: 'select',
          label: 'lim.jurisdictions',
          multiple: true,
          width: 240,
          options: (opts.data?.jurisdictions ?? []).map((j) => ({
            value: j.code,
            label: lang === 'en' ? j.nameEn : j.nameZh,
          })),
        },
      ],
      rowKey: (r) => r.id,
      load: async (q) => {
        if (!q.filters.substance && !q.filters.food) return { list: [], total: 0, page: 1, pageSize: q.pageSize };
        const page = await load(q);
        setLast(page);
        return page;
      },
      columns: [
        {
          title: 'lim.jurisdiction',
          key: 'jurisdiction',
          dataIndex: 'jurisdiction',
          sortKey: 'jurisdiction',
          width: 150,
          render: (v: string) => <JurisdictionTag code={v} />,
        },
        {
          title: 'lim.substance',
          key: 'substance',
          sortKey: 'substance',
          render: (_: unknown, r: LimitItem) => (
            <Link to={`/hazardsLimits/basicSubstance/detail?id=${r.substanceId}`}>
              <Zh text={names.substance(r)} />
            </Link>
          ),
        },
        {
          title: 'lim.food',
          key: 'food',
          sortKey: 'food',
          render: (_: unknown, r: LimitItem) => (
            <FoodName id={r.foodNodeId} zh={r.foodZh} en={r.foodEn} source={r.foodSource} origin={r.foodNameOrigin} />
          ),
        },
        { title: 'lim.value', key: 'value', render: (_: unknown, r: LimitItem) => <LimitValue row={r} /> },
        {
          title: 'lim.normalised',
          key: 'valueMgKg',
          dataIndex: 'valueMgKg',
          sortKey: 'value',
          width: 190,
          render: (v: number | null) => mgkg(v),
        },
        {
          title: 'lim.source',
          key: 'source',
          render: (_: unknown, r: LimitItem) => <SourceRef doc={r.sourceDoc} table={r.sourceTable} />,
        },
        {
          title: 'lim.view',
          key: 'view',
          width: 80,
          render: (_: unknown, r: LimitItem) => (
            <Link to={`/hazardsLimits/searchResult/detail?id=${r.id}`}>{t('lim.view')}</Link>
          ),
        },
      ],
    }),
    [lang, t, names, opts.data],
  );
  const ctl = useListController(def);
  const header = last && (ctl.query.filters.substance || ctl.query.filters.food) && (
    <Space direction="vertical" style={{ marginBottom: 12 }}>
      <Space wrap>
        {last.byJurisdiction.map((g) => (
          <Space key={g.code} size={2}>
            <JurisdictionTag code={g.code} />
            <Typography.Text>{t('lim.rows', { n: g.total })}</Typography.Text>
          </Space>
        ))}
      </Space>
      {last.substances.length > 0 && (
        <Typography.Text type="secondary">
          {t('lim.matchedSubstances')}:{' '}
          <Zh
            text={last.substances
              .slice(0, 8)
              .map((s) => (lang === 'en' ? s.nameEn || s.nameZh : s.nameZh || s.nameZhTw || s.nameEn))
              .join(lang === 'en' ? ', ' : '、')}
          />
        </Typography.Text>
      )}
      {last.foods.length > 0 && (
        <Typography.Text type="secondary">
          {t('lim.matchedFoods')}:{' '}
          {last.foods.slice(0, 8).map((f) => (
            <Tag key={f.id}>
              <NodeName node={f} />
            </Tag>
          ))}
        </Typography.Text>
      )}
    </Space>
  );
  return (
    <LimitsFrame extra={<SaveQuery filters={ctl.query.filters} />}>
      <ListView
        ctl={ctl}
        header={header}
        emptyText={ctl.query.filters.substance || ctl.query.filters.food ? t('noData') : t('limitsEmptyQuery')}
        scroll={{ x: 'max-content' }}
      />
    </LimitsFrame>
  );
}

/** Saves the current query; the member is told in the message centre when its result changes. */
function SaveQuery({ filters }: { filters: Record<string, string> }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  if (!filters.substance && !filters.food) return null;
  const save = async () => {
    await call(limitsCalls.querySave, {
      name: name.trim() || `${filters.substance ?? ''} ${filters.food ?? ''}`.trim(),
      substance: filters.substance || undefined,
      food: filters.food || undefined,
      jurisdictions: filters.jurisdictions ? filters.jurisdictions.split(',') : undefined,
    });
    void message.success(t('lim.saved'));
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('lim.save')}</Button>
      <Modal open={open} title={t('lim.save')} onOk={save} onCancel={() => setOpen(false)} okText={t('lim.save')}>
        <Input
          aria-label={t('lim.saveName')}
          placeholder={t('lim.saveName')}
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
        />
      </Modal>
    </>
  );
}
