import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductSource } from '@app/contract';

export const sourceKinds = ['standard', 'category', 'spec'] as const;

const remembered = 'indicators.source';
const recall = (): ProductSource | undefined => {
  try {
    const s = JSON.parse(sessionStorage.getItem(remembered) ?? 'null') as ProductSource | null;
    return s && (sourceKinds as readonly string[]).includes(s.kind) && typeof s.key === 'string' ? s : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The product a page works on, kept in the URL (kind, key; `left`/`right` prefixes on the
 * comparison page) so a list can be bookmarked, shared and reloaded. The unprefixed one is also
 * remembered for the browser tab: the product chosen on 选择 is the one 结果 opens with, since
 * the area's tabs link to the bare pages.
 */
export function useSource(prefix = ''): [ProductSource | undefined, (s: ProductSource | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const kind = params.get(`${prefix}kind`);
  const key = params.get(`${prefix}key`);
  const source = useMemo(
    () =>
      kind && key && (sourceKinds as readonly string[]).includes(kind)
        ? { kind: kind as ProductSource['kind'], key }
        : prefix
          ? undefined
          : recall(),
    [kind, key, prefix],
  );
  const set = useCallback(
    (s: ProductSource | undefined) => {
      if (!prefix) {
        if (s) sessionStorage.setItem(remembered, JSON.stringify({ kind: s.kind, key: s.key }));
        else sessionStorage.removeItem(remembered);
      }
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
      );
    },
    [prefix, setParams],
  );
  return [source, set];
}
