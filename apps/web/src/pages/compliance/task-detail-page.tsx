import { useState } from 'react';
import { Button, Card, Descriptions, Input, List, Result, Select, Skeleton, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { taskCalls, taskStatuses } from '@app/contract';
import { call } from '../../api/call';
import { useApp } from '../../app/use-app';
import { AreaFrame } from '../../components/area-frame';
import { EvidenceList } from './evidence-list';
import { useIdParam } from './item-detail-page';
import { useLabel } from './use-lang';
import './texts';
import { formatMoment } from '../../app/format-time';

/** /task/detail: a task, its status, comments and evidence. */
export default function TaskDetailPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const { options } = useLabel();
  const id = useIdParam();
  const [comment, setComment] = useState('');
  const q = useQuery({
    queryKey: ['task', 'detail', id],
    queryFn: () => call(taskCalls.detail, { id: id! }),
    enabled: id !== undefined,
  });
  const setStatus = async (status: 'open' | 'in_progress' | 'done') => {
    await call(taskCalls.update, { id: id!, status });
    void message.success(t('operationSuccess'));
    await q.refetch();
  };
  const send = async () => {
    if (!comment.trim()) return;
    await call(taskCalls.comment, { id: id!, body: comment.trim() });
    setComment('');
    await q.refetch();
  };
  const body = () => {
    if (id === undefined) return <Result status="warning" title={t('cmp.missingId')} />;
    if (q.isLoading) return <Skeleton active />;
    if (q.isError || !q.data) return <Result status="404" title={t('cmp.notFound')} />;
    const d = q.data;
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {d.title}
        </Typography.Title>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'status',
              label: t('cmp.status'),
              children: (
                <Select
                  aria-label={t('cmp.status')}
                  value={d.status}
                  style={{ width: 160 }}
                  options={options(taskStatuses)}
                  onChange={(v) => void setStatus(v)}
                />
              ),
            },
            { key: 'assignee', label: t('cmp.assignee'), children: d.assigneeName ?? '-' },
            { key: 'due', label: t('cmp.dueDate'), children: d.dueDate ?? '-' },
            {
              key: 'item',
              label: t('cmp.item'),
              children: d.itemId ? (
                <Link to={`/compliance/verification/detail?id=${d.itemId}`}>{d.obligationTitle}</Link>
              ) : (
                '-'
              ),
            },
            ...(d.updateId
              ? [
                  {
                    key: 'update',
                    label: t('cmp.updates'),
                    children: <Link to={`/compliance/update?id=${d.updateId}`}>#{d.updateId}</Link>,
                  },
                ]
              : []),
            {
              key: 'desc',
              label: t('cmp.description'),
              children: <span style={{ whiteSpace: 'pre-wrap' }}>{d.description || '-'}</span>,
              span: 2,
            },
          ]}
        />
        <Card size="small" title={t('cmp.evidence')}>
          <EvidenceList files={d.files} target={{ taskId: d.id }} onChange={() => q.refetch()} />
        </Card>
        <Card size="small" title={t('cmp.comments')}>
          <List
            size="small"
            dataSource={d.comments}
            locale={{ emptyText: t('noData') }}
            renderItem={(c) => (
              <List.Item>
                <List.Item.Meta
                  title={`${c.memberName ?? ''} · ${formatMoment(c.createdAt)}`}
                  description={<span style={{ whiteSpace: 'pre-wrap' }}>{c.body}</span>}
                />
              </List.Item>
            )}
          />
          <Space.Compact style={{ width: '100%', marginTop: 8 }}>
            <Input
              aria-label={t('cmp.comment')}
              placeholder={t('cmp.comment')}
              value={comment}
              maxLength={2000}
              onChange={(e) => setComment(e.target.value)}
              onPressEnter={() => void send()}
            />
            <Button type="primary" onClick={() => void send()} disabled={!comment.trim()}>
              {t('cmp.comment')}
            </Button>
          </Space.Compact>
        </Card>
      </Space>
    );
  };
  return <AreaFrame nav={['/task']}>{body()}</AreaFrame>;
}
