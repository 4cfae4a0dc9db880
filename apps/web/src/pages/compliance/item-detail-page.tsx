import { useEffect } from 'react';
import {
  Alert,
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
  Table,
  Tag,
  Typography,
} from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  complianceCalls,
  decisions,
  frequencies,
  itemStatuses,
  obligationKinds,
  taskStatuses,
  updateCauses,
} from '@app/contract';
import { call } from '../../api/call';
import { dayjs } from '../../app/dayjs-locale';
import { useApp } from '../../app/use-app';
import { ComplianceFrame } from './frame';
import { ClauseName, clauseUrl, docShortName } from './clause-tags';
import { ReasonText } from './reason-text';
import { DataText } from '../../components/data-text';
import { EvidenceList } from './evidence-list';
import { StatusTag } from './status-tag';
import { useLabel } from './use-lang';
import { formatMoment } from '../../app/format-time';

export const useIdParam = () => {
  const [params] = useSearchParams();
  const n = Number(params.get('id'));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

interface AssessForm {
  status: string;
  ownerId?: number | null;
  department?: string;
  nextReview?: ReturnType<typeof dayjs> | null;
  note?: string;
}

/** /compliance/verification/detail: one register item, its clauses, assessment, evidence, updates, tasks and history. */
export default function ItemDetailPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const { label, options } = useLabel();
  const id = useIdParam();
  const client = useQueryClient();
  const q = useQuery({
    queryKey: ['compliance', 'item', id],
    queryFn: () => call(complianceCalls.item, { id: id! }),
    enabled: id !== undefined,
  });
  const people = useQuery({
    queryKey: ['compliance', 'colleagues'],
    queryFn: () => call(complianceCalls.colleagues, {}),
  });
  const [form] = Form.useForm<AssessForm>();
  useEffect(() => {
    const it = q.data?.item;
    if (it)
      form.setFieldsValue({
        status: it.status,
        ownerId: it.ownerId,
        department: it.department,
        nextReview: it.nextReview ? dayjs(it.nextReview) : null,
        note: '',
      });
  }, [q.data, form]);
  const assess = useMutation({
    mutationFn: (v: AssessForm) =>
      call(complianceCalls.assess, {
        id: id!,
        status: v.status as 'compliant',
        ownerId: v.ownerId ?? null,
        department: v.department ?? '',
        nextReview: v.nextReview ? v.nextReview.format('YYYY-MM-DD') : '',
        note: v.note ?? '',
      }),
    onSuccess: async () => {
      void message.success(t('operationSuccess'));
      await client.invalidateQueries({ queryKey: ['compliance'] });
    },
  });

  const personName = (v: string) => people.data?.find((p) => String(p.id) === v)?.name ?? v;
  const valueChange = (h: { field: string; fromValue: string; toValue: string }) => {
    const show = (v: string) =>
      !v
        ? '-'
        : h.field === 'status' || h.field === 'created'
          ? label(itemStatuses, v)
          : h.field === 'decision'
            ? label(decisions, v)
            : h.field === 'ownerId'
              ? personName(v)
              : v;
    return `${show(h.fromValue)} → ${show(h.toValue)}`;
  };
  const body = () => {
    if (id === undefined) return <Result status="warning" title={t('cmp.missingId')} />;
    if (q.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
    if (q.isError || !q.data) return <Result status="404" title={t('cmp.notFound')} />;
    const d = q.data;
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {d.item.code} <DataText text={d.item.title} />
          </Typography.Title>
          <span data-testid="item-status">
            <StatusTag status={d.item.status} />
          </span>
          {d.item.demo && <Tag color="gold">{t('cmp.demo')}</Tag>}
        </Space>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          bordered
          items={[
            // Obligation texts are written by staff: data in their own language.
            { key: 'req', label: t('cmp.requirement'), children: <DataText text={d.requirement} />, span: 2 },
            { key: 'kind', label: t('cmp.kind'), children: label(obligationKinds, d.item.kind) },
            { key: 'freq', label: t('cmp.frequency'), children: label(frequencies, d.item.frequency) },
            { key: 'reason', label: t('cmp.reason'), children: <ReasonText reason={d.item.reason} /> },
            { key: 'evidence', label: t('cmp.evidenceExpected'), children: <DataText text={d.evidence || '-'} /> },
          ]}
        />
        <Card size="small" title={t('cmp.clauses')}>
          {d.clauses.map((c) => {
            const url = clauseUrl(c);
            return (
              <div key={`${c.docId}:${c.anchor}`} style={{ marginBottom: 12 }} data-testid="clause">
                <Space wrap>
                  <Typography.Text strong>
                    {url ? (
                      <Link to={url}>
                        <ClauseName clause={c} />
                      </Link>
                    ) : (
                      <DataText text={c.label} />
                    )}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    <DataText text={c.docTitle} />
                  </Typography.Text>
                  {c.changedSinceAssessment && <Tag color="orange">{t('cmp.changedClause')}</Tag>}
                </Space>
                <Typography.Paragraph
                  style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0', maxHeight: 200, overflow: 'auto' }}
                >
                  <DataText text={c.text} />
                </Typography.Paragraph>
              </div>
            );
          })}
        </Card>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('cmp.assess')}>
              <Form form={form} layout="vertical" onFinish={(v) => assess.mutate(v)}>
                <Form.Item name="status" label={t('cmp.status')} rules={[{ required: true }]}>
                  <Select aria-label={t('cmp.status')} options={options(itemStatuses)} />
                </Form.Item>
                <Form.Item name="ownerId" label={t('cmp.owner')}>
                  <Select
                    aria-label={t('cmp.owner')}
                    allowClear
                    options={(people.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                  />
                </Form.Item>
                <Form.Item name="department" label={t('cmp.department')}>
                  <Input aria-label={t('cmp.department')} maxLength={60} />
                </Form.Item>
                <Form.Item name="nextReview" label={t('cmp.nextReview')}>
                  <DatePicker aria-label={t('cmp.nextReview')} />
                </Form.Item>
                <Form.Item name="note" label={t('cmp.note')}>
                  <Input.TextArea aria-label={t('cmp.note')} maxLength={500} rows={2} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={assess.isPending}>
                  {t('cmp.save')}
                </Button>
              </Form>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('cmp.evidence')}>
              <EvidenceList files={d.files} target={{ itemId: d.item.id }} onChange={() => q.refetch()} />
            </Card>
          </Col>
        </Row>
        {d.updates.length > 0 && (
          <Card size="small" title={t('cmp.updates')}>
            {d.updates.some((u) => !u.decision) && (
              <Alert type="warning" showIcon message={t('cmp.undecided')} style={{ marginBottom: 8 }} />
            )}
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={d.updates}
              columns={[
                {
                  title: t('cmp.document'),
                  key: 'doc',
                  render: (_, u) => (
                    <Link to={`/compliance/update?id=${u.id}`}>
                      <DataText text={`${docShortName(u)} ${u.anchor}`} />
                    </Link>
                  ),
                },
                { title: t('cmp.cause'), dataIndex: 'cause', render: (c: string) => label(updateCauses, c) },
                { title: t('cmp.effectiveDate'), dataIndex: 'effectiveDate' },
                {
                  title: t('cmp.decision'),
                  dataIndex: 'decision',
                  render: (c: string | null) =>
                    c ? label(decisions, c) : <Tag color="orange">{t('cmp.undecided')}</Tag>,
                },
              ]}
            />
          </Card>
        )}
        {d.tasks.length > 0 && (
          <Card size="small" title={t('cmp.tasks')}>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={d.tasks}
              columns={[
                {
                  title: t('cmp.title'),
                  dataIndex: 'title',
                  render: (v: string, r) => <Link to={`/task/detail?id=${r.id}`}>{v}</Link>,
                },
                { title: t('cmp.assignee'), dataIndex: 'assigneeName' },
                { title: t('cmp.dueDate'), dataIndex: 'dueDate' },
                { title: t('cmp.status'), dataIndex: 'status', render: (s: string) => label(taskStatuses, s) },
              ]}
            />
          </Card>
        )}
        <Card size="small" title={t('cmp.history')}>
          <Table
            size="small"
            rowKey="id"
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            dataSource={d.history}
            columns={[
              {
                title: t('cmp.when'),
                dataIndex: 'at',
                render: formatMoment,
                width: 170,
              },
              { title: t('cmp.who'), dataIndex: 'memberName', width: 120 },
              {
                title: t('cmp.field'),
                dataIndex: 'field',
                width: 110,
                render: (f: string) => t(`cmp.field.${f}`, { defaultValue: f }),
              },
              { title: t('cmp.fromTo'), key: 'fromTo', render: (_, h) => valueChange(h) },
              { title: t('cmp.note'), dataIndex: 'note' },
            ]}
          />
        </Card>
      </Space>
    );
  };
  return <ComplianceFrame>{body()}</ComplianceFrame>;
}
