import { useCallback, useMemo } from 'react';
import { Alert, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cosmeticsCalls, cosmeticsSources, type Ingredient, type OutputOf } from '@app/contract';
import { call } from '../../api/call';
import { ListView, useListController, type FilterDef, type ListColumn, type ListQuery } from '../../components/list';
import { libraryPage } from '../library/library-context';
import { PageFrame } from '../library/page-frame';
import { useLang } from '../../components/lang';
import { RestrictedTable } from './restricted-table';
import { IngredientCheck } from './ingredient-check';
import './texts';

type Answer = OutputOf<typeof cosmeticsCalls.ingredientSearch>;

const filters: readonly FilterDef[] = [
  { key: 'keyword', type: 'text', label: 'cos.keyword', placeholder: 'cos.keywordHint', width: 300 },
  {
    key: 'restricted',
    type: 'chips',
    label: 'cos.restrictedOnly',
    options: [{ value: '1', label: 'cos.restrictedOnly' }],
  },
];

/** Whether an entry is in the catalogue and under table 3, with the source's extraction flags shown as given. */
export function IngredientStatus({ i }: { i: Ingredient }) {
  const { t } = useTranslation();
  return (
    <>
      <Tag color="green">{t('cos.inCatalogue')}</Tag>
      {i.restrictedNos.map((no) => (
        <Tag key={no} color="orange">
          {t('cos.restrictedNo', { no })}
        </Tag>
      ))}
      {i.mayFallUnder.map((no) => (
        <Tooltip key={`may-${no}`} title={t('cos.mayFallUnderWhy')}>
          <Tag color="gold">{t('cos.mayFallUnder', { no })}</Tag>
        </Tooltip>
      ))}
      {i.qualityFlag
        .split(';')
        .filter(Boolean)
        .map((f) => (
          <Tag key={f} color="red">
            {t(`cos.flag.${f}`)}
          </Tag>
        ))}
    </>
  );
}

const columns: ListColumn<Ingredient>[] = [
  { title: 'cos.serial', dataIndex: 'serial', width: 90 },
  { title: 'cos.cnName', dataIndex: 'cnName', render: (v: string) => <span lang="zh-CN">{v}</span> },
  { title: 'cos.inci', dataIndex: 'inci' },
  {
    title: 'cos.status',
    dataIndex: 'restrictedNos',
    render: (_: unknown, r: Ingredient) => <IngredientStatus i={r} />,
  },
];

function SearchTab() {
  const { t } = useTranslation();
  const load = useCallback(
    (q: ListQuery) =>
      call(cosmeticsCalls.ingredientSearch, {
        keyword: q.filters.keyword ?? '',
        restrictedOnly: q.filters.restricted === '1',
        page: q.page,
        pageSize: q.pageSize,
      }),
    [],
  );
  const def = useMemo(
    () => ({ id: ['cosmetics', 'ingredients'] as const, filters, rowKey: (r: Ingredient) => r.serial, load, columns }),
    [load],
  );
  const ctl = useListController<Ingredient>(def);
  const data = ctl.result.data as Answer | undefined;
  const keyword = ctl.query.filters.keyword ?? '';
  return (
    <>
      {data && keyword && data.total === 0 ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('cos.notFound', { q: keyword })} />
      ) : null}
      <ListView ctl={ctl} />
      <RestrictedTable entries={data?.restricted ?? []} />
    </>
  );
}

/** The sources named with their edition, and what the held catalogue lacks. */
function Sources() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
      {t('cos.sources')}: <span lang={lang === 'en' ? 'en' : 'zh-CN'}>{cosmeticsSources.catalogue[lang]}</span>{' '}
      {cosmeticsSources.catalogueGap[lang]} <br />
      {cosmeticsSources.restricted[lang]}
    </Typography.Paragraph>
  );
}

/** The cosmetics ingredient database: search the 2021 catalogue with table-3 restrictions, or check a formula. */
function IngredientsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <Sources />
      <Tabs
        items={[
          { key: 'search', label: t('cos.tab.search'), children: <SearchTab /> },
          { key: 'check', label: t('cos.tab.check'), children: <IngredientCheck /> },
        ]}
      />
    </PageFrame>
  );
}

export default libraryPage(IngredientsPage);
