import { useQuery } from '@tanstack/react-query';
import { type ChinaGeoJson, geoCalls } from '@app/contract';
import { call } from '../../api/call';

export type ChinaGeo = ChinaGeoJson;

/**
 * The province shapes, fetched once per session from the server (which reads the shared map
 * file). undefined while loading, null when the server has no map file.
 */
export function useChinaGeo(enabled = true): ChinaGeo | null | undefined {
  const q = useQuery({
    queryKey: ['geo', 'china-provinces'],
    queryFn: async () => (await call(geoCalls.chinaProvinces, {}, { silent: true })).geo,
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (q.isError) return null;
  return q.data;
}
