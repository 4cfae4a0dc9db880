import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Result, Row, Space, Spin, Switch, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { libraryCalls, type DocModule, type EditionComparison } from '@app/contract';
import { call, callBlob } from '../../../api/call';
import { saveBlob } from '../../../components/list';
import { useLibrary } from '../library-context';
import './texts';

type Clause = EditionComparison['clauses'][number];
/** The standard's own words, in Chinese whatever the page's language. */
const zh = (v?: string) => <span lang="zh-CN">{v}</span>;
const kindColor: Record<Clause['change'], string> = {
  substantive: 'red',
  wording: 'orange',
  added: 'green',
  removed: 'volcano',
  formal: 'default',
  unchanged: 'default',
};

/** The word-level difference of a clause: removed words struck through, added words marked. */
function Words({ c }: { c: Clause }) {
  if (c.words)
    return (
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', lineHeight: 1.9 }} lang="zh-CN">
        {c.words.map((w, i) =>
          w.kind === 'added' ? (
            <ins key={i} className="diff-added" style={{ background: '#d9f7be', textDecoration: 'none' }}>
              {w.text}
            </ins>
          ) : w.kind === 'removed' ? (
            <del key={i} className="diff-removed" style={{ background: '#ffccc7' }}>
              {w.text}
            </del>
          ) : (
            <span key={i}>{w.text}</span>
          ),
        )}
      </Typography.Paragraph>
    );
  return (
    <Row gutter={12}>
      <Col span={12}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} delete={c.change === 'removed'} lang="zh-CN">
          {c.before ?? ''}
        </Typography.Paragraph>
      </Col>
      <Col span={12}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} lang="zh-CN">
          {c.after ?? ''}
        </Typography.Paragraph>
      </Col>
    </Row>
  );
}

/**
 * Two editions of one standard compared clause by clause: the newer edition's foreword list of
 * main changes beside the clauses that changed, each with its word-level difference and its
 * table cells; exported as xlsx or PDF.
 */
export function EditionCompare({ module, itemid, other }: { module: DocModule; itemid: number; other: number }) {
  const lib = useLibrary();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [showFormal, setShowFormal] = useState(false);
  const input = { library: lib.key, module, itemid, other };
  const opts = { params: { ...lib.params, module } };
  const q = useQuery({
    queryKey: ['library', lib.key, 'editions', module, itemid, other],
    queryFn: () => call(libraryCalls.compareEditions, input, { ...opts, silent: true }),
  });
  if (q.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (q.isError || !q.data)
    return <Result status="warning" title={q.error instanceof Error ? q.error.message : t('notFound')} />;
  const c = q.data;
  const download = async (format: 'xlsx' | 'pdf') =>
    saveBlob(
      await callBlob(libraryCalls.exportComparison, { ...input, format }, opts),
      `${t('editions.title')}-${c.from.docNumber ?? c.from.id}-${c.to.docNumber ?? c.to.id}.${format}`,
    );
  const shown = c.clauses.filter((x) => showFormal || x.change !== 'formal');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="edition-compare">
      <Card>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('editions.title')}: <span lang="zh-CN">{c.from.docNumber}</span> →{' '}
            <span lang="zh-CN">{c.to.docNumber}</span>
          </Typography.Title>
          <Space wrap>
            <Link to={`${pathname}?itemid=${itemid}`}>
              <Button>{t('editions.back')}</Button>
            </Link>
            <Button icon={<DownloadOutlined />} onClick={() => void download('xlsx')} data-testid="compare-xlsx">
              {t('editions.exportXlsx')}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => void download('pdf')} data-testid="compare-pdf">
              {t('editions.exportPdf')}
            </Button>
          </Space>
        </Space>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }} data-testid="compare-counts">
          {t('editions.counts', c.counts)}
        </Typography.Paragraph>
        <Alert type="info" showIcon message={t('editions.machineNote')} style={{ marginTop: 8 }} />
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={8}>
          <Card size="small" title={t('editions.changes')} data-testid="foreword-changes">
            {c.changes.length ? (
              <ol style={{ paddingLeft: 20, margin: 0 }} lang="zh-CN">
                {c.changes.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ol>
            ) : (
              <Empty description={t('editions.noChanges')} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card
            size="small"
            title={t('editions.clauses')}
            extra={
              <Space>
                <Typography.Text type="secondary">{t('editions.showFormal')}</Typography.Text>
                <Switch size="small" checked={showFormal} onChange={setShowFormal} />
              </Space>
            }
          >
            {shown.map((x) => (
              <div
                key={x.anchor}
                data-anchor={x.anchor}
                style={{ borderBottom: '1px solid #f0f0f0', padding: '8px 0' }}
              >
                <Space>
                  <Typography.Text strong>{x.label || x.anchor}</Typography.Text>
                  <Tag color={kindColor[x.change]}>{t(`editions.kind.${x.change}`)}</Tag>
                </Space>
                <Words c={x} />
                {x.cells?.length ? (
                  <Table
                    size="small"
                    pagination={false}
                    rowKey={(r) => `${r.row}-${r.column}-${r.kind}`}
                    title={() => t('editions.cells')}
                    dataSource={x.cells}
                    columns={[
                      { dataIndex: 'row', title: '', render: zh },
                      { dataIndex: 'column', title: '', render: zh },
                      { dataIndex: 'before', title: c.from.docNumber, render: zh },
                      { dataIndex: 'after', title: c.to.docNumber, render: zh },
                    ]}
                  />
                ) : null}
              </div>
            ))}
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
