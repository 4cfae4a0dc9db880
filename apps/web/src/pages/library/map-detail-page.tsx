import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { docModuleSchema, type OutputOf, libraryCalls } from '@app/contract';
import { call } from '../../api/call';
import { provinceLabel } from '../../components/charts';
import { ListView, type FilterDef, type ListQuery } from '../../components/list';
import { libraryPage, useLibrary } from './library-context';
import { PageFrame } from './page-frame';
import { Facets } from './facets';
import { pageFieldsOf } from './search-input';
import { useDocList } from './use-doc-list';

type Answer = OutputOf<typeof libraryCalls.mapDetail>;
const moduleOptions = docModuleSchema.options.map((m) => ({ value: m, label: `lib.module.${m}` }));
const filters: readonly FilterDef[] = [
  { key: 'keyword', type: 'text', label: 'lib.keyword', placeholder: 'lib.keywordHint', width: 300 },
  { key: 'modules', type: 'select', label: 'lib.modules', options: moduleOptions, multiple: true, width: 220 },
];

/** The documents of one province, narrowed by module. */
function MapDetailPage() {
  const lib = useLibrary();
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const province = params.get('province') ?? '';
  const load = useCallback(
    (q: ListQuery) => {
      const modules = (q.filters.modules ?? '').split(',').flatMap((m) => {
        const r = docModuleSchema.safeParse(m);
        return r.success ? [r.data] : [];
      });
      return call(
        libraryCalls.mapDetail,
        {
          library: lib.key,
          province,
          ...pageFieldsOf(q),
          keyword: q.filters.keyword,
          modules: modules.length ? modules : undefined,
        },
        { params: lib.params },
      );
    },
    [lib, province],
  );
  const ctl = useDocList<Answer>({ id: `map-${province}`, load, filters, mixed: true, exportExtra: { province } });
  const data = ctl.result.data as Answer | undefined;
  if (!province) return <Result status="404" title={t('pageLost')} />;
  return (
    <PageFrame title={`${t('lib.map.title')} · ${provinceLabel(province, i18n.language)}`}>
      <ListView
        ctl={ctl}
        header={
          data && (
            <Facets
              module={data.modules}
              status={[]}
              active={{ modules: params.get('modules') ?? undefined }}
              onPick={(_k, key) => {
                const now = (params.get('modules') ?? '').split(',').filter(Boolean);
                const next = now.includes(key) ? now.filter((x) => x !== key) : [...now, key];
                ctl.update({ filters: { ...ctl.query.filters, modules: next.join(',') || undefined } });
              }}
            />
          )
        }
      />
    </PageFrame>
  );
}

export default libraryPage(MapDetailPage);
