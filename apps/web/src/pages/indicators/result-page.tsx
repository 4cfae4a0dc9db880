import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Empty, Form, Input, InputNumber, Space, Table, Tag, Upload } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  FileExcelOutlined,
  FilePdfOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { indicatorCalls, resultRowsOf, type OutputOf, type ResultInput } from '@app/contract';
import { call, callBlob } from '../../api/call';
import { saveBlob } from '../../components/list';
import { uploadFile } from '../library/novelty/upload';
import { useApp } from '../../app/use-app';
import { IndicatorFrame } from './indicator-frame';
import { ProductPicker } from './product-picker';
import { useSource } from './use-source';
import { assembleQuery } from './select-page';
import { DataText, QuotingText } from '../../components/data-text';
import './texts';

type Row = OutputOf<typeof indicatorCalls.check>['rows'][number];
const verdictColour = { pass: 'green', near: 'orange', fail: 'red', unknown: 'default' } as const;
const blank: ResultInput = { name: '', value: '', unit: '', loq: '' };

/**
 * /indicators/result: results typed in or imported from xlsx (template offered, at most 1,000
 * rows) → pass / fail / near the limit per row; the verdict exported as xlsx or PDF. Rows the
 * import refused are listed with their reason, the others stay in the form. The form starts
 * from the product's assembled list (one row per indicator, unit filled in) so only the results
 * are typed; the template holds the same rows.
 */
export default function ResultPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const [source, setSource] = useSource();
  const [form] = Form.useForm<{ results: ResultInput[] }>();
  const [near, setNear] = useState(10);
  const [problems, setProblems] = useState<{ row: number; message: string }[]>([]);
  const [rows, setRows] = useState<Row[] | null>(null);
  const list = useQuery(assembleQuery(source));
  // The rows of the product last laid out: a new product lays out its own rows unless the form
  // holds anything typed or imported for another product (that is never thrown away).
  const laidOut = useRef<string | null>(null);
  useEffect(() => {
    if (!source || !list.data) return;
    const key = `${source.kind}:${source.key}`;
    if (laidOut.current === key) return;
    const before = laidOut.current;
    laidOut.current = key;
    const typed = (form.getFieldValue('results') as ResultInput[] | undefined)?.some(
      (r) => r?.value?.trim() || (before === null && r?.name?.trim()),
    );
    if (typed) return;
    const start = resultRowsOf(list.data.indicators).slice(0, 1000);
    form.setFieldsValue({ results: start.length ? start.map((r) => ({ ...blank, ...r })) : [blank] });
    setRows(null);
  }, [source, list.data, form]);
  const results = () =>
    (form.getFieldValue('results') as ResultInput[]).filter((r) => r?.name?.trim() && r?.value?.trim());
  const check = useMutation({
    mutationFn: () => call(indicatorCalls.check, { source: source!, results: results(), nearPercent: near }),
    onSuccess: (d) => setRows(d.rows),
  });
  const run = () => {
    if (!source) return void message.warning(t('ind.result.needProduct'));
    if (!results().length) return void message.warning(t('ind.result.empty'));
    check.mutate();
  };
  const exportAs = async (format: 'xlsx' | 'pdf') =>
    saveBlob(
      await callBlob(indicatorCalls.exportVerdict, { source: source!, results: results(), nearPercent: near, format }),
      `indicator-verdict.${format}`,
    );
  const importFile = async (file: File) => {
    try {
      const r = await uploadFile(indicatorCalls.checkImport, file, {}, {});
      form.setFieldsValue({ results: r.results.length ? r.results : [blank] });
      setProblems(r.problems);
      setRows(null);
      void message.success(t('ind.result.imported', { count: r.results.length }));
    } catch (e) {
      void message.error((e as Error).message);
    }
    return false;
  };
  return (
    <IndicatorFrame>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <ProductPicker value={source} onChange={setSource} testId="product-picker" />
        <Space wrap>
          <Upload accept=".xlsx" showUploadList={false} beforeUpload={(f) => importFile(f)}>
            <Button icon={<UploadOutlined />}>{t('ind.result.import')}</Button>
          </Upload>
          <Button
            icon={<DownloadOutlined />}
            onClick={async () =>
              saveBlob(await callBlob(indicatorCalls.template, { source }), 'indicator-results-template.xlsx')
            }
          >
            {t('ind.result.template')}
          </Button>
          <span>{t('ind.result.near')}</span>
          <InputNumber
            aria-label={t('ind.result.near')}
            min={0}
            max={50}
            value={near}
            onChange={(v) => setNear(v ?? 10)}
          />
        </Space>
        {problems.length > 0 && (
          <Alert
            type="warning"
            showIcon
            message={t('ind.result.problems')}
            description={<QuotingText text={problems.map((p) => p.message).join('；')} />}
            data-testid="import-problems"
          />
        )}
        <Form form={form} initialValues={{ results: [blank] }} onFinish={run}>
          <Form.List name="results">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" wrap>
                    <Form.Item name={[f.name, 'name']} rules={[{ max: 100 }]}>
                      <Input placeholder={t('ind.col.name')} aria-label={t('ind.col.name')} style={{ width: 200 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'value']} rules={[{ max: 50 }]}>
                      <Input
                        placeholder={t('ind.result.value')}
                        aria-label={t('ind.result.value')}
                        style={{ width: 200 }}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'unit']} rules={[{ max: 30 }]}>
                      <Input placeholder={t('ind.col.unit')} aria-label={t('ind.col.unit')} style={{ width: 120 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'loq']} rules={[{ max: 30 }]}>
                      <Input
                        placeholder={t('ind.result.loq')}
                        aria-label={t('ind.result.loq')}
                        style={{ width: 110 }}
                      />
                    </Form.Item>
                    <Button
                      aria-label={t('ind.spec.delete')}
                      icon={<DeleteOutlined />}
                      onClick={() => remove(f.name)}
                      disabled={fields.length === 1}
                    />
                  </Space>
                ))}
                <Space>
                  <Button icon={<PlusOutlined />} onClick={() => add(blank)} disabled={fields.length >= 1000}>
                    {t('ind.result.add')}
                  </Button>
                  <Button type="primary" htmlType="submit" loading={check.isPending}>
                    {t('ind.result.check')}
                  </Button>
                </Space>
              </>
            )}
          </Form.List>
        </Form>
        {rows ? (
          <>
            <Space>
              <Button icon={<FileExcelOutlined />} onClick={() => exportAs('xlsx')}>
                {t('ind.result.exportXlsx')}
              </Button>
              <Button icon={<FilePdfOutlined />} onClick={() => exportAs('pdf')}>
                {t('ind.result.exportPdf')}
              </Button>
            </Space>
            <Table<Row>
              size="small"
              rowKey="row"
              data-testid="verdicts"
              dataSource={rows}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              columns={[
                { title: '#', dataIndex: 'row', width: 60 },
                { title: t('ind.col.name'), dataIndex: 'name', render: (n: string) => <DataText text={n} /> },
                {
                  title: t('ind.result.value'),
                  key: 'v',
                  render: (_: unknown, r) => <DataText text={`${r.value} ${r.unit}`} />,
                },
                {
                  title: t('ind.col.requirement'),
                  key: 'req',
                  render: (_: unknown, r) => <DataText text={`${r.requirement} ${r.indicatorUnit}`} />,
                },
                {
                  title: t('ind.result.verdict'),
                  dataIndex: 'verdict',
                  width: 120,
                  filters: (['pass', 'near', 'fail', 'unknown'] as const).map((v) => ({
                    text: t(`ind.verdict.${v}`),
                    value: v,
                  })),
                  onFilter: (v, r) => r.verdict === v,
                  render: (v: Row['verdict']) => <Tag color={verdictColour[v]}>{t(`ind.verdict.${v}`)}</Tag>,
                },
                { title: t('ind.result.reason'), dataIndex: 'reason', render: (s: string) => <QuotingText text={s} /> },
              ]}
            />
          </>
        ) : (
          !source && <Empty description={t('ind.pickHint')} />
        )}
      </Space>
    </IndicatorFrame>
  );
}
