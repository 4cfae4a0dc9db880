import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, DatePicker, Form, Input, Modal, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { complianceCalls, taskCalls, taskStatuses, type OutputOf } from '@app/contract';
import { call } from '../../api/call';
import type { dayjs } from '../../app/dayjs-locale';
import { useApp } from '../../app/use-app';
import { ListView, useListController, type ListDefinition } from '../../components/list';
import { AreaFrame } from '../../components/area-frame';
import { useLabel } from './use-lang';
import './texts';

type Task = OutputOf<typeof taskCalls.list>['list'][number];

interface NewTask {
  title: string;
  description?: string;
  assigneeId?: number;
  dueDate?: ReturnType<typeof dayjs> | null;
}

function NewTaskButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<NewTask>();
  // Colleagues come from the compliance call; a member without a compliance right just gets no list.
  const people = useQuery({
    queryKey: ['compliance', 'colleagues'],
    queryFn: () => call(complianceCalls.colleagues, {}, { silent: true }),
    enabled: open,
    retry: false,
  });
  const submit = async (v: NewTask) => {
    await call(taskCalls.create, {
      title: v.title,
      description: v.description,
      assigneeId: v.assigneeId,
      dueDate: v.dueDate ? v.dueDate.format('YYYY-MM-DD') : '',
    });
    void message.success(t('operationSuccess'));
    setOpen(false);
    form.resetFields();
    onDone();
  };
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {t('cmp.newTask')}
      </Button>
      <Modal
        open={open}
        title={t('cmp.newTask')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText={t('cmp.save')}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item name="title" label={t('cmp.title')} rules={[{ required: true, message: t('required') }]}>
            <Input aria-label={t('cmp.title')} maxLength={200} />
          </Form.Item>
          <Form.Item name="description" label={t('cmp.description')}>
            <Input.TextArea aria-label={t('cmp.description')} rows={3} maxLength={2000} />
          </Form.Item>
          <Form.Item name="assigneeId" label={t('cmp.assignee')}>
            <Select
              aria-label={t('cmp.assignee')}
              allowClear
              options={(people.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
          <Form.Item name="dueDate" label={t('cmp.dueDate')}>
            <DatePicker aria-label={t('cmp.dueDate')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** /task: the customer's tasks (from update decisions or by hand); "mine" = assigned to me. */
export default function TaskListPage() {
  const { t } = useTranslation();
  const { lang, label, options } = useLabel();
  const def = useMemo<ListDefinition<Task>>(
    () => ({
      id: ['task', 'list', lang],
      filters: [
        { key: 'mine', type: 'check', label: 'cmp.mine' },
        { key: 'status', type: 'select', label: 'cmp.status', options: options(taskStatuses) },
      ],
      rowKey: (r) => r.id,
      load: (q) =>
        call(taskCalls.list, {
          page: q.page,
          pageSize: q.pageSize,
          sort: q.sort,
          order: q.order,
          mine: q.filters.mine === '1' ? '1' : '',
          status: (q.filters.status || '') as 'open',
        }),
      columns: [
        {
          title: 'cmp.title',
          dataIndex: 'title',
          key: 'title',
          render: (v: string, r: Task) => <Link to={`/task/detail?id=${r.id}`}>{v}</Link>,
        },
        {
          title: 'cmp.item',
          dataIndex: 'obligationTitle',
          key: 'obligationTitle',
          render: (v: string | null, r: Task) =>
            v && r.itemId ? <Link to={`/compliance/verification/detail?id=${r.itemId}`}>{v}</Link> : '-',
        },
        { title: 'cmp.assignee', dataIndex: 'assigneeName', key: 'assigneeName', width: 120 },
        { title: 'cmp.dueDate', dataIndex: 'dueDate', key: 'dueDate', sortKey: 'dueDate', width: 120 },
        {
          title: 'cmp.status',
          dataIndex: 'status',
          key: 'status',
          sortKey: 'status',
          width: 100,
          render: (s: string) => label(taskStatuses, s),
        },
        {
          title: 'cmp.createdAt',
          dataIndex: 'createdAt',
          key: 'createdAt',
          sortKey: 'createdAt',
          width: 120,
          render: (v: string) => v.slice(0, 10),
        },
      ],
    }),
    [lang, label, options],
  );
  const ctl = useListController(def);
  return (
    <AreaFrame nav={['/task']}>
      <ListView
        ctl={ctl}
        toolbar={<NewTaskButton onDone={() => void ctl.result.refetch()} />}
        emptyText={t('noData')}
      />
    </AreaFrame>
  );
}
