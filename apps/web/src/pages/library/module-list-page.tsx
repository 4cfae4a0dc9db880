import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { docModuleSchema, type DocModule, type DocSummary, libraryCalls } from '@app/contract';
import { ListView, type ListQuery } from '../../components/list';
import { call } from '../../api/call';
import { libraryPage, useLibrary } from './library-context';
import { moduleFromPath } from './links';
import { PageFrame } from './page-frame';
import { docListFilters, searchFieldsOf } from './search-input';
import { useDocList } from './use-doc-list';

/** One module's list (fagui, biaozhun, draft_regulation, standard_notify, coStandard, statuteQA). */
export function ModuleDocList({
  module,
  expandable,
}: {
  module: DocModule;
  expandable?: Parameters<typeof ListView<DocSummary>>[0]['expandable'];
}) {
  const lib = useLibrary();
  const load = useCallback(
    (q: ListQuery) =>
      call(
        libraryCalls.moduleList,
        { ...searchFieldsOf(q), library: lib.key, module },
        { params: { ...lib.params, module } },
      ),
    [lib, module],
  );
  const exportExtra = useMemo(() => ({ modules: [module] }), [module]);
  const ctl = useDocList({ id: `module-${module}`, load, filters: docListFilters, exportExtra });
  return <ListView ctl={ctl} expandable={expandable} />;
}

function ModuleListPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const parsed = docModuleSchema.safeParse(moduleFromPath(pathname));
  return (
    <PageFrame>
      {parsed.success ? <ModuleDocList module={parsed.data} /> : <Result status="404" title={t('pageLost')} />}
    </PageFrame>
  );
}

export default libraryPage(ModuleListPage);
