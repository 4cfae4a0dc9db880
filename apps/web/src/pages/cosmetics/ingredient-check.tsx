import { useState } from 'react';
import { Button, Input, Space, Table, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cosmeticsCalls, ingredientBatchMax, type IngredientCheckResult, type IngredientCheckRow } from '@app/contract';
import { call, callBlob } from '../../api/call';
import { saveBlob } from '../../components/list/save-blob';
import { uploadFile } from '../library/novelty/upload';
import { RestrictedTable } from './restricted-table';

const verdictColour = {
  restricted: 'orange',
  mayBeRestricted: 'gold',
  inCatalogue: 'green',
  notInCatalogue: 'red',
  empty: 'default',
} as const;

/** A formula's ingredient names (typed or from an xlsx) against the catalogue and table 3, exported as xlsx. */
export function IngredientCheck() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<IngredientCheckResult>();
  const names = () =>
    text
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, ingredientBatchMax + 1);
  const run = async (work: () => Promise<IngredientCheckResult>) => {
    setBusy(true);
    try {
      setResult(await work());
    } finally {
      setBusy(false);
    }
  };
  const exportIt = async () => {
    if (!result) return;
    const blob = await callBlob(cosmeticsCalls.ingredientCheckExport, { names: result.rows.map((r) => r.name) });
    saveBlob(blob, 'ingredient-check.xlsx');
  };
  return (
    <>
      <Typography.Paragraph type="secondary">{t('cos.check.hint')}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t('cos.check.name')}
        rows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={'NIACINAMIDE\nSALICYLIC ACID\n甘油'}
      />
      <Space style={{ margin: '12px 0' }} wrap>
        <Button
          type="primary"
          loading={busy}
          disabled={!text.trim()}
          onClick={() => void run(() => call(cosmeticsCalls.ingredientCheck, { names: names() }))}
        >
          {t('cos.check.run')}
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void run(() => uploadFile(cosmeticsCalls.ingredientCheckUpload, file, {}, {}));
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {t('cos.check.upload')}
          </Button>
        </Upload>
        <Button
          onClick={() =>
            void callBlob(cosmeticsCalls.ingredientTemplate, {}).then((b) =>
              saveBlob(b, 'ingredient-check-template.xlsx'),
            )
          }
        >
          {t('cos.check.template')}
        </Button>
        <Button disabled={!result} onClick={() => void exportIt()}>
          {t('cos.check.export')}
        </Button>
      </Space>
      {result ? (
        <>
          <Typography.Paragraph>{t('cos.check.counts', result.counts)}</Typography.Paragraph>
          <Table<IngredientCheckRow>
            size="small"
            rowKey="row"
            dataSource={result.rows}
            pagination={{ pageSize: 50, showSizeChanger: false }}
            columns={[
              { title: t('cos.check.row'), dataIndex: 'row', width: 60 },
              { title: t('cos.check.name'), dataIndex: 'name' },
              {
                title: t('cos.check.verdict'),
                dataIndex: 'verdict',
                render: (_: unknown, r) => (
                  <>
                    <Tag color={verdictColour[r.verdict]}>{t(`cos.verdict.${r.verdict}`)}</Tag>
                    {r.matchedBy === 'inciIgnoringSpaces' ? (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('cos.matched.inciIgnoringSpaces')}
                      </Typography.Text>
                    ) : null}
                  </>
                ),
              },
              {
                title: t('cos.check.entry'),
                dataIndex: 'entries',
                render: (_: unknown, r) =>
                  r.entries.map((e) => (
                    <div key={e.serial}>
                      {e.serial} <span lang="zh-CN">{e.cnName}</span> · {e.inci}
                      {e.restrictedNos.length ? ` · ${t('cos.restrictedNo', { no: e.restrictedNos.join(', ') })}` : ''}
                      {e.mayFallUnder.length ? ` · ${t('cos.mayFallUnder', { no: e.mayFallUnder.join(', ') })}` : ''}
                    </div>
                  )),
              },
            ]}
          />
          <RestrictedTable entries={result.restricted} />
        </>
      ) : null}
    </>
  );
}
