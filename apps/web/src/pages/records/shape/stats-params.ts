import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { statPeriods, type StatPeriod } from '@app/contract';
import type { RecordModuleLike, RecordPagesDef } from './types';
import type { StatisticsInput } from './records-api';

const month = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The statistics page's choices kept in the URL (rows, columns, period, measure, top N,
 * month range, dimension filters), so a cross-tab can be bookmarked and shared.
 */
export function useStatsParams<M extends RecordModuleLike>(def: RecordPagesDef<M>) {
  const [params, setParams] = useSearchParams();
  const m = def.module;
  const input: StatisticsInput = useMemo(() => {
    const dims = m.dimensions;
    const rows = dims.includes(params.get('rows') ?? '') ? params.get('rows')! : def.statistics.rows;
    const colsRaw = params.get('cols') ?? def.statistics.cols ?? 'period';
    const cols = colsRaw === 'period' || (dims.includes(colsRaw) && colsRaw !== rows) ? colsRaw : 'period';
    const periodRaw = params.get('period') ?? 'month';
    const period = (statPeriods as readonly string[]).includes(periodRaw) ? (periodRaw as StatPeriod) : 'month';
    const measureRaw = params.get('measure') ?? def.statistics.measure ?? m.measureKeys[0]!;
    const measure = m.measureKeys.includes(measureRaw) ? measureRaw : m.measureKeys[0]!;
    const limit = Math.min(100, Math.max(1, Number(params.get('limit')) || def.statistics.limit || 30));
    const filters = Object.fromEntries(dims.map((d) => [d, params.get(d) ?? undefined]).filter(([, v]) => v));
    const startMonth = params.get('startMonth') ?? '';
    const endMonth = params.get('endMonth') ?? '';
    return {
      rows,
      cols,
      period,
      measure,
      limit,
      startMonth: month.test(startMonth) ? startMonth : undefined,
      endMonth: month.test(endMonth) ? endMonth : undefined,
      ...filters,
    };
  }, [params, m, def.statistics]);

  const update = useCallback(
    (change: Record<string, string | number | undefined>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(change)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      }),
    [setParams],
  );
  return { input, update };
}
