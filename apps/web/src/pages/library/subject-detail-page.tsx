import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type OutputOf, libraryCalls } from '@app/contract';
import { call } from '../../api/call';
import { DataText } from '../../components/data-text';
import { ListView, type ListQuery } from '../../components/list';
import { libraryPage, useLibrary } from './library-context';
import { PageFrame } from './page-frame';
import { pageFieldsOf } from './search-input';
import { useDocList } from './use-doc-list';

type Answer = OutputOf<typeof libraryCalls.subjectDetail>;

/** A special topic: its text and its documents (paged list with favourites). */
function SubjectDetailPage() {
  const lib = useLibrary();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? params.get('itemid'));
  const load = useCallback(
    async (q: ListQuery) => {
      const last = await call(
        libraryCalls.subjectDetail,
        { library: lib.key, id, ...pageFieldsOf(q) },
        { params: lib.params },
      );
      return { ...last.docs, subject: last.subject };
    },
    [lib, id],
  );
  const ctl = useDocList({ id: `subject-${id}`, load, mixed: true, noExport: true });
  const subject = (ctl.result.data as { subject?: Answer['subject'] } | undefined)?.subject;
  if (!Number.isInteger(id) || id <= 0) return <Result status="404" title={t('pageLost')} />;
  return (
    <PageFrame title={subject && <DataText text={subject.title} />}>
      {subject && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} type="secondary">
          <DataText text={subject.body || subject.summary} />
        </Typography.Paragraph>
      )}
      <ListView ctl={ctl} />
    </PageFrame>
  );
}

export default libraryPage(SubjectDetailPage);
