import { useMemo, useState } from 'react';
import { Badge, Button, Card, Empty, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { englishValue, samplingResults, type WarningRule, recordsCalls } from '@app/contract';
import { call } from '../../../api/call';
import { DataText, QuotingText } from '../../../components/data-text';
import { Translated } from '../../../components/translated';
import { ListView, useListController, type ListDefinition } from '../../../components/list';
import { RecordFrame } from '../shape/record-frame';
import { samplingPages } from '../modules/sampling';
import { useLang } from '../shape/lang';
import { RuleForm } from './rule-form';
import { useApp } from '../../../app/use-app';
import './texts';
import { formatDay, formatMoment } from '../../../app/format-time';

type Warning = Awaited<ReturnType<typeof loadWarnings>>['list'][number];
const loadWarnings = (input: {
  page: number;
  pageSize: number;
  ruleId?: number;
  unread?: boolean;
  startDate?: string;
  endDate?: string;
}) => call(recordsCalls.warningList, input);

const termKinds = ['keywords', 'products', 'brands', 'producers'] as const;

/**
 * /sampleSystem/monitorWarning: the customer's watch rules and the warnings they raised. Each
 * new failed sampling record that matches a rule becomes one warning (the server does it); the
 * shell shows today's count.
 */
export default function MonitorWarningPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = useApp();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<{ rule?: WarningRule } | null>(null);
  const rules = useQuery({ queryKey: ['records', 'warning-rules'], queryFn: () => call(recordsCalls.ruleList, {}) });
  const ruleList = useMemo(() => rules.data?.list ?? [], [rules.data]);

  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: ['records', 'warning-rules'] });
  };
  const remove = async (id: number) => {
    await call(recordsCalls.ruleDelete, { ids: [id] }, { repeatSubmit: true });
    void message.success(t('operationSuccess'));
    await refresh();
  };
  const toggle = async (r: WarningRule, enabled: boolean) => {
    await call(recordsCalls.ruleSave, { ...r, enabled }, { repeatSubmit: true });
    await refresh();
  };

  const warningDef = useMemo<ListDefinition<Warning>>(
    () => ({
      id: ['records', 'warnings', lang],
      filters: [
        {
          key: 'ruleId',
          type: 'select',
          label: 'cj.rule',
          options: ruleList.map((r) => ({ value: String(r.id), label: r.name })),
          width: 180,
        },
        { key: 'unread', type: 'chips', label: 'cj.status', options: [{ value: 'true', label: 'cj.onlyUnread' }] },
        { key: 'date', type: 'dateRange', label: 'cj.warnedAt', from: 'startDate', to: 'endDate' },
      ],
      rowKey: (w) => w.id,
      load: (q) =>
        loadWarnings({
          page: q.page,
          pageSize: q.pageSize,
          ruleId: q.filters.ruleId ? Number(q.filters.ruleId) : undefined,
          unread: q.filters.unread === 'true' ? true : undefined,
          startDate: q.filters.startDate,
          endDate: q.filters.endDate,
        }),
      columns: [
        {
          title: 'cj.warnedAt',
          dataIndex: 'createdAt',
          key: 'createdAt',
          width: 110,
          render: formatMoment,
        },
        {
          title: 'cj.status',
          dataIndex: 'read',
          key: 'read',
          width: 80,
          render: (read: boolean) =>
            read ? <Badge status="default" text={t('cj.read')} /> : <Badge status="processing" text={t('cj.unread')} />,
        },
        // Rule names and terms are the customer's own words, product and firm names data: marked.
        {
          title: 'cj.rule',
          dataIndex: 'ruleName',
          key: 'ruleName',
          width: 140,
          render: (v: string) => <DataText text={v} />,
        },
        {
          title: 'cj.matched',
          dataIndex: 'matched',
          key: 'matched',
          width: 160,
          // "product: 酱油": the kind of term named like the rule form names it, the term as written.
          render: (v: string) => {
            const m = /^(\w+):\s*(.*)$/.exec(v);
            const kind = m && t(`cj.${m[1]}s`);
            return m && kind !== `cj.${m[1]}s` ? (
              <>
                {kind}: <DataText text={m[2]} />
              </>
            ) : (
              <QuotingText text={v} />
            );
          },
        },
        {
          title: samplingPages.def.module.spec.labels.productName[lang],
          key: 'product',
          render: (_: unknown, w: Warning) => (
            <Link to={`${samplingPages.def.paths.detail}?id=${w.record.id}`}>
              <DataText text={w.record.productName} />
            </Link>
          ),
        },
        {
          title: samplingPages.def.module.spec.labels.producer[lang],
          key: 'producer',
          render: (_: unknown, w: Warning) => <DataText text={w.record.producer} />,
        },
        {
          title: samplingPages.def.module.spec.labels.hazard[lang],
          key: 'hazard',
          render: (_: unknown, w: Warning) =>
            w.record.hazard && (
              <Translated original={w.record.hazard} english={englishValue('hazard', w.record.hazard)} />
            ),
        },
        {
          title: samplingPages.def.module.spec.labels.result[lang],
          key: 'result',
          width: 80,
          render: (_: unknown, w: Warning) => (
            <Tag color={w.record.result === 'fail' ? 'red' : 'green'}>{samplingResults[w.record.result][lang]}</Tag>
          ),
        },
        {
          title: samplingPages.def.module.spec.labels.samplingDate[lang],
          key: 'date',
          width: 110,
          render: (_: unknown, w: Warning) => w.record.samplingDate,
        },
      ],
      batch: [
        {
          key: 'read',
          label: 'cj.markRead',
          icon: <CheckOutlined />,
          run: (ids) => call(recordsCalls.warningRead, { ids: ids.map(Number) }, { repeatSubmit: true }),
        },
      ],
    }),
    [lang, ruleList, t],
  );
  const warnings = useListController(warningDef);

  return (
    <RecordFrame nav={samplingPages.def.nav} module={samplingPages.def.module}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card
          size="small"
          title={t('cj.rules')}
          extra={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('cj.addRule')}
            </Button>
          }
        >
          <Table<WarningRule>
            size="small"
            rowKey="id"
            loading={rules.isFetching}
            dataSource={ruleList}
            pagination={false}
            locale={{ emptyText: <Empty description={t('cj.noRules')} /> }}
            columns={[
              {
                title: t('cj.ruleName'),
                dataIndex: 'name',
                key: 'name',
                width: 160,
                render: (v: string) => <DataText text={v} />,
              },
              {
                title: t('cj.terms'),
                key: 'terms',
                render: (_: unknown, r) => (
                  <Space size={[4, 4]} wrap>
                    {termKinds.flatMap((k) =>
                      r[k].map((term) => (
                        <Tag key={`${k}-${term}`}>
                          {t(`cj.${k}`)}: <DataText text={term} />
                        </Tag>
                      )),
                    )}
                  </Space>
                ),
              },
              {
                title: t('cj.enabled'),
                dataIndex: 'enabled',
                key: 'enabled',
                width: 80,
                render: (on: boolean, r) => (
                  <Switch size="small" checked={on} aria-label={t('cj.enabled')} onChange={(v) => void toggle(r, v)} />
                ),
              },
              { title: t('cj.createdBy'), dataIndex: 'createdBy', key: 'createdBy', width: 110 },
              {
                title: t('cj.createdAt'),
                dataIndex: 'createdAt',
                key: 'createdAt',
                width: 110,
                // A rule's creation day (the server sends the date only).
                render: formatDay,
              },
              {
                title: t('rec.actions'),
                key: 'actions',
                width: 120,
                render: (_: unknown, r) => (
                  <Space>
                    <Button type="link" size="small" onClick={() => setEditing({ rule: r })}>
                      {t('cj.edit')}
                    </Button>
                    <Popconfirm
                      title={t('cj.deleteConfirm')}
                      okText={t('list.ok')}
                      cancelText={t('cancel')}
                      onConfirm={() => remove(r.id)}
                    >
                      <Button type="link" size="small" danger>
                        {t('cj.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </Card>
        <Card size="small" title={t('cj.warnings')}>
          <ListView ctl={warnings} />
        </Card>
      </Space>
      <RuleForm
        open={editing !== null}
        rule={editing?.rule}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </RecordFrame>
  );
}
