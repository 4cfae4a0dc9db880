import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateFields, docModuleSchema, type OutputOf, libraryCalls } from '@app/contract';
import { FilterBar, ListView, type FilterDef, type ListQuery } from '../../components/list';
import { call } from '../../api/call';
import { libraryPage, useLibrary } from './library-context';
import { PageFrame } from './page-frame';
import { AdvancedSearch } from './advanced-search';
import { Facets } from './facets';
import { NoveltyCheck } from './novelty/novelty-check';
import {
  fromKey,
  quickOptions,
  recentOptions,
  searchFieldsOf,
  sortOptions,
  statusOptions,
  toKey,
} from './search-input';
import { useDocList } from './use-doc-list';
import { useApp } from '../../app/use-app';

type SearchAnswer = OutputOf<typeof libraryCalls.search>;

const moduleOptions = docModuleSchema.options.map((m) => ({ value: m, label: `lib.module.${m}` }));

/** The ordinary mode's bar. */
const ordinaryFilters: readonly FilterDef[] = [
  { key: 'keyword', type: 'text', label: 'lib.keyword', placeholder: 'lib.keywordHint', width: 360 },
  { key: 'modules', type: 'select', label: 'lib.modules', options: moduleOptions, multiple: true, width: 220 },
  { key: 'status', type: 'select', label: 'lib.statuses', options: statusOptions, multiple: true, width: 200 },
  { key: 'category', type: 'text', label: 'lib.col.category', width: 140 },
  {
    key: 'publishDate',
    type: 'dateRange',
    label: 'lib.col.publishDate',
    from: fromKey('publishDate'),
    to: toKey('publishDate'),
  },
  { key: 'sortBy', type: 'select', label: 'lib.sortBy', options: sortOptions, width: 120 },
  { key: 'fullText', type: 'check', label: 'lib.fullText' },
  { key: 'fullLibrary', type: 'check', label: 'lib.fullLibrary' },
  { key: 'recent', type: 'chips', label: 'lib.recent', options: recentOptions },
  { key: 'quick', type: 'chips', label: 'lib.quick', options: quickOptions },
];

/** Every URL key of both modes, so the list reads them all (the forms are drawn above it). */
const allKeys: readonly FilterDef[] = [
  ...ordinaryFilters,
  { key: 'mode', type: 'text', label: 'mode' },
  { key: 'logic', type: 'text', label: 'logic' },
  ...(['title', 'docNumber', 'department', 'industry'] as const).map((k) => ({
    key: k,
    type: 'text' as const,
    label: k,
  })),
  ...dateFields
    .filter((d) => d !== 'publishDate')
    .map((d) => ({ key: d, type: 'dateRange' as const, label: d, from: fromKey(d), to: toKey(d) })),
];

function UnifiedSearchPage() {
  const lib = useLibrary();
  const { t } = useTranslation();
  const { message } = useApp();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'novelty' ? 'novelty' : params.get('mode') === 'advanced' ? 'advanced' : 'ordinary';

  const load = useCallback(
    (q: ListQuery) =>
      call(libraryCalls.search, { ...searchFieldsOf(q), library: lib.key }, { params: lib.params, silent: true }),
    [lib],
  );
  const ctl = useDocList<SearchAnswer>({ id: 'search', load, filters: allKeys, mixed: true });
  const { query, update } = ctl;
  const data = ctl.result.data as SearchAnswer | undefined;

  const search = (changes: Record<string, string | undefined>, mode: 'ordinary' | 'advanced') => {
    const next: Record<string, string | undefined> = { ...changes, mode: mode === 'advanced' ? 'advanced' : undefined };
    // 选择分类后不支持全库检索: refused here as the server would.
    if (next.fullLibrary === '1' && next.category) {
      void message.warning(t('fullLibraryWithCategory'));
      return;
    }
    update({ filters: next });
  };

  const pickFacet = (kind: 'modules' | 'status', key: string) => {
    const now = (query.filters[kind] ?? '').split(',').filter(Boolean);
    const next = now.includes(key) ? now.filter((k) => k !== key) : [...now, key];
    update({ filters: { ...query.filters, [kind]: next.join(',') || undefined } });
  };

  const results = (
    <ListView
      ctl={ctl}
      hideFilters
      header={
        <>
          {data?.numberKey && (
            <Typography.Paragraph type="secondary">
              {t('lib.numberRead', { number: data.numberKey })} · {t('lib.took', { ms: Math.round(data.tookMs) })}
            </Typography.Paragraph>
          )}
          {data && (
            <Facets module={data.facets.module} status={data.facets.status} active={query.filters} onPick={pickFacet} />
          )}
        </>
      }
    />
  );

  return (
    <PageFrame>
      <Tabs
        activeKey={tab}
        onChange={(k) =>
          setParams((p) => {
            const n = new URLSearchParams(p);
            if (k === 'novelty') n.set('tab', 'novelty');
            else n.delete('tab');
            if (k === 'advanced') n.set('mode', 'advanced');
            else n.delete('mode');
            return n;
          })
        }
        items={[
          {
            key: 'ordinary',
            label: t('lib.mode.ordinary'),
            children: (
              <FilterBar filters={ordinaryFilters} values={query.filters} onSearch={(v) => search(v, 'ordinary')} />
            ),
          },
          {
            key: 'advanced',
            label: t('lib.mode.advanced'),
            children: <AdvancedSearch values={query.filters} onSearch={(v) => search(v, 'advanced')} />,
          },
          { key: 'novelty', label: t('lib.mode.novelty'), children: <NoveltyCheck /> },
        ]}
      />
      {tab !== 'novelty' && (
        <>
          {ctl.result.isError && data && <ErrorNote error={ctl.result.error} />}
          {results}
        </>
      )}
    </PageFrame>
  );
}

/** A refused search (没有查询权限, 选择分类后不支持全库检索) says why above the results. */
function ErrorNote({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      message={error instanceof Error && error.message ? error.message : t('list.loadFailed')}
    />
  );
}

export default libraryPage(UnifiedSearchPage);
