import { useCallback, useEffect, useState } from 'react';
import { Button, Space, Table, Tabs, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { labelCalls, type FoodLabel, type LabelResult, type OutputOf } from '@app/contract';
import { call, callBlob } from '../../api/call';
import { saveBlob } from '../../components/list/save-blob';
import { libraryPage } from '../library/library-context';
import { PageFrame } from '../library/page-frame';
import { uploadFile } from '../library/novelty/upload';
import { FindingsView } from './findings-view';
import { LabelForm } from './label-form';
import { PastePanel } from './paste-panel';
import './texts';

type History = OutputOf<typeof labelCalls.labelHistory>;
type Batch = OutputOf<typeof labelCalls.labelImport>;

function Counts({ c }: { c: LabelResult['counts'] }) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <Tag color="red">{`${t('lbl.group.must')} ${c.must}`}</Tag>
      <Tag color="orange">{`${t('lbl.group.from2027', { date: '2027' })} ${c.from2027}`}</Tag>
      <Tag>{`${t('lbl.group.review')} ${c.review}`}</Tag>
    </Space>
  );
}

function exportReport(id: number, format: 'pdf' | 'xlsx') {
  void callBlob(labelCalls.labelExport, { id, format }).then((b) => saveBlob(b, `label-check-${id}.${format}`));
}

function HistoryTab({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [data, setData] = useState<History>();
  const load = useCallback(
    (page: number) => void call(labelCalls.labelHistory, { page, pageSize: 20 }).then(setData),
    [],
  );
  useEffect(() => load(1), [load]);
  return (
    <Table<History['list'][number]>
      size="small"
      rowKey="id"
      dataSource={data?.list ?? []}
      pagination={{
        total: data?.total ?? 0,
        pageSize: 20,
        current: data?.page ?? 1,
        onChange: load,
        showSizeChanger: false,
      }}
      columns={[
        { title: t('lbl.history.food'), dataIndex: 'foodName' },
        { title: t('lbl.history.at'), dataIndex: 'checkedAt' },
        { title: t('lbl.history.counts'), dataIndex: 'counts', render: (c: LabelResult['counts']) => <Counts c={c} /> },
        {
          title: '',
          dataIndex: 'id',
          render: (id: number) => (
            <Space>
              <Button size="small" onClick={() => onOpen(id)}>
                {t('lbl.history.open')}
              </Button>
              <Button size="small" onClick={() => exportReport(id, 'pdf')}>
                {t('lbl.export.pdf')}
              </Button>
              <Button size="small" onClick={() => exportReport(id, 'xlsx')}>
                {t('lbl.export.xlsx')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}

function BatchTab() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Batch>();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('lbl.batch.hint')}</Typography.Paragraph>
      <Space style={{ marginBottom: 12 }}>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            setBusy(true);
            void uploadFile(labelCalls.labelImport, file, {}, {})
              .then(setResult)
              .finally(() => setBusy(false));
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {t('lbl.batch.upload')}
          </Button>
        </Upload>
        <Button
          onClick={() =>
            void callBlob(labelCalls.labelTemplate, {}).then((b) => saveBlob(b, 'label-check-template.xlsx'))
          }
        >
          {t('lbl.batch.template')}
        </Button>
      </Space>
      {result ? (
        <Table<Batch['rows'][number]>
          size="small"
          rowKey="row"
          dataSource={result.rows}
          pagination={{ pageSize: 50, showSizeChanger: false }}
          columns={[
            { title: t('lbl.batch.row'), dataIndex: 'row', width: 60 },
            { title: t('lbl.history.food'), dataIndex: 'foodName' },
            {
              title: t('lbl.history.counts'),
              dataIndex: 'counts',
              render: (c: LabelResult['counts']) => <Counts c={c} />,
            },
            { title: t('lbl.batch.keys'), dataIndex: 'keys', render: (k: string[]) => k.join('；') },
          ]}
        />
      ) : null}
    </>
  );
}

/** The label pre-check: enter a label, see its findings under today's edition and the coming one, keep the history. */
function LabelPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('check');
  const [busy, setBusy] = useState(false);
  const [label, setLabel] = useState<FoodLabel>();
  const [result, setResult] = useState<LabelResult>();
  const check = (l: FoodLabel) => {
    setBusy(true);
    void call(labelCalls.labelCheck, { label: l, save: true })
      .then(setResult)
      .finally(() => setBusy(false));
  };
  const open = (id: number) =>
    void call(labelCalls.labelDetail, { id }).then((d) => {
      setLabel(d.label as FoodLabel);
      setResult(d.result);
      setTab('check');
    });
  return (
    <PageFrame>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyInactiveTabPane
        items={[
          {
            key: 'check',
            label: t('lbl.tab.check'),
            children: (
              <>
                <PastePanel
                  onFill={(l) => {
                    setLabel(l);
                    setResult(undefined);
                  }}
                />
                <LabelForm initial={label} busy={busy} onCheck={check} />
                {result ? (
                  <>
                    <FindingsView result={result} />
                    {result.id ? (
                      <Space>
                        <Button onClick={() => exportReport(result.id!, 'pdf')}>{t('lbl.export.pdf')}</Button>
                        <Button onClick={() => exportReport(result.id!, 'xlsx')}>{t('lbl.export.xlsx')}</Button>
                      </Space>
                    ) : null}
                  </>
                ) : null}
              </>
            ),
          },
          { key: 'history', label: t('lbl.tab.history'), children: <HistoryTab onOpen={open} /> },
          { key: 'batch', label: t('lbl.tab.batch'), children: <BatchTab /> },
        ]}
      />
    </PageFrame>
  );
}

export default libraryPage(LabelPage);
