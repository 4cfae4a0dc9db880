import { Button, Flex, Result } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterBar, useListParams } from '../list';
import { KpiCards } from './kpi-cards';
import { StatsPanels } from './stats-panels';
import type { StatsDefinition } from './types';

/**
 * A statistics page: filter bar (state in the URL), KPI cards, a grid of charts each with its
 * table view. Used for the visual overviews and the statistics pages of every records module.
 */
export function StatsView<Data>({ def }: { def: StatsDefinition<Data> }) {
  const { t } = useTranslation();
  const { query, update } = useListParams(def.filters, { defaults: def.defaults });
  const result = useQuery({
    queryKey: [...def.id, query.filters],
    queryFn: () => def.load(query.filters),
    placeholderData: keepPreviousData,
  });
  const data = result.data;
  return (
    <div>
      {((def.filters?.length ?? 0) > 0 || def.actions) && (
        <Flex justify="space-between" align="start" gap={12}>
          {def.filters && def.filters.length > 0 ? (
            <FilterBar filters={def.filters} values={query.filters} onSearch={(filters) => update({ filters })} />
          ) : (
            <span />
          )}
          {def.actions && <div style={{ flex: 'none' }}>{def.actions(query.filters, data)}</div>}
        </Flex>
      )}
      {result.isError && !data ? (
        <Result
          status="warning"
          title={result.error instanceof Error && result.error.message ? result.error.message : t('list.loadFailed')}
          extra={<Button onClick={() => void result.refetch()}>{t('list.retry')}</Button>}
        />
      ) : (
        <>
          {def.kpis && <KpiCards items={data ? def.kpis(data) : []} loading={result.isFetching && !data} />}
          <StatsPanels panels={data ? def.panels(data) : []} loading={result.isFetching && !data} />
        </>
      )}
    </div>
  );
}
