import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type OutputOf, libraryCalls } from '@app/contract';
import { call } from '../../api/call';
import { DataText } from '../../components/data-text';
import { ListView, useListController, type FilterDef, type ListQuery } from '../../components/list';
import { libraryPage, useLibrary } from './library-context';
import { PageFrame } from './page-frame';

type Subject = OutputOf<typeof libraryCalls.subjects>['list'][number];
const filters: readonly FilterDef[] = [{ key: 'keyword', type: 'text', label: 'lib.keyword', width: 300 }];

/** Special topics; a topic opens its detail with its documents. */
function SubjectPage() {
  const lib = useLibrary();
  const { t } = useTranslation();
  const load = useCallback(
    (q: ListQuery) =>
      call(
        libraryCalls.subjects,
        { library: lib.key, page: q.page, pageSize: q.pageSize, keyword: q.filters.keyword },
        { params: lib.params },
      ),
    [lib],
  );
  const def = useMemo(
    () => ({
      id: ['library', lib.key, 'subjects'] as const,
      filters,
      rowKey: (r: Subject) => r.id,
      load,
      columns: [
        {
          title: 'lib.col.title',
          dataIndex: 'title',
          render: (_: unknown, r: Subject) => (
            <div>
              <Link to={`${lib.base}/subject/detail?isOpen=true&id=${r.id}`}>
                <DataText text={r.title} />
              </Link>
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 12 }}>
                <DataText text={r.summary} />
              </Typography.Paragraph>
            </div>
          ),
        },
        {
          title: 'lib.col.docCount',
          dataIndex: 'docCount',
          width: 120,
          render: (n: number) => t('lib.subject.docs', { n }),
        },
        { title: 'lib.col.publishDate', dataIndex: 'date', width: 120 },
      ],
    }),
    [lib, load, t],
  );
  const ctl = useListController<Subject>(def);
  return (
    <PageFrame>
      <ListView ctl={ctl} />
    </PageFrame>
  );
}

export default libraryPage(SubjectPage);
