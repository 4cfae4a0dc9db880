import { useQuery } from '@tanstack/react-query';
import type { RecordModuleLike } from './types';
import { recordsApi, type DimensionOptions } from './records-api';
import { useLang } from './lang';

/** The values of each statistics dimension (filter dropdowns), loaded once per module and language. */
export function useDimensionOptions(m: RecordModuleLike) {
  const lang = useLang();
  return useQuery<DimensionOptions>({
    queryKey: ['records', m.spec.name, 'options', lang],
    queryFn: () => recordsApi(m).options(),
    staleTime: 5 * 60_000,
  });
}

export const optionsOf = (data: DimensionOptions | undefined, dimension: string) =>
  data?.dimensions.find((d) => d.key === dimension)?.values.map((v) => ({ value: v.value, label: v.label })) ?? [];
