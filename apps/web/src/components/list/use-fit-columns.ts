import { useEffect, useRef, useState } from 'react';
import { fitColumns } from './fit-columns';

interface Fittable {
  width?: number | string;
  fixed?: unknown;
}

/**
 * Fits a table's columns to the box it is drawn in (see fitColumns), following the box as the
 * window is resized. `reserved` is what the table draws besides the columns (selection
 * checkboxes, expand icons). Answers the columns, the table layout and the scroll to hand to
 * antd's Table: no sideways scroll when the columns fit.
 */
export function useFitColumns<C extends Fittable>(
  columns: C[],
  scroll: { x?: number | string | true } | undefined,
  reserved = 0,
) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(() => setWidth(el.clientWidth));
    watch.observe(el);
    setWidth(el.clientWidth);
    return () => watch.disconnect();
  }, []);
  if (!width) return { box, columns, scroll, tableLayout: undefined };
  const fitted = fitColumns(columns, width - reserved);
  return fitted.fits
    ? { box, columns: fitted.columns, scroll: undefined, tableLayout: 'fixed' as const }
    : { box, columns, scroll, tableLayout: undefined };
}
