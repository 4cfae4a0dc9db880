import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductSource } from '@app/contract';

export const sourceKinds = ['standard', 'category', 'spec'] as const;

/**
 * The product a page works on, kept in the URL (kind, key; `left`/`right` prefixes on the
 * comparison page) so a list can be bookmarked, shared and reloaded.
 */
export function useSource(prefix = ''): [ProductSource | undefined, (s: ProductSource | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const kind = params.get(`${prefix}kind`);
  const key = params.get(`${prefix}key`);
  const source = useMemo(
    () =>
      kind && key && (sourceKinds as readonly string[]).includes(kind)
        ? { kind: kind as ProductSource['kind'], key }
        : undefined,
    [kind, key],
  );
  const set = useCallback(
    (s: ProductSource | undefined) =>
      setParams(
        (p) => {
          const n = new URLSearchParams(p);
          if (s) {
            n.set(`${prefix}kind`, s.kind);
            n.set(`${prefix}key`, s.key);
          } else {
            n.delete(`${prefix}kind`);
            n.delete(`${prefix}key`);
          }
          return n;
        },
        { replace: true },
      ),
    [prefix, setParams],
  );
  return [source, set];
}
