import { useMemo, useState } from 'react';
import { Button, Card, Empty, Form, Input, List, Select, Space, Tabs, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { complianceCalls, frequencies, obligationKinds, validity, type OutputOf } from '@app/contract';
import { call } from '../../api/call';
import { DataText } from '../../components/data-text';
import { useApp } from '../../app/use-app';
import { ListView, useListController, type ListDefinition } from '../../components/list';
import { ComplianceFrame } from './frame';
import { ClauseTags } from './clause-tags';
import { useLabel } from './use-lang';

type Obligation = OutputOf<typeof complianceCalls.obligations>['list'][number];

/** The starting set (and the customer's own obligations): add one to the register. */
function FromSet() {
  const { t } = useTranslation();
  const { message } = useApp();
  const { lang, label, labelWords } = useLabel();
  const client = useQueryClient();
  const def = useMemo<ListDefinition<Obligation>>(
    () => ({
      id: ['compliance', 'obligations', lang],
      filters: [{ key: 'keyword', type: 'text', label: 'cmp.keyword' }],
      rowKey: (r) => r.id,
      load: (q) =>
        call(complianceCalls.obligations, {
          page: q.page,
          pageSize: q.pageSize,
          keyword: q.filters.keyword || undefined,
        }),
      columns: [
        { title: 'cmp.code', dataIndex: 'code', key: 'code', width: 110 },
        { title: 'cmp.obligation', dataIndex: 'title', key: 'title', render: (v: string) => <DataText text={v} /> },
        {
          title: 'cmp.clauses',
          key: 'clauses',
          render: (_: unknown, r: Obligation) => <ClauseTags clauses={r.clauses} />,
        },
        {
          title: 'cmp.kind',
          dataIndex: 'kind',
          key: 'kind',
          width: 90,
          keepWhole: labelWords(obligationKinds),
          render: (k: string) => label(obligationKinds, k),
        },
        {
          title: 'cmp.actions',
          key: 'add',
          width: 130,
          render: (_: unknown, r: Obligation) =>
            r.inRegister ? (
              <Tag>{t('cmp.inRegister')}</Tag>
            ) : (
              <Button
                size="small"
                onClick={() =>
                  void call(complianceCalls.addItem, { obligationId: r.id }).then(async () => {
                    void message.success(t('operationSuccess'));
                    await client.invalidateQueries({ queryKey: ['compliance'] });
                  })
                }
              >
                {t('cmp.addThis')}
              </Button>
            ),
        },
      ],
    }),
    [lang, label, labelWords, t, message, client],
  );
  const ctl = useListController(def);
  return <ListView ctl={ctl} emptyText={t('noData')} />;
}

interface ClauseForm {
  title: string;
  requirement: string;
  kind: 'mandatory' | 'recommended' | 'own';
  frequency: 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly' | 'event';
  evidence?: string;
}

/** A new obligation of the customer resting on a clause picked in the library. */
function FromClause() {
  const { t } = useTranslation();
  const { message } = useApp();
  const { options, lang } = useLabel();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [docId, setDocId] = useState<number>();
  const [anchor, setAnchor] = useState<string>();
  const docs = useQuery({
    queryKey: ['compliance', 'docs', keyword],
    queryFn: () => call(complianceCalls.findDocuments, { keyword }),
    enabled: keyword.length > 0,
  });
  const clauses = useQuery({
    queryKey: ['compliance', 'doc-clauses', docId],
    queryFn: () => call(complianceCalls.documentClauses, { docId: docId! }),
    enabled: docId !== undefined,
  });
  const picked = clauses.data?.find((c) => c.anchor === anchor);
  const add = useMutation({
    mutationFn: (v: ClauseForm) => call(complianceCalls.addItem, { ...v, docId, anchor }),
    onSuccess: async (r) => {
      void message.success(t('operationSuccess'));
      await navigate(`/compliance/verification/detail?id=${r.id}`);
    },
  });
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Input.Search
        aria-label={t('cmp.findDocument')}
        placeholder={t('cmp.findDocument')}
        enterButton
        allowClear
        onSearch={(v) => setKeyword(v.trim())}
        style={{ maxWidth: 480 }}
      />
      {keyword && (
        <List
          size="small"
          bordered
          loading={docs.isLoading}
          dataSource={docs.data ?? []}
          locale={{ emptyText: t('noData') }}
          renderItem={(d) => (
            <List.Item
              style={{ cursor: 'pointer', background: d.id === docId ? '#e6f4ff' : undefined }}
              onClick={() => {
                setDocId(d.id);
                setAnchor(undefined);
              }}
            >
              <Space>
                <Typography.Text strong>
                  <DataText text={d.docNumber ?? ''} />
                </Typography.Text>
                <DataText text={d.title} />
                <Tag>{validity[d.validity as keyof typeof validity]?.[lang] ?? ''}</Tag>
              </Space>
            </List.Item>
          )}
        />
      )}
      {docId !== undefined && (
        <Card size="small" title={t('cmp.pickClause')}>
          <Select
            aria-label={t('cmp.pickClause')}
            showSearch
            style={{ width: '100%' }}
            loading={clauses.isLoading}
            value={anchor}
            onChange={setAnchor}
            optionFilterProp="label"
            options={(clauses.data ?? []).map((c) => ({
              value: c.anchor,
              label: `${c.label || c.anchor} ${c.text.slice(0, 60).replace(/\s+/g, ' ')}`,
            }))}
          />
          {picked && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 8, maxHeight: 220, overflow: 'auto' }}>
              <DataText text={picked.text} />
            </Typography.Paragraph>
          )}
        </Card>
      )}
      {picked ? (
        <Form<ClauseForm>
          layout="vertical"
          initialValues={{ kind: 'own', frequency: 'event' }}
          onFinish={(v) => add.mutate(v)}
          style={{ maxWidth: 720 }}
        >
          <Form.Item name="title" label={t('cmp.title')} rules={[{ required: true, message: t('required') }]}>
            <Input aria-label={t('cmp.title')} maxLength={200} />
          </Form.Item>
          <Form.Item
            name="requirement"
            label={t('cmp.requirement')}
            rules={[{ required: true, message: t('required') }]}
          >
            <Input.TextArea aria-label={t('cmp.requirement')} rows={3} maxLength={2000} />
          </Form.Item>
          <Space wrap>
            <Form.Item name="kind" label={t('cmp.kind')}>
              <Select aria-label={t('cmp.kind')} style={{ width: 160 }} options={options(obligationKinds)} />
            </Form.Item>
            <Form.Item name="frequency" label={t('cmp.frequency')}>
              <Select aria-label={t('cmp.frequency')} style={{ width: 160 }} options={options(frequencies)} />
            </Form.Item>
          </Space>
          <Form.Item name="evidence" label={t('cmp.evidenceExpected')}>
            <Input aria-label={t('cmp.evidenceExpected')} maxLength={500} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('cmp.addThis')}
          </Button>
        </Form>
      ) : (
        docId === undefined && !keyword && <Empty description={t('cmp.findDocument')} />
      )}
    </Space>
  );
}

/** /compliance/management/add: from the starting set, or a new obligation on a picked clause. */
export default function AddPage() {
  const { t } = useTranslation();
  return (
    <ComplianceFrame>
      <Tabs
        items={[
          { key: 'set', label: t('cmp.fromSet'), children: <FromSet /> },
          { key: 'clause', label: t('cmp.fromClause'), children: <FromClause /> },
        ]}
      />
    </ComplianceFrame>
  );
}
