import { Link, useSearchParams } from 'react-router';
import { Breadcrumb, Input, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type OutputOf, libraryCalls } from '@app/contract';
import { call } from '../../api/call';
import { libraryPage, useLibrary } from './library-context';
import { PageFrame } from './page-frame';

type Category = OutputOf<typeof libraryCalls.foodDb>['list'][number];

/**
 * Food category database (/system): the GB 2760 food-category tree, walked level by level
 * (`parent` in the URL), each category with its count of permitted additive uses.
 */
function FoodDbPage() {
  const lib = useLibrary();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const parent = params.get('parent') ?? undefined;
  const keyword = params.get('keyword') ?? undefined;
  const q = useQuery({
    queryKey: ['library', lib.key, 'food-db', parent, keyword],
    queryFn: () => call(libraryCalls.foodDb, { library: lib.key, parentCode: keyword ? undefined : parent, keyword }, { params: lib.params }),
  });
  const set = (k: string, v?: string) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      if (v) n.set(k, v);
      else n.delete(k);
      if (k === 'parent') n.delete('keyword');
      return n;
    });
  // Breadcrumb: the parent's ancestors by code prefix (01 → 01.01 → 01.01.01).
  const trail = parent ? parent.split('.').map((_, i, a) => a.slice(0, i + 1).join('.')) : [];
  return (
    <PageFrame>
      <Input.Search
        aria-label={t('lib.keyword')}
        placeholder={t('lib.food.name')}
        defaultValue={keyword}
        allowClear
        style={{ width: 320, marginBottom: 12 }}
        onSearch={(v) => set('keyword', v.trim() || undefined)}
      />
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <a onClick={() => set('parent')}>{t('list.all')}</a> },
          ...trail.map((c) => ({ title: <a onClick={() => set('parent', c)}>{c}</a> })),
        ]}
      />
      <Table<Category>
        size="small"
        rowKey="code"
        loading={q.isFetching}
        dataSource={q.data?.list ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: t('noData') }}
        columns={[
          { title: t('lib.food.code'), dataIndex: 'code', width: 140 },
          {
            title: t('lib.food.name'),
            dataIndex: 'name',
            render: (n: string, r) => (
              <a role="button" tabIndex={0} onClick={() => set('parent', r.code)} onKeyDown={(e) => e.key === 'Enter' && set('parent', r.code)}>
                {n}
              </a>
            ),
          },
          { title: t('lib.food.additives'), dataIndex: 'additiveCount', width: 180, align: 'right' },
          {
            title: t('lib.col.action'),
            key: 'see',
            width: 140,
            render: (_: unknown, r) => <Link to={`${lib.base}/safeDb?isOpen=true&kind=additive&foodCategoryCode=${encodeURIComponent(r.code)}`}>{t('lib.food.seeAdditives')}</Link>,
          },
        ]}
      />
    </PageFrame>
  );
}

export default libraryPage(FoodDbPage);
