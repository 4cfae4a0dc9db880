import { useMemo } from 'react';
import { Link } from 'react-router';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { complianceCalls, decisions, updateCauses, type OutputOf } from '@app/contract';
import { call } from '../../api/call';
import { DataText } from '../../components/data-text';
import { ListView, useListController, type ListDefinition } from '../../components/list';
import { ComplianceFrame } from './frame';
import { useLabel } from './use-lang';
import { docShortName } from './clause-tags';

type Update = OutputOf<typeof complianceCalls.updates>['list'][number];

/** Tag of the kind of change: a number, unit or 应/不得 word is substantive. */
export function ChangeTag({ u }: { u: Pick<Update, 'cause' | 'substantive'> }) {
  const { t } = useTranslation();
  if (u.cause !== 'content') return null;
  return u.substantive ? <Tag color="red">{t('cmp.substantive')}</Tag> : <Tag>{t('cmp.wording')}</Tag>;
}

/** /compliance/updateList: changes of documents the register rests on, pending first. */
export default function UpdatesPage() {
  const { t } = useTranslation();
  const { lang, label } = useLabel();
  const def = useMemo<ListDefinition<Update>>(
    () => ({
      id: ['compliance', 'updates', lang],
      filters: [
        {
          key: 'state',
          type: 'chips',
          label: 'cmp.decision',
          options: [
            { value: 'pending', label: 'cmp.undecided' },
            { value: 'decided', label: 'cmp.decided' },
            { value: 'all', label: 'cmp.all' },
          ],
        },
      ],
      defaults: { state: 'pending' },
      rowKey: (r) => r.id,
      load: (q) =>
        call(complianceCalls.updates, {
          page: q.page,
          pageSize: q.pageSize,
          state: (q.filters.state || 'pending') as 'pending',
        }),
      columns: [
        {
          title: 'cmp.obligation',
          dataIndex: 'obligationTitle',
          key: 'obligationTitle',
          render: (v: string, r: Update) => (
            <Link to={`/compliance/update?id=${r.id}`}>
              <DataText text={v} />
            </Link>
          ),
        },
        {
          title: 'cmp.document',
          key: 'doc',
          render: (_: unknown, r: Update) => <DataText text={`${docShortName(r)} ${r.anchor}`} />,
        },
        {
          title: 'cmp.cause',
          dataIndex: 'cause',
          key: 'cause',
          width: 120,
          render: (c: string) => label(updateCauses, c),
        },
        { title: 'cmp.change', key: 'change', width: 120, render: (_: unknown, r: Update) => <ChangeTag u={r} /> },
        { title: 'cmp.effectiveDate', dataIndex: 'effectiveDate', key: 'effectiveDate', width: 120 },
        {
          title: 'cmp.decision',
          dataIndex: 'decision',
          key: 'decision',
          width: 130,
          render: (d: string | null) => (d ? label(decisions, d) : <Tag color="orange">{t('cmp.undecided')}</Tag>),
        },
        {
          title: 'cmp.createdAt',
          dataIndex: 'createdAt',
          key: 'createdAt',
          width: 120,
          render: (v: string) => v.slice(0, 10),
        },
      ],
    }),
    [lang, label, t],
  );
  const ctl = useListController(def);
  return (
    <ComplianceFrame>
      <ListView ctl={ctl} emptyText={t('noData')} />
    </ComplianceFrame>
  );
}
