import { Alert, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LabelAdditive, LabelCitation, LabelFinding, LabelResult } from '@app/contract';

const groupColour = { must: 'red', from2027: 'orange', review: 'default' } as const;

function Cite({ c }: { c: LabelCitation | null }) {
  const { t } = useTranslation();
  if (!c) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <div>
      <Typography.Text strong>
        {c.doc} {c.clause}
      </Typography.Text>
      {c.binding ? null : <Tag style={{ marginLeft: 4 }}>{t('lbl.advice')}</Tag>}
      <div lang="zh-CN" style={{ fontSize: 12, color: '#555' }}>
        “{c.quote}”
      </div>
    </div>
  );
}

/** The editions compared (read from the library), the findings by group with both editions' clauses, and the additives. */
export function FindingsView({ result }: { result: LabelResult }) {
  const { t } = useTranslation();
  const e = result.editions;
  const date = e.transitionDate ?? '—';
  const names = (list: LabelResult['editions']['today']) => list.map((x) => x.docNumber).join('、');
  return (
    <>
      {e.today.some((x) => !x.held) ? <Alert type="warning" showIcon message={t('lbl.notHeld')} /> : null}
      <Alert
        style={{ margin: '12px 0' }}
        type="info"
        showIcon
        data-testid="label-editions"
        message={
          e.coming.length
            ? t('lbl.editions', { today: names(e.today), coming: names(e.coming), date })
            : t('lbl.editionsNone', { today: names(e.today) })
        }
        description={t('lbl.counts', { ...result.counts, date })}
      />
      {result.findings.length ? (
        <Table<LabelFinding>
          size="small"
          rowKey="key"
          data-testid="label-findings"
          dataSource={result.findings}
          pagination={false}
          scroll={{ x: 900 }}
          columns={[
            {
              title: t('lbl.col.group'),
              dataIndex: 'group',
              width: 110,
              render: (g: LabelFinding['group']) => <Tag color={groupColour[g]}>{t(`lbl.group.${g}`, { date })}</Tag>,
            },
            { title: t('lbl.col.finding'), dataIndex: 'message', width: 220 },
            { title: t('lbl.col.today'), dataIndex: 'today', render: (c: LabelCitation | null) => <Cite c={c} /> },
            {
              title: t('lbl.col.coming', { date }),
              dataIndex: 'coming',
              render: (c: LabelCitation | null) => <Cite c={c} />,
            },
            { title: t('lbl.col.fix'), dataIndex: 'fix', width: 220 },
          ]}
        />
      ) : (
        <Alert type="success" showIcon message={t('lbl.noFindings')} />
      )}
      {result.additives.length ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('lbl.additives')}
          </Typography.Title>
          <Table<LabelAdditive>
            size="small"
            rowKey="printed"
            dataSource={result.additives}
            pagination={false}
            columns={[
              { title: t('lbl.add.printed'), dataIndex: 'printed' },
              { title: t('lbl.add.name'), dataIndex: 'name' },
              { title: t('lbl.add.func'), dataIndex: 'func' },
              {
                title: t('lbl.add.permitted'),
                dataIndex: 'permitted',
                render: (p: boolean | null) =>
                  p === null ? t('lbl.unknown') : <Tag color={p ? 'green' : 'red'}>{t(p ? 'lbl.yes' : 'lbl.no')}</Tag>,
              },
              { title: t('lbl.add.maxUse'), dataIndex: 'maxUse' },
            ]}
          />
        </>
      ) : null}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 12 }}>
        {t('lbl.portalLists')}
      </Typography.Paragraph>
    </>
  );
}
