import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { stateListKinds, libraryCalls } from '@app/contract';
import { ListView, type ListQuery } from '../../components/list';
import { call } from '../../api/call';
import { libraryPage, useLibrary } from './library-context';
import { PageFrame } from './page-frame';
import { pageFieldsOf } from './search-input';
import { useDocList } from './use-doc-list';

type Kind = (typeof stateListKinds)[number];

/** The five state lists (weekBF, weekUpdate, todayUpdate, monthAbolish, monthImplemented). */
function StateListPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const lib = useLibrary();
  const kind = stateListKinds.find((k) => pathname.endsWith(`/stateList/${k}`)) as Kind | undefined;
  const load = useCallback(
    (q: ListQuery) =>
      call(
        libraryCalls.stateList,
        { library: lib.key, kind: kind ?? 'weekBF', ...pageFieldsOf(q) },
        { params: lib.params },
      ),
    [lib, kind],
  );
  const ctl = useDocList({ id: `state-${kind}`, load, mixed: true, noExport: true });
  if (!kind) return <Result status="404" title={t('pageLost')} />;
  return (
    <PageFrame>
      <ListView ctl={ctl} />
    </PageFrame>
  );
}

export default libraryPage(StateListPage);
