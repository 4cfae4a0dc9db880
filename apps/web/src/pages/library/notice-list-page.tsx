import { useSearchParams } from 'react-router';
import { Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type DocSummary, libraryCalls } from '@app/contract';
import { call } from '../../api/call';

import { libraryPage, useLibrary } from './library-context';
import { PageFrame } from './page-frame';
import { ModuleDocList } from './module-list-page';

/** Notices have no detail route: a row opens its text in place (`open` in the URL). */
function NoticeText({ id }: { id: number }) {
  const lib = useLibrary();
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['library', lib.key, 'content', 'notice', id],
    queryFn: () =>
      call(
        libraryCalls.content,
        { library: lib.key, module: 'notice', itemid: id },
        { params: { ...lib.params, module: 'notice' } },
      ),
  });
  if (q.isLoading) return <Spin />;
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
      {q.data?.body || t('noText')}
    </Typography.Paragraph>
  );
}

function NoticeListPage() {
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('open')) || undefined;
  return (
    <PageFrame>
      <ModuleDocList
        module="notice"
        expandable={{
          expandedRowKeys: open ? [open] : [],
          onExpand: (on: boolean, row: DocSummary) =>
            setParams((p) => {
              const n = new URLSearchParams(p);
              if (on) n.set('open', String(row.id));
              else n.delete('open');
              return n;
            }),
          expandedRowRender: (row: DocSummary) => <NoticeText id={row.id} />,
        }}
      />
    </PageFrame>
  );
}

export default libraryPage(NoticeListPage);
