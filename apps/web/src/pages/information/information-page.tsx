import { useMemo } from 'react';
import { Space } from 'antd';
import { Link } from 'react-router';
import { reportsCalls, type OutputOf } from '@app/contract';
import { call } from '../../api/call';
import { DataText } from '../../components/data-text';
import { ListView, useListController, type ListDefinition } from '../../components/list';
import { AreaFrame } from '../../components/area-frame';
import { DemoTag } from './demo-tag';
import './texts';

type Page = OutputOf<typeof reportsCalls.informationList>;
type Row = Page['list'][number];

/** /information: published reference articles with a keyword search and category chips. */
export default function InformationPage() {
  // The categories come with each page; the chips keep the last ones seen.
  const def = useMemo<ListDefinition<Row>>(
    () => ({
      id: ['information', 'list'],
      rowKey: (r) => r.id,
      filters: [
        { key: 'keyword', type: 'text', label: 'info.keyword', placeholder: 'info.keywordHint', width: 280 },
        { key: 'category', type: 'text', label: 'info.category', width: 160 },
      ],
      load: (q) =>
        call(reportsCalls.informationList, {
          page: q.page,
          pageSize: q.pageSize,
          keyword: q.filters.keyword || undefined,
          category: q.filters.category || undefined,
        }),
      columns: [
        {
          title: 'info.title',
          key: 'title',
          render: (_: unknown, r: Row) => (
            <Space>
              <Link to={`/information/detail?id=${r.id}`}>
                <DataText text={r.title} />
              </Link>
              <DemoTag demo={r.demo} />
            </Space>
          ),
        },
        { title: 'info.category', dataIndex: 'category', width: 140, render: (v: string) => <DataText text={v} /> },
        {
          title: 'info.source',
          dataIndex: 'source',
          width: 200,
          ellipsis: true,
          render: (v: string) => <DataText text={v} />,
        },
        { title: 'info.publishDate', dataIndex: 'publishDate', width: 120 },
      ],
    }),
    [],
  );
  const ctl = useListController(def);
  const categories = (ctl.result.data as Page | undefined)?.categories ?? [];
  return (
    <AreaFrame nav={['/information']}>
      <ListView
        ctl={ctl}
        header={
          categories.length > 0 && (
            <Space wrap style={{ marginBottom: 12 }}>
              {categories.map((c) => (
                <Link key={c.category} to={`/information?category=${encodeURIComponent(c.category)}`}>
                  <DataText text={c.category} /> ({c.count})
                </Link>
              ))}
            </Space>
          )
        }
      />
    </AreaFrame>
  );
}
