import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RestrictedEntry } from '@app/contract';

const zh = (v: string) => (v ? <span lang="zh-CN">{v}</span> : '-');

/** Table-3 entries as the specification prints them (Chinese source text, marked as such). */
export function RestrictedTable({ entries }: { entries: RestrictedEntry[] }) {
  const { t } = useTranslation();
  if (!entries.length) return null;
  return (
    <section aria-label={t('cos.restricted.title')} style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('cos.restricted.title')}</Typography.Title>
      <Table<RestrictedEntry>
        size="small"
        rowKey="no"
        pagination={false}
        dataSource={entries}
        columns={[
          { title: t('cos.restricted.no'), dataIndex: 'no', width: 60 },
          {
            title: t('cos.restricted.name'),
            dataIndex: 'cnName',
            render: (_: unknown, r) => (
              <>
                {zh(r.cnName)}
                {r.inciName || r.enName ? (
                  <div style={{ color: '#888', fontSize: 12 }}>{r.inciName || r.enName}</div>
                ) : null}
              </>
            ),
          },
          { title: t('cos.restricted.scope'), dataIndex: 'scope', render: zh },
          { title: t('cos.restricted.maxConc'), dataIndex: 'maxConc', render: zh },
          { title: t('cos.restricted.other'), dataIndex: 'otherLimits', render: zh },
          { title: t('cos.restricted.label'), dataIndex: 'labelWarning', render: zh },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, fontSize: 12 }}>
        {t('cos.restricted.matchNote')}
      </Typography.Paragraph>
    </section>
  );
}
