import { useCallback, useMemo } from 'react';
import { Alert, Tabs, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type OutputOf, libraryCalls } from '@app/contract';
import { ListView, useListController, type FilterDef, type ListQuery, type ListColumn } from '../../components/list';
import { call } from '../../api/call';
import { libraryPage, useLibrary } from './library-context';
import { PageFrame } from './page-frame';
import { docColumns } from './doc-columns';
import { docActions, exportName } from './doc-actions';
import { KeywordsPanel } from './keywords-panel';
import { pageFieldsOf } from './search-input';

type Fav = OutputOf<typeof libraryCalls.favoriteList>['list'][number];

const filters: readonly FilterDef[] = [{ key: 'keyword', type: 'text', label: 'lib.keyword', width: 300 }];

/** The member's favourites in this library; looking resets the change counter (server side). */
function FavoritesList() {
  const lib = useLibrary();
  const { t } = useTranslation();
  const qc = useQueryClient();
  const actions = useMemo(() => docActions(lib), [lib]);
  const load = useCallback(
    async (q: ListQuery) => {
      const page = await call(
        libraryCalls.favoriteList,
        {
          library: lib.key,
          ...pageFieldsOf(q),
          keyword: q.filters.keyword,
        },
        { params: lib.params },
      );
      // The shell's badge reads the counter: it has just been reset.
      void qc.invalidateQueries({ queryKey: ['shell', 'collectionLists'] });
      return page;
    },
    [lib, qc],
  );
  const def = useMemo(
    () => ({
      id: ['library', lib.key, 'favorites'] as const,
      filters,
      rowKey: (r: Fav) => r.id,
      load,
      columns: [
        ...(docColumns({ module: true }) as ListColumn<Fav>[]),
        { title: 'lib.col.favoritedAt', dataIndex: 'favoritedAt', width: 120 },
        {
          title: 'lib.col.changed',
          dataIndex: 'changed',
          width: 90,
          render: (v: boolean) => (v ? <Tag color="red">{t('lib.col.changed')}</Tag> : null),
        },
      ] satisfies ListColumn<Fav>[],
      batch: [
        {
          key: 'unfavorite',
          label: 'lib.unfavorite',
          confirm: 'lib.unfavoriteConfirm',
          icon: <DeleteOutlined />,
          run: (ids: (string | number)[]) => actions.unfavorite(ids.map(Number)),
        },
      ],
      exportTo: {
        filename: exportName(lib, 'favorites'),
        run: (_q: ListQuery, quantity: number) => actions.exportXlsx({ source: 'favorite' }, quantity),
      },
    }),
    [lib, load, actions, t],
  );
  const ctl = useListController<Fav>(def);
  const data = ctl.result.data as OutputOf<typeof libraryCalls.favoriteList> | undefined;
  return (
    <ListView
      ctl={ctl}
      header={
        data && data.changeNum > 0 ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            message={t('lib.favorite.changed', { n: data.changeNum })}
          />
        ) : null
      }
    />
  );
}

/** Favourites and the update-reminder keywords; the tab is in the URL (`tab=keywords`). */
function FavoritePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'keywords' ? 'keywords' : 'favorites';
  return (
    <PageFrame>
      <Tabs
        activeKey={tab}
        // Both lists keep paging in the URL: a new tab starts from a clean query.
        onChange={(k) => setParams(k === 'keywords' ? { tab: k } : {})}
        destroyOnHidden
        items={[
          { key: 'favorites', label: t('lib.favorite.tab'), children: <FavoritesList /> },
          { key: 'keywords', label: t('lib.keywords.tab'), children: <KeywordsPanel /> },
        ]}
      />
    </PageFrame>
  );
}

export default libraryPage(FavoritePage);
