import { useMemo } from 'react';
import { Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reportsCalls, type OutputOf } from '@app/contract';
import { call } from '../../api/call';
import { DataText } from '../../components/data-text';
import { ListView, useListController, type ListDefinition } from '../../components/list';
import { AreaFrame } from '../../components/area-frame';
import { DemoTag } from '../information/demo-tag';
import { infoMonitorNav } from './nav';
import './briefing-texts';

type Row = OutputOf<typeof reportsCalls.briefingList>['list'][number];

/** /infoMonitor/newspaper/list: every published briefing, newest first. */
export default function NewspaperListPage() {
  const { t } = useTranslation();
  const def = useMemo<ListDefinition<Row>>(
    () => ({
      id: ['infoMonitor', 'briefings'],
      rowKey: (r) => r.id,
      load: (q) => call(reportsCalls.briefingList, { page: q.page, pageSize: q.pageSize }),
      columns: [
        {
          title: 'im.issue',
          key: 'issueNo',
          width: 110,
          render: (_: unknown, r: Row) => t('im.issueNo', { n: r.issueNo }),
        },
        {
          title: 'im.briefingTitle',
          key: 'title',
          render: (_: unknown, r: Row) => (
            <Space>
              <Link to={`/infoMonitor/newspaper/detail?id=${r.id}`}>
                <DataText text={r.title} />
              </Link>
              <DemoTag demo={r.demo} />
            </Space>
          ),
        },
        { title: 'im.entryCount', dataIndex: 'entryCount', width: 100 },
        { title: 'im.publishedAt', dataIndex: 'publishedAt', width: 130, render: (v: string) => v.slice(0, 10) },
      ],
    }),
    [t],
  );
  const ctl = useListController(def);
  return (
    <AreaFrame nav={infoMonitorNav}>
      <ListView ctl={ctl} />
    </AreaFrame>
  );
}
