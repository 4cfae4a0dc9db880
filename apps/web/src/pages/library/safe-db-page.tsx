import { useCallback, useMemo } from 'react';
import { type OutputOf, gb2760CategoryEn, gb2760FunctionEn, gb2760MaxUseEn, libraryCalls } from '@app/contract';
import { call } from '../../api/call';
import { ListView, useListController, type FilterDef, type ListColumn, type ListQuery } from '../../components/list';
import { libraryPage, useLibrary } from './library-context';
import { PageFrame } from './page-frame';
import { Translated } from '../../components/translated';

type Row = OutputOf<typeof libraryCalls.safeDb>['list'][number];

const filters: readonly FilterDef[] = [
  {
    key: 'kind',
    type: 'chips',
    label: 'lib.safe.kind',
    options: [
      { value: 'additive', label: 'lib.safe.additive' },
      { value: 'contact', label: 'lib.safe.contact' },
    ],
  },
  { key: 'keyword', type: 'text', label: 'lib.keyword', placeholder: 'lib.safe.keywordHint', width: 300 },
  { key: 'foodCategoryCode', type: 'text', label: 'lib.food.code', width: 140 },
];

const text = (v: string | null) => v ?? '-';

/**
 * Food safety database (/system): GB 2760-2024 permitted additive uses and GB 9685-2016
 * food-contact material additives, searchable by name, INS/CAS number and food category.
 */
function SafeDbPage() {
  const lib = useLibrary();
  const load = useCallback(
    (q: ListQuery) =>
      call(
        libraryCalls.safeDb,
        {
          library: lib.key,
          page: q.page,
          pageSize: q.pageSize,
          kind: q.filters.kind === 'contact' ? 'contact' : 'additive',
          keyword: q.filters.keyword,
          foodCategoryCode: q.filters.foodCategoryCode,
        },
        { params: lib.params },
      ),
    [lib],
  );
  const def = useMemo(
    () => ({
      id: ['library', lib.key, 'safe-db'] as const,
      filters,
      defaults: { kind: 'additive' },
      rowKey: (r: Row) => r.id,
      load,
      columns: [
        {
          title: 'lib.safe.name',
          dataIndex: 'name',
          render: (_: unknown, r: Row) => (
            <>
              <span lang="zh-CN">{r.name}</span>
              {r.nameEn ? <div style={{ color: '#888', fontSize: 12 }}>{r.nameEn}</div> : null}
            </>
          ),
        },
        { title: 'lib.safe.code', dataIndex: 'code', width: 90, render: text },
        { title: 'lib.safe.ins', dataIndex: 'ins', width: 90, render: text },
        { title: 'lib.safe.cas', dataIndex: 'cas', width: 120, render: text },
        {
          title: 'lib.safe.func',
          dataIndex: 'func',
          width: 140,
          render: (v: string | null) => (v ? <Translated original={v} english={gb2760FunctionEn(v)} /> : '-'),
        },
        {
          title: 'lib.safe.foodCategory',
          dataIndex: 'foodCategory',
          render: (_: unknown, r: Row) =>
            r.foodCategory ? (
              <>
                {r.foodCategoryCode ? `${r.foodCategoryCode} ` : ''}
                <Translated original={r.foodCategory} english={gb2760CategoryEn(r.foodCategoryCode)} />
              </>
            ) : (
              '-'
            ),
        },
        {
          title: 'lib.safe.maxUse',
          dataIndex: 'maxUse',
          width: 120,
          render: (v: string | null) => (v ? <Translated original={v} english={gb2760MaxUseEn(v)} /> : '-'),
        },
        {
          title: 'lib.safe.remark',
          dataIndex: 'remark',
          render: (v: string | null) => (v ? <span lang="zh-CN">{v}</span> : '-'),
        },
        { title: 'lib.safe.source', dataIndex: 'source', width: 130 },
      ] satisfies ListColumn<Row>[],
    }),
    [lib, load],
  );
  const ctl = useListController<Row>(def);
  return (
    <PageFrame>
      <ListView ctl={ctl} />
    </PageFrame>
  );
}

export default libraryPage(SafeDbPage);
