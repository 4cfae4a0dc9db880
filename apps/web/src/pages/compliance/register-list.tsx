import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Flex, Progress, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { complianceCalls, frequencies, itemStatuses, obligationKinds, type OutputOf } from '@app/contract';
import { call, callBlob } from '../../api/call';
import { ListView, useListController, type ListDefinition, type ListQuery } from '../../components/list';
import { ClauseTags } from './clause-tags';
import { ReasonText } from './reason-text';
import { DataText } from '../../components/data-text';
import { StatusTag } from './status-tag';
import { useLabel } from './use-lang';
import './texts';
import { chinaToday } from '../../components/china-today';

type ListCall = typeof complianceCalls.registerList;
export type RegisterRow = OutputOf<ListCall>['list'][number];
type Counts = OutputOf<ListCall>['counts'];

/** Which list call a page reads, where its rows link, and whether it shows the links view. */
export interface RegisterView {
  id: string;
  list: ListCall;
  detailPath: string;
  /** The associations view: links to documents, clauses, tasks and evidence in front. */
  associations?: boolean;
  exportable?: boolean;
}

const queryOf = (q: ListQuery) => ({
  page: q.page,
  pageSize: q.pageSize,
  sort: q.sort,
  order: q.order,
  status: (q.filters.status || undefined) as RegisterRow['status'] | undefined,
  kind: (q.filters.kind || undefined) as RegisterRow['kind'] | undefined,
  keyword: q.filters.keyword || undefined,
});

/** Bar of the counts by status: the progress of an assessment. */
export function StatusProgress({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const total = Object.values(counts).reduce((s, n) => s + n, 0);
  const done =
    (counts.compliant ?? 0) + (counts.noncompliant ?? 0) + (counts.not_applicable ?? 0) + (counts.applicable ?? 0);
  return (
    <Flex gap={16} align="center" wrap style={{ marginBottom: 12 }} aria-label={t('cmp.progress')}>
      <Typography.Text strong>{t('cmp.progress')}</Typography.Text>
      <Progress percent={total ? Math.round((100 * done) / total) : 0} style={{ width: 200, margin: 0 }} />
      {Object.keys(itemStatuses).map((s) => (
        <Typography.Text key={s} type="secondary">
          {label(itemStatuses, s)} {counts[s] ?? 0}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** One list of the register (verification, management, mine, associations): a definition over the shared list kit. */
export function RegisterList({
  view,
  toolbar,
  withProgress,
}: {
  view: RegisterView;
  toolbar?: ReactNode;
  withProgress?: boolean;
}) {
  const { t } = useTranslation();
  const { lang, label, options, labelWords } = useLabel();
  const def = useMemo<ListDefinition<RegisterRow> & { lastCounts?: Counts }>(() => {
    const titleCol = {
      title: 'cmp.obligation',
      dataIndex: 'title',
      key: 'title',
      render: (v: string, r: RegisterRow) => (
        <Space size={4} wrap>
          <Link to={`${view.detailPath}?id=${r.id}`}>
            <DataText text={v} />
          </Link>
          {r.demo && <Tag color="gold">{t('cmp.demo')}</Tag>}
        </Space>
      ),
    };
    const common = [
      { title: 'cmp.code', dataIndex: 'code', key: 'code', sortKey: 'code', width: 110 },
      titleCol,
      {
        title: 'cmp.clauses',
        key: 'clauses',
        render: (_: unknown, r: RegisterRow) => <ClauseTags clauses={r.clauses} />,
      },
      {
        title: 'cmp.status',
        dataIndex: 'status',
        key: 'status',
        sortKey: 'status',
        width: 100,
        keepWhole: labelWords(itemStatuses),
        render: (s: string) => <StatusTag status={s} />,
      },
    ];
    const columns = view.associations
      ? [
          ...common,
          {
            title: 'cmp.openTasks',
            dataIndex: 'openTasks',
            key: 'openTasks',
            width: 100,
            render: (n: number) => (n ? <Link to="/task">{n}</Link> : 0),
          },
          { title: 'cmp.evidence', dataIndex: 'evidenceCount', key: 'evidenceCount', width: 80 },
        ]
      : [
          ...common,
          {
            title: 'cmp.kind',
            dataIndex: 'kind',
            key: 'kind',
            width: 90,
            keepWhole: labelWords(obligationKinds),
            render: (k: string) => label(obligationKinds, k),
          },
          {
            title: 'cmp.frequency',
            dataIndex: 'frequency',
            key: 'frequency',
            width: 90,
            keepWhole: labelWords(frequencies),
            render: (k: string) => label(frequencies, k),
          },
          {
            title: 'cmp.reason',
            dataIndex: 'reason',
            key: 'reason',
            ellipsis: true,
            render: (v: string) => <ReasonText reason={v} />,
          },
          {
            title: 'cmp.owner',
            dataIndex: 'ownerName',
            key: 'ownerName',
            width: 100,
            keepWhole: [t('cmp.unassigned')],
            render: (v: string | null) =>
              v || <Typography.Text type="secondary">{t('cmp.unassigned')}</Typography.Text>,
          },
          { title: 'cmp.nextReview', dataIndex: 'nextReview', key: 'nextReview', sortKey: 'nextReview', width: 110 },
        ];
    return {
      id: ['compliance', view.id, lang],
      filters: [
        { key: 'keyword', type: 'text', label: 'cmp.keyword', width: 220 },
        { key: 'status', type: 'select', label: 'cmp.status', options: options(itemStatuses) },
        { key: 'kind', type: 'select', label: 'cmp.kind', options: options(obligationKinds) },
      ],
      rowKey: (r) => r.id,
      load: (q) => call(view.list, queryOf(q)),
      columns,
      exportTo: view.exportable
        ? {
            run: (q) =>
              callBlob(complianceCalls.registerExport, { status: queryOf(q).status, keyword: queryOf(q).keyword }),
            filename: `register-${chinaToday()}.xlsx`,
          }
        : undefined,
    };
  }, [view, lang, label, options, labelWords, t]);
  const ctl = useListController(def);
  const counts = (ctl.result.data as OutputOf<ListCall> | undefined)?.counts;
  return (
    <ListView
      ctl={ctl}
      toolbar={toolbar}
      header={withProgress && counts ? <StatusProgress counts={counts} /> : undefined}
      emptyText={t('cmp.empty')}
      scroll={{ x: 1000 }}
    />
  );
}
