import { Alert, Button, Card, Table, Tag } from 'antd';
import { DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminCalls, type OutputOf } from '@app/contract';
import { mayCall, useCrudHost } from '../../components/crud/crud-context';
import { useApp } from '../../app/use-app';
import { adminCall } from './admin-call';
import './demo-data-texts';

/** One module's row, as the page call answers it. */
type Row = OutputOf<typeof adminCalls.demoData.page>['list'][number];

/**
 * 演示数据: the generated rows of each module, and one confirmed action per module that deletes
 * them (the server logs the call in the operation log). Real imported rows are kept.
 */
export default function AdminDemoDataPage() {
  const { t, i18n } = useTranslation();
  const { modal, message } = useApp();
  const host = useCrudHost();
  const client = useQueryClient();
  const q = useQuery({
    queryKey: ['admin', 'demoData', i18n.language],
    queryFn: () => adminCall(adminCalls.demoData.page, {}),
  });

  const remove = (row: Row) =>
    modal.confirm({
      title: t('admin.demo.confirmTitle', { module: row.title }),
      content: t('admin.demo.confirmBody', { n: row.demo, kept: row.total - row.demo }),
      okText: t('admin.demo.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const r = await adminCall(adminCalls.demoData.delete, { module: row.module });
        void message.success(t('admin.demo.deleted', { n: r.deleted }));
        await client.invalidateQueries({ queryKey: ['admin', 'demoData'] });
        // The portal's record pages read provenance from their options call: fetch it afresh.
        await client.invalidateQueries({ queryKey: ['records'] });
      },
    });

  const restore = (row: Row) =>
    modal.confirm({
      title: t('admin.demo.restoreTitle', { module: row.title }),
      content: t('admin.demo.restoreBody', { n: row.restorable }),
      okText: t('admin.demo.restore'),
      onOk: async () => {
        const r = await adminCall(adminCalls.demoData.restore, { module: row.module });
        void message.success(t('admin.demo.restored', { n: r.restored }));
        await client.invalidateQueries({ queryKey: ['admin', 'demoData'] });
        await client.invalidateQueries({ queryKey: ['records'] });
      },
    });

  return (
    <Card title={t('admin.demo.title')}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('admin.demo.hint')} />
      <Table<Row>
        rowKey="module"
        loading={q.isLoading}
        dataSource={q.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: q.isError ? t('operationFailed') : t('noData') }}
        columns={[
          { title: t('admin.demo.module'), dataIndex: 'title', key: 'title' },
          {
            title: t('admin.demo.demoRows'),
            dataIndex: 'demo',
            key: 'demo',
            render: (n: number) => (n ? <Tag color="orange">{n.toLocaleString()}</Tag> : 0),
          },
          {
            title: t('admin.demo.realRows'),
            key: 'real',
            render: (_: unknown, r: Row) => (r.total - r.demo).toLocaleString(),
          },
          {
            title: t('admin.demo.action'),
            key: 'action',
            render: (_: unknown, r: Row) => (
              <>
                {mayCall(host, adminCalls.demoData.delete) && (
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    disabled={!r.demo}
                    data-testid={`delete-demo-${r.module}`}
                    onClick={() => remove(r)}
                  >
                    {t('admin.demo.delete')}
                  </Button>
                )}
                {/* Offered once a module's generated rows are gone and the first start writes some. */}
                {mayCall(host, adminCalls.demoData.restore) && !r.demo && r.restorable > 0 && (
                  <Button
                    icon={<RedoOutlined />}
                    style={{ marginInlineStart: 8 }}
                    data-testid={`restore-demo-${r.module}`}
                    onClick={() => restore(r)}
                  >
                    {t('admin.demo.restore')}
                  </Button>
                )}
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}
