import { useMatches } from 'react-router';
import type { RouteMeta } from '@app/contract';

/** The route-table entry of the deepest matched route, if any. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i]!.handle as RouteMeta | undefined;
    if (h?.path) return h;
  }
  return undefined;
}
