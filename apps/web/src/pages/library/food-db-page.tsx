import { Link, useSearchParams } from 'react-router';
import { useMemo } from 'react';
import { Input } from 'antd';
import { FitTable } from '../../components/list/fit-table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type OutputOf, gb2760CategoryEn, libraryCalls } from '@app/contract';
import { call } from '../../api/call';
import { libraryPage, useLibrary } from './library-context';
import { PageFrame } from './page-frame';
import { Translated } from '../../components/translated';

type Category = OutputOf<typeof libraryCalls.foodDb>['list'][number];
type Node = Category & { children?: Node[] };

/** Nests the flat list by parentCode (the server returns the whole tree, ordered by code). */
export function nest(list: Category[]): Node[] {
  const byCode = new Map<string, Node>(list.map((c) => [c.code, { ...c }]));
  const roots: Node[] = [];
  for (const n of byCode.values()) {
    const parent = n.parentCode ? byCode.get(n.parentCode) : undefined;
    if (parent) (parent.children ??= []).push(n);
    else roots.push(n);
  }
  return roots;
}

/**
 * Food category database (/system): the whole GB 2760 food-category tree (appendix E numbering),
 * expandable level by level, each category with its permitted additive uses (its own and its
 * sub-categories'), linking to those uses in safeDb. A keyword shows the matching categories flat.
 */
function FoodDbPage() {
  const lib = useLibrary();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? undefined;
  const q = useQuery({
    queryKey: ['library', lib.key, 'food-db', keyword],
    queryFn: () => call(libraryCalls.foodDb, { library: lib.key, keyword }, { params: lib.params }),
  });
  const rows = useMemo(() => (keyword ? (q.data?.list ?? []) : nest(q.data?.list ?? [])), [q.data, keyword]);
  const setKeyword = (v?: string) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      if (v) n.set('keyword', v);
      else n.delete('keyword');
      return n;
    });
  return (
    <PageFrame>
      <Input.Search
        aria-label={t('lib.keyword')}
        placeholder={t('lib.food.name')}
        defaultValue={keyword}
        allowClear
        style={{ width: 320, marginBottom: 12 }}
        onSearch={(v) => setKeyword(v.trim() || undefined)}
      />
      <FitTable<Node>
        size="small"
        rowKey="code"
        loading={q.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 'calc(100vh - 320px)' }}
        locale={{ emptyText: q.isError ? t('list.loadFailed') : t('noData') }}
        columns={[
          { title: t('lib.food.code'), dataIndex: 'code', width: 200 },
          {
            title: t('lib.food.name'),
            dataIndex: 'name',
            // GB 2760 has no official English: an English page shows the portal's translation, marked.
            render: (name: string, r) => <Translated original={name} english={gb2760CategoryEn(r.code)} />,
          },
          {
            title: t('lib.food.additives'),
            dataIndex: 'additiveCount',
            width: 180,
            align: 'right',
            sorter: (a, b) => a.additiveCount - b.additiveCount,
          },
          {
            title: t('lib.col.action'),
            key: 'see',
            width: 140,
            render: (_: unknown, r) => (
              <Link to={`${lib.base}/safeDb?isOpen=true&kind=additive&foodCategoryCode=${encodeURIComponent(r.code)}`}>
                {t('lib.food.seeAdditives')}
              </Link>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}

export default libraryPage(FoodDbPage);
