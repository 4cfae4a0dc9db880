import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { englishValue, recordsCalls } from '@app/contract';
import { call } from '../../../api/call';
import { DataText } from '../../../components/data-text';
import { Translated } from '../../../components/translated';
import { ListView, useListController, type ListDefinition } from '../../../components/list';
import { DemoTag } from '../shape/provenance';
import { RecordFrame } from '../shape/record-frame';
import { judgePages } from '../modules/judge';
import { useLang } from '../shape/lang';
import { classicTexts } from './texts';

type Classic = Awaited<ReturnType<typeof loadPage>>['list'][number];
const loadPage = (page: number, pageSize: number, keyword?: string) =>
  call(recordsCalls.classicList, { page, pageSize, keyword: keyword || undefined });

/** /judge/classicCaseAnalysis: analyses of typical cases, newest first, searchable. */
export default function ClassicCaseListPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const def = useMemo<ListDefinition<Classic>>(
    () => ({
      id: ['records', 'judge', 'classic', lang],
      filters: [
        { key: 'keyword', type: 'text', label: 'rec.keyword', placeholder: classicTexts.keywordHint[lang], width: 300 },
      ],
      rowKey: (r) => r.id,
      load: (q) => loadPage(q.page, q.pageSize, q.filters.keyword),
      columns: [
        {
          title: classicTexts.title[lang],
          dataIndex: 'title',
          key: 'title',
          render: (v: string, r: Classic) => (
            <>
              <Link to={`/judge/classicCaseAnalysis/detail?id=${r.id}`}>
                <DataText text={v} />
              </Link>
              <DemoTag demo={r.demo} />
            </>
          ),
        },
        // Causes and food categories are vocabularies: English names where listed, else marked.
        {
          title: classicTexts.cause[lang],
          dataIndex: 'cause',
          key: 'cause',
          width: 180,
          render: (v: string) => <Translated original={v} english={englishValue('cause', v)} />,
        },
        {
          title: classicTexts.foodCategory[lang],
          dataIndex: 'foodCategory',
          key: 'foodCategory',
          width: 140,
          render: (v: string) => <Translated original={v} english={englishValue('foodCategory', v)} />,
        },
        { title: classicTexts.publishDate[lang], dataIndex: 'publishDate', key: 'publishDate', width: 120 },
      ],
    }),
    [lang],
  );
  const ctl = useListController(def);
  return (
    <RecordFrame nav={judgePages.def.nav} module={judgePages.def.module}>
      <ListView
        ctl={ctl}
        expandable={{
          expandedRowRender: (r) => <DataText text={r.summary} />,
          rowExpandable: (r) => Boolean(r.summary),
        }}
        emptyText={t('noData')}
      />
    </RecordFrame>
  );
}
