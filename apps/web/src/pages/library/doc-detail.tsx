import { useState } from 'react';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  List,
  Result,
  Space,
  Spin,
  Steps,
  Table,
  Tag,
  Typography,
} from 'antd';
import {
  DownloadOutlined,
  FileOutlined,
  SendOutlined,
  StarFilled,
  StarOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DocDetail as Detail, type DocModule, libraryCalls } from '@app/contract';
import { call } from '../../api/call';
import { CallError } from '../../api/transport';
import { saveBlob } from '../../components/list';
import { useLibrary } from './library-context';
import { docActions, exportName } from './doc-actions';
import { DocLink } from './doc-link';
import { StatusBadge } from './status-badge';
import { ForwardDialog } from './forward-dialog';
import { VersionDiff } from './version-diff';
import { formatMoment } from '../../app/format-time';
import { ClauseBody } from './clause-body';
import { DocumentReader } from './reader/document-reader';
import { EditionsCard } from './reader/editions-card';
import { useApp } from '../../app/use-app';

type Chain = Detail['replaceChain'][number];

const fieldKeys = [
  'docNumber',
  'department',
  'industry',
  'category',
  'province',
  'publishDate',
  'effectiveDate',
  'implementDate',
  'invalidDate',
  'abolishDate',
  'updateDate',
  'addDate',
  'partialEffectiveDate',
  'partialExplanation',
] as const;

/** Attachments open in the document viewer (/showFile), in a new tab. */
const viewerHref = (a: Detail['attachments'][number]) =>
  `/showFile?${new URLSearchParams({ url: a.url, name: a.name, type: a.kind })}`;

/**
 * The detail of one document: every field, status badge, replace chain with links, related
 * items, attachments, text, version history with a side-by-side diff; favourite, forward, export.
 */
export function DocDetail({ module, itemid }: { module: DocModule; itemid: number }) {
  const lib = useLibrary();
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const actions = docActions(lib);
  const [forwarding, setForwarding] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [compare, setCompare] = useState<[number, number]>();

  const detail = useQuery({
    queryKey: ['library', lib.key, 'content', module, itemid],
    queryFn: () =>
      call(
        libraryCalls.content,
        { library: lib.key, module, itemid },
        { params: { ...lib.params, module }, silent: true },
      ),
  });

  if (detail.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (detail.isError || !detail.data) {
    const e = detail.error;
    return (
      <Result
        status={e instanceof CallError && e.code === 403 ? '403' : '404'}
        title={e instanceof Error && e.message ? e.message : t('notFound')}
      />
    );
  }
  const doc = detail.data;

  const toggleFavorite = async () => {
    if (doc.favorite) await actions.unfavorite([doc.id]);
    else await actions.favorite(doc.id);
    void message.success(t(doc.favorite ? 'lib.unfavorite' : 'lib.favorited'));
    await qc.invalidateQueries({ queryKey: ['library', lib.key] });
  };
  const exportOne = async () => {
    saveBlob(await actions.exportXlsx({ ids: [doc.id] }, 1), exportName(lib, doc.docNumber ?? String(doc.id)));
  };

  const chainStep = (c: Chain) => ({
    title:
      c.id === doc.id ? (
        <strong>{c.docNumber ?? c.title}</strong>
      ) : (
        <DocLink module={c.module} id={c.id}>
          {c.docNumber ?? c.title}
        </DocLink>
      ),
    description: (
      <Space direction="vertical" size={0}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {c.title}
        </Typography.Text>
        <StatusBadge status={c.status} />
      </Space>
    ),
  });
  const currentIndex = Math.max(
    0,
    doc.replaceChain.findIndex((c) => c.id === doc.id),
  );

  const chainList = (items: Chain[]) =>
    items.length ? (
      <List
        size="small"
        dataSource={items}
        renderItem={(c) => (
          <List.Item>
            <Space wrap>
              <DocLink module={c.module} id={c.id}>
                {c.docNumber ? `${c.docNumber} ` : ''}
                {c.title}
              </DocLink>
              <StatusBadge status={c.status} />
              {c.implementDate && (
                <Typography.Text type="secondary">{`${t('lib.col.implementDate')}: ${c.implementDate}`}</Typography.Text>
              )}
            </Space>
          </List.Item>
        )}
      />
    ) : (
      <Typography.Text type="secondary">{t('noData')}</Typography.Text>
    );

  // In force today while a later edition waits for its implementation day.
  const pendingSuccessor = [2, 8].includes(doc.status.validity)
    ? doc.replacedBy.find((r) => r.status.validity === 1)
    : undefined;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Flex justify="space-between" align="start" gap={16} wrap>
          <div>
            <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="doc-title">
              {doc.title}
            </Typography.Title>
            <Space wrap>
              {doc.docNumber ? (
                <Tag>{doc.docNumber}</Tag>
              ) : (
                doc.module === 'biaozhun' && <Tag data-testid="number-not-given">{t('lib.numberNotGiven')}</Tag>
              )}
              <Tag color="geekblue">{t(`lib.module.${doc.module}`)}</Tag>
              <StatusBadge status={doc.status} />
              {pendingSuccessor && (
                <Tag color="gold" data-testid="to-be-replaced">
                  {t('lib.detail.toBeReplaced', {
                    number: pendingSuccessor.docNumber ?? pendingSuccessor.title,
                    date: pendingSuccessor.implementDate ?? '?',
                  })}
                </Tag>
              )}
              <Typography.Text type="secondary">{t('lib.detail.versionN', { n: doc.version })}</Typography.Text>
            </Space>
          </div>
          <Space wrap>
            {lib.can('collection') && (
              <Button
                icon={doc.favorite ? <StarFilled style={{ color: '#FAAD14' }} /> : <StarOutlined />}
                aria-pressed={doc.favorite}
                data-testid="favorite-toggle"
                onClick={() => void toggleFavorite()}
              >
                {t(doc.favorite ? 'lib.unfavorite' : 'lib.favorite')}
              </Button>
            )}
            <Button icon={<SendOutlined />} onClick={() => setForwarding(true)}>
              {t('lib.forward')}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => void exportOne()}>
              {t('lib.export')}
            </Button>
          </Space>
        </Flex>
      </Card>

      <Card title={t('lib.detail.fields')}>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('lib.col.status')}>
            <StatusBadge status={doc.status} />
          </Descriptions.Item>
          {fieldKeys.map((k) => (
            <Descriptions.Item key={k} label={t(`lib.col.${k}`)}>
              {doc[k] ?? '-'}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('lib.detail.source')}>
            <span data-testid="doc-source">{doc.source}</span>{' '}
            <Link to="/dataSources">{t('lib.detail.allSources')}</Link>
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title={t('lib.detail.chain')}>
        {doc.replaceChain.length > 1 ? (
          <Steps size="small" current={currentIndex} items={doc.replaceChain.map(chainStep)} />
        ) : null}
        <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
          <Descriptions.Item label={t('lib.detail.current')}>
            {doc.current && doc.current.id !== doc.id ? (
              <DocLink module={doc.current.module} id={doc.current.id}>
                {doc.current.docNumber ?? ''} {doc.current.title}
              </DocLink>
            ) : (
              t('lib.detail.isCurrent')
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('lib.detail.replaces')}>{chainList(doc.replaces)}</Descriptions.Item>
          <Descriptions.Item label={t('lib.detail.replacedBy')}>{chainList(doc.replacedBy)}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title={t('lib.detail.related')}>{chainList(doc.related)}</Card>

      <Card title={t('lib.detail.attachments')}>
        {doc.attachments.length ? (
          <Space wrap>
            {doc.attachments.map((a) => (
              <a key={a.url} href={viewerHref(a)} target="_blank" rel="noopener noreferrer">
                <FileOutlined /> {a.name}
              </a>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('lib.detail.noAttachments')}</Typography.Text>
        )}
      </Card>

      <Card title={t('lib.detail.body')}>
        {doc.document ? (
          <DocumentReader model={doc.document} />
        ) : doc.body ? (
          <ClauseBody module={module} itemid={doc.id} body={doc.body} />
        ) : (
          <Empty description={t('noText')} />
        )}
      </Card>

      <EditionsCard doc={doc} />

      <Card
        title={t('lib.detail.versions')}
        extra={
          <Button
            icon={<SwapOutlined />}
            disabled={picked.length !== 2}
            onClick={() => {
              const [a, b] = [...picked].sort((x, y) => x - y) as [number, number];
              setCompare([a, b]);
            }}
          >
            {t('lib.detail.compare')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('lib.detail.compareHint')}</Typography.Paragraph>
        <Table
          size="small"
          rowKey="version"
          pagination={false}
          dataSource={doc.versions}
          rowSelection={{
            selectedRowKeys: picked,
            onChange: (keys) => setPicked((keys as number[]).slice(-2)),
          }}
          columns={[
            {
              title: t('lib.detail.version'),
              dataIndex: 'version',
              width: 100,
              render: (v: number) => t('lib.detail.versionN', { n: v }),
            },
            {
              title: t('lib.detail.changedAt'),
              dataIndex: 'changedAt',
              width: 180,
              render: (v: string) => formatMoment(v),
            },
            {
              title: t('lib.col.status'),
              dataIndex: 'validity',
              width: 140,
              render: (v: number) => t(`lib.status.${v}`),
            },
            {
              title: t('lib.detail.change'),
              dataIndex: 'change',
              render: (v: string) => t(`lib.detail.change.${v}`, { defaultValue: v }),
            },
          ]}
        />
        {compare && (
          <div style={{ marginTop: 16 }}>
            <VersionDiff module={module} itemid={doc.id} from={compare[0]} to={compare[1]} />
          </div>
        )}
      </Card>

      <ForwardDialog itemid={doc.id} open={forwarding} onClose={() => setForwarding(false)} />
    </Space>
  );
}
