import { Card, Descriptions, Result, Skeleton, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { englishValue, recordsCalls } from '@app/contract';
import { call } from '../../../api/call';
import { DataText } from '../../../components/data-text';
import { Translated } from '../../../components/translated';
import { DemoTag } from '../shape/provenance';
import { RecordFrame } from '../shape/record-frame';
import { useRecordId } from '../shape/record-detail-page';
import { recordColumns } from '../shape/record-columns';
import { judgePages } from '../modules/judge';
import { useLang } from '../shape/lang';
import type { RecordRow } from '../shape/types';
import { classicTexts } from './texts';

/** One classic case analysis: the article and the judgments it discusses. */
export default function ClassicCaseDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useRecordId();
  const q = useQuery({
    queryKey: ['records', 'judge', 'classic', 'detail', id, lang],
    queryFn: () => call(recordsCalls.classicDetail, { id: id! }),
    enabled: id !== undefined,
  });
  const def = judgePages.def;
  const body = () => {
    if (id === undefined) return <Result status="warning" title={t('rec.missingId')} />;
    if (q.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (!q.data) return <Result status="404" title={t('rec.notFound')} />;
    const c = q.data;
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          <DataText text={c.title} />
          <DemoTag demo={c.demo} />
        </Typography.Title>
        <Descriptions
          size="small"
          column={3}
          items={[
            {
              key: 'cause',
              label: classicTexts.cause[lang],
              children: <Translated original={c.cause} english={englishValue('cause', c.cause)} />,
            },
            {
              key: 'food',
              label: classicTexts.foodCategory[lang],
              children: <Translated original={c.foodCategory} english={englishValue('foodCategory', c.foodCategory)} />,
            },
            { key: 'date', label: classicTexts.publishDate[lang], children: c.publishDate },
          ]}
        />
        {c.summary && (
          <Typography.Paragraph type="secondary">
            <DataText text={c.summary} />
          </Typography.Paragraph>
        )}
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
          <DataText text={c.body} />
        </Typography.Paragraph>
        <Card size="small" title={classicTexts.judgments[lang]}>
          <Table<RecordRow>
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={c.judgments as RecordRow[]}
            columns={recordColumns(def, lang, t).map(({ sortKey: _s, ...col }) => col)}
          />
        </Card>
      </Space>
    );
  };
  return (
    <RecordFrame nav={def.nav} module={def.module}>
      {body()}
    </RecordFrame>
  );
}
