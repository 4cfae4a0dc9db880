import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Flex, Progress, Radio, Result, Space, Steps, Table, Tag, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { noveltyStatuses, type NoveltyStatus, type OutputOf, libraryCalls } from '@app/contract';
import { call, callBlob } from '../../../api/call';
import { saveBlob } from '../../../components/list';
import { useLibrary } from '../library-context';
import { DocLink } from '../doc-link';
import { uploadFile } from './upload';
import { useApp } from '../../../app/use-app';
import { formatMoment } from '../../../app/format-time';

type Job = OutputOf<typeof libraryCalls.noveltyJob>;
type Mode = Job['mode'];

const resultColour: Record<NoveltyStatus, string> = {
  current: 'green',
  toBeImplemented: 'blue',
  abolished: 'red',
  replaced: 'orange',
  notFound: 'default',
  toBeReplaced: 'gold',
};

/**
 * Batch novelty check in three steps (import → progress → results) with the records list.
 * The job id lives in the URL (`job`), so a reload or a shared link comes back to the results.
 */
export function NoveltyCheck() {
  const lib = useLibrary();
  const { t } = useTranslation();
  const { message } = useApp();
  const [params, setParams] = useSearchParams();
  const jobId = Number(params.get('job')) || undefined;
  const setJob = (id: number | undefined) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      if (id) n.set('job', String(id));
      else n.delete('job');
      return n;
    });

  const [file, setFile] = useState<File>();
  const [mode, setMode] = useState<Mode>('auto');
  const [busy, setBusy] = useState(false);

  const job = useQuery({
    queryKey: ['library', lib.key, 'novelty-job', jobId],
    queryFn: () =>
      call(libraryCalls.noveltyJob, { library: lib.key, id: jobId! }, { params: lib.params, silent: true }),
    enabled: !!jobId,
    refetchInterval: (q) => (q.state.data?.state === 'running' ? 800 : false),
  });
  const step = !jobId ? 0 : job.data?.state === 'running' || !job.data ? 1 : 2;

  const start = async () => {
    if (!file) {
      void message.warning(t('lib.novelty.upload'));
      return;
    }
    setBusy(true);
    try {
      const started = await uploadFile(libraryCalls.noveltyStart, file, { library: lib.key, mode }, lib.params);
      setFile(undefined);
      setJob(started.id);
    } catch (e) {
      void message.warning(e instanceof Error && e.message ? e.message : t('operationFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Steps
        current={step}
        items={[
          { title: t('lib.novelty.import') },
          { title: t('lib.novelty.progress') },
          { title: t('lib.novelty.results') },
        ]}
      />
      {step === 0 && (
        <Card>
          <Flex vertical gap={16}>
            <Space wrap>
              <Button
                icon={<DownloadOutlined />}
                onClick={async () =>
                  saveBlob(
                    await callBlob(libraryCalls.noveltyTemplate, { library: lib.key }, { params: lib.params }),
                    'novelty-template.xlsx',
                  )
                }
              >
                {t('lib.novelty.template')}
              </Button>
              <span>{t('lib.novelty.mode')}:</span>
              <Radio.Group
                value={mode}
                onChange={(e) => setMode(e.target.value as Mode)}
                options={(['auto', 'number', 'title'] as const).map((m) => ({
                  value: m,
                  label: t(`lib.novelty.mode.${m}`),
                }))}
              />
            </Space>
            <Upload.Dragger
              accept=".xlsx"
              maxCount={1}
              fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
              beforeUpload={(f) => {
                if (!f.name.toLowerCase().endsWith('.xlsx')) {
                  void message.warning(t('onlyFormat', { format: 'xlsx' }));
                  return Upload.LIST_IGNORE;
                }
                setFile(f);
                return false;
              }}
              onRemove={() => setFile(undefined)}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p>{t('lib.novelty.upload')}</p>
              <Typography.Text type="secondary">{t('lib.novelty.uploadHint')}</Typography.Text>
            </Upload.Dragger>
            <div>
              <Button type="primary" loading={busy} disabled={!file} onClick={() => void start()}>
                {t('lib.novelty.start')}
              </Button>
            </div>
          </Flex>
        </Card>
      )}
      {step === 1 && (
        <Card>
          {job.isError ? (
            <Result status="warning" title={job.error instanceof Error ? job.error.message : t('operationFailed')} />
          ) : (
            <Flex vertical align="center" gap={12}>
              <Progress
                type="circle"
                percent={job.data && job.data.total ? Math.floor((job.data.done / job.data.total) * 100) : 0}
                aria-label={t('lib.novelty.progress')}
              />
              <Typography.Text>
                {job.data?.done ?? 0} / {job.data?.total ?? 0}
              </Typography.Text>
            </Flex>
          )}
        </Card>
      )}
      {step === 2 && job.data && <NoveltyResults job={job.data} onAgain={() => setJob(undefined)} />}
      <NoveltyRecords onOpen={setJob} current={jobId} />
    </Flex>
  );
}

function Counts({ counts }: { counts: Job['counts'] }) {
  const { t } = useTranslation();
  return (
    <Space wrap size={4}>
      {noveltyStatuses.map((s) => (
        <Tag key={s} color={resultColour[s]}>
          {t(`lib.novelty.r.${s}`)} {counts[s] ?? 0}
        </Tag>
      ))}
    </Space>
  );
}

function NoveltyResults({ job, onAgain }: { job: Job; onAgain: () => void }) {
  const lib = useLibrary();
  const { t } = useTranslation();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [result, setResult] = useState<NoveltyStatus>();
  useEffect(() => setPage((p) => ({ ...p, page: 1 })), [result]);
  const rows = useQuery({
    queryKey: ['library', lib.key, 'novelty-rows', job.id, page, result],
    queryFn: () =>
      call(libraryCalls.noveltyResults, { library: lib.key, id: job.id, ...page, result }, { params: lib.params }),
  });
  if (job.state === 'failed')
    return (
      <Result
        status="error"
        title={t('lib.novelty.state.failed')}
        extra={<Button onClick={onAgain}>{t('lib.novelty.again')}</Button>}
      />
    );
  return (
    <Card
      data-testid="novelty-results"
      title={
        <Space wrap>
          {t('lib.novelty.results')} · {job.fileName}
          <Counts counts={job.counts} />
        </Space>
      }
      extra={
        <Space>
          <Button
            icon={<DownloadOutlined />}
            onClick={async () =>
              saveBlob(
                await callBlob(libraryCalls.noveltyExport, { library: lib.key, id: job.id }, { params: lib.params }),
                `novelty-${job.id}.xlsx`,
              )
            }
          >
            {t('lib.export')}
          </Button>
          <Button onClick={onAgain}>{t('lib.novelty.again')}</Button>
        </Space>
      }
    >
      <Radio.Group
        style={{ marginBottom: 12 }}
        value={result ?? ''}
        optionType="button"
        onChange={(e) => setResult((e.target.value as NoveltyStatus) || undefined)}
        options={[
          { value: '', label: t('list.all') },
          ...noveltyStatuses.map((s) => ({ value: s, label: t(`lib.novelty.r.${s}`) })),
        ]}
      />
      <Table
        size="small"
        rowKey="row"
        loading={rows.isFetching}
        dataSource={rows.data?.list ?? []}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: rows.data?.total ?? 0,
          onChange: (p, s) => setPage({ page: p, pageSize: s }),
        }}
        columns={[
          { title: t('lib.novelty.row'), dataIndex: 'row', width: 70 },
          { title: t('lib.novelty.input'), dataIndex: 'input' },
          {
            title: t('lib.novelty.result'),
            dataIndex: 'result',
            width: 120,
            render: (r: NoveltyStatus, row) => (
              <Space direction="vertical" size={2}>
                <Tag color={resultColour[r]}>{t(`lib.novelty.r.${r}`)}</Tag>
                {row.inferred && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="novelty-inferred">
                    {t('lib.novelty.inferred')}
                  </Typography.Text>
                )}
                {row.suggestion && (
                  <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid="novelty-suggestion">
                    {t('lib.novelty.suggestion', { number: row.suggestion })}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: t('lib.novelty.matched'),
            key: 'doc',
            render: (_: unknown, r) =>
              r.docId ? (
                <DocLink module="biaozhun" id={r.docId}>
                  {r.docNumber ?? t('lib.numberNotGiven')} {r.title}
                </DocLink>
              ) : (
                '-'
              ),
          },
          {
            title: t('lib.col.implementDate'),
            dataIndex: 'implementDate',
            width: 120,
            render: (v: string | null) => v ?? '-',
          },
          {
            title: t('lib.novelty.replacedBy'),
            key: 'replacedBy',
            render: (_: unknown, r) =>
              r.replacedById ? (
                <Space direction="vertical" size={0}>
                  <DocLink module="biaozhun" id={r.replacedById}>
                    {r.replacedByNumber} {r.replacedByTitle}
                  </DocLink>
                  {r.replacedByImplementDate && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('lib.col.implementDate')}: {r.replacedByImplementDate}
                    </Typography.Text>
                  )}
                </Space>
              ) : (
                '-'
              ),
          },
        ]}
      />
    </Card>
  );
}

function NoveltyRecords({ onOpen, current }: { onOpen: (id: number) => void; current?: number }) {
  const lib = useLibrary();
  const { t } = useTranslation();
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  const records = useQuery({
    queryKey: ['library', lib.key, 'novelty-records', page, current],
    queryFn: () => call(libraryCalls.noveltyRecords, { library: lib.key, ...page }, { params: lib.params }),
    // A job finishes in the background: the list asks again while any of its rows is still running, so the
    // row turns 已完成 by itself (the last progress write and the state write are two updates on the server).
    refetchInterval: (q) => (q.state.data?.list.some((r) => r.state === 'running') ? 1500 : false),
  });
  return (
    <Card title={t('lib.novelty.records')} data-testid="novelty-records">
      <Table
        size="small"
        rowKey="id"
        loading={records.isFetching}
        dataSource={records.data?.list ?? []}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: records.data?.total ?? 0,
          onChange: (p, s) => setPage({ page: p, pageSize: s }),
        }}
        columns={[
          { title: t('lib.novelty.date'), dataIndex: 'createdAt', width: 180, render: (v: string) => formatMoment(v) },
          {
            title: t('lib.novelty.mode'),
            dataIndex: 'mode',
            width: 120,
            render: (m: Mode) => t(`lib.novelty.mode.${m}`),
          },
          { title: t('lib.novelty.file'), dataIndex: 'fileName' },
          {
            title: t('lib.col.status'),
            dataIndex: 'state',
            width: 100,
            render: (s: Job['state']) => t(`lib.novelty.state.${s}`),
          },
          {
            title: t('lib.novelty.summary'),
            key: 'counts',
            render: (_: unknown, r: Job) => <Counts counts={r.counts} />,
          },
          {
            title: t('lib.col.action'),
            key: 'open',
            width: 120,
            render: (_: unknown, r: Job) => (
              <Button type="link" onClick={() => onOpen(r.id)}>
                {t('lib.novelty.view')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
