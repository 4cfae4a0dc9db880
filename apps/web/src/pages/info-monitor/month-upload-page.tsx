import { useMemo } from 'react';
import { Link } from 'react-router';
import { reportsCalls, type OutputOf } from '@app/contract';
import { call } from '../../api/call';
import { ListView, useListController, type ListDefinition } from '../../components/list';
import { AreaFrame } from '../../components/area-frame';
import { infoMonitorNav } from './nav';
import './texts';

type Row = OutputOf<typeof reportsCalls.monthUploadList>['list'][number];

const viewer = (r: Row) => {
  const type = r.fileName.toLowerCase().endsWith('.pdf') ? 'pdf' : 'other';
  return `/showFile?${new URLSearchParams({ url: r.fileUrl, name: r.fileName || r.title, type }).toString()}`;
};

/** /infoMonitor/monthUploadReport: the monthly reports the provider's analysts wrote for this customer. */
export default function MonthUploadPage() {
  const def = useMemo<ListDefinition<Row>>(
    () => ({
      id: ['infoMonitor', 'monthUpload'],
      rowKey: (r) => r.id,
      load: (q) => call(reportsCalls.monthUploadList, { page: q.page, pageSize: q.pageSize }),
      columns: [
        { title: 'im.month', dataIndex: 'month', width: 120 },
        {
          title: 'im.title',
          key: 'title',
          render: (_: unknown, r: Row) => (
            <Link to={viewer(r)} target="_blank">
              {r.title}
            </Link>
          ),
        },
        { title: 'im.fileName', dataIndex: 'fileName', width: 280, ellipsis: true },
        { title: 'im.uploaded', dataIndex: 'createDate', width: 130, render: (v: string) => v.slice(0, 10) },
      ],
    }),
    [],
  );
  const ctl = useListController(def);
  return (
    <AreaFrame nav={infoMonitorNav}>
      <ListView ctl={ctl} />
    </AreaFrame>
  );
}
