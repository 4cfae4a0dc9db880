import {
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { complianceCalls, decisions, updateCauses } from '@app/contract';
import { call } from '../../api/call';
import type { dayjs } from '../../app/dayjs-locale';
import { useApp } from '../../app/use-app';
import { ComplianceFrame } from './frame';
import { useIdParam } from './item-detail-page';
import { ChangeTag } from './updates-page';
import { clauseUrl, docShortName } from './clause-tags';
import { useLabel } from './use-lang';

const removed = { background: '#FFECEC', color: '#A8071A', textDecoration: 'line-through' } as const;
const added = { background: '#E6FFED', color: '#135200' } as const;
const pane = {
  whiteSpace: 'pre-wrap',
  maxHeight: 420,
  overflow: 'auto',
  border: '1px solid #f0f0f0',
  padding: 12,
  lineHeight: 1.8,
} as const;

interface DecideForm {
  decision: 'no_impact' | 'acknowledged' | 'action';
  note?: string;
  assigneeId?: number;
  dueDate?: ReturnType<typeof dayjs> | null;
}

/** /compliance/update: the clause old → new with the changes marked, and the decision to record. */
export default function UpdatePage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const { label, options } = useLabel();
  const id = useIdParam();
  const navigate = useNavigate();
  const client = useQueryClient();
  const q = useQuery({
    queryKey: ['compliance', 'update', id],
    queryFn: () => call(complianceCalls.update, { id: id! }),
    enabled: id !== undefined,
  });
  const people = useQuery({
    queryKey: ['compliance', 'colleagues'],
    queryFn: () => call(complianceCalls.colleagues, {}),
  });
  const [form] = Form.useForm<DecideForm>();
  const decision = Form.useWatch('decision', form);
  const decide = useMutation({
    mutationFn: (v: DecideForm) =>
      call(complianceCalls.decide, {
        id: id!,
        decision: v.decision,
        note: v.note,
        assigneeId: v.assigneeId,
        dueDate: v.dueDate ? v.dueDate.format('YYYY-MM-DD') : '',
      }),
    onSuccess: async (r) => {
      await client.invalidateQueries({ queryKey: ['compliance'] });
      if (r.taskId) {
        void message.success(t('cmp.taskCreated'));
        await navigate(`/task/detail?id=${r.taskId}`);
      } else void message.success(t('operationSuccess'));
    },
  });

  const body = () => {
    if (id === undefined) return <Result status="warning" title={t('cmp.missingId')} />;
    if (q.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (q.isError || !q.data) return <Result status="404" title={t('cmp.notFound')} />;
    const u = q.data;
    const url = clauseUrl(u);
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'ob',
              label: t('cmp.obligation'),
              children: <Link to={`/compliance/verification/detail?id=${u.itemId}`}>{u.obligationTitle}</Link>,
            },
            {
              key: 'doc',
              label: t('cmp.document'),
              children: url ? <Link to={url}>{`${docShortName(u)} ${u.anchor} · ${u.docTitle}`}</Link> : u.docTitle,
            },
            {
              key: 'cause',
              label: t('cmp.cause'),
              children: (
                <Space>
                  {label(updateCauses, u.cause)}
                  <ChangeTag u={u} />
                </Space>
              ),
            },
            { key: 'date', label: t('cmp.effectiveDate'), children: u.effectiveDate ?? '-' },
          ]}
        />
        <Row gutter={16} data-testid="clause-diff">
          {(['old', 'new'] as const).map((side) => (
            <Col span={12} key={side}>
              <Typography.Title level={5}>
                {t(side === 'old' ? 'cmp.oldText' : 'cmp.newText')}
                {side === 'old'
                  ? u.fromVersion
                    ? ` · v${u.fromVersion}`
                    : ''
                  : u.toVersion
                    ? ` · v${u.toVersion}`
                    : ''}
              </Typography.Title>
              <div style={pane} aria-label={t(side === 'old' ? 'cmp.oldText' : 'cmp.newText')}>
                {u.parts.map((p, i) => {
                  if (p.kind === 'same') return <span key={i}>{p.text}</span>;
                  if (side === 'old' && p.kind === 'removed')
                    return (
                      <del key={i} style={removed}>
                        {p.text}
                      </del>
                    );
                  if (side === 'new' && p.kind === 'added')
                    return (
                      <ins key={i} style={added}>
                        {p.text}
                      </ins>
                    );
                  return null;
                })}
              </div>
            </Col>
          ))}
        </Row>
        <Card size="small" title={t('cmp.decision')}>
          {u.decision ? (
            <Space direction="vertical">
              <Typography.Text strong>{label(decisions, u.decision)}</Typography.Text>
              {u.note && <Typography.Text>{u.note}</Typography.Text>}
              {u.taskId && (
                <Link to={`/task/detail?id=${u.taskId}`}>
                  {t('cmp.tasks')} #{u.taskId}
                </Link>
              )}
            </Space>
          ) : (
            <Form form={form} layout="vertical" onFinish={(v) => decide.mutate(v)} style={{ maxWidth: 560 }}>
              <Form.Item name="decision" label={t('cmp.decision')} rules={[{ required: true, message: t('required') }]}>
                <Select aria-label={t('cmp.decision')} options={options(decisions)} />
              </Form.Item>
              {decision === 'action' && (
                <Space wrap>
                  <Form.Item name="assigneeId" label={t('cmp.assignee')}>
                    <Select
                      aria-label={t('cmp.assignee')}
                      style={{ width: 200 }}
                      allowClear
                      options={(people.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                    />
                  </Form.Item>
                  <Form.Item name="dueDate" label={t('cmp.dueDate')}>
                    <DatePicker aria-label={t('cmp.dueDate')} />
                  </Form.Item>
                </Space>
              )}
              <Form.Item name="note" label={t('cmp.note')}>
                <Input.TextArea aria-label={t('cmp.note')} rows={2} maxLength={500} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={decide.isPending}>
                {t('cmp.decide')}
              </Button>
            </Form>
          )}
        </Card>
      </Space>
    );
  };
  return <ComplianceFrame>{body()}</ComplianceFrame>;
}
