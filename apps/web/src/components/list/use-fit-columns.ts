import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fitColumns } from './fit-columns';
import { headerWidth, type TableSize } from './header-width';

interface Fittable {
  width?: number | string;
  fixed?: unknown;
  title?: ReactNode | ((props: never) => ReactNode);
  sorter?: unknown;
  filters?: unknown;
  filterDropdown?: unknown;
}

/** What a header needs to stay on one line, from its text and icons (see headerWidth). */
export function headerFloor(c: Fittable, size: TableSize = 'large', fontFamily?: string) {
  return typeof c.title === 'function'
    ? undefined
    : headerWidth(c.title, {
        size,
        fontFamily,
        sortable: !!c.sorter,
        filterable: !!(c.filters || c.filterDropdown),
      });
}

/**
 * Fits a table's columns to the box it is drawn in (see fitColumns), following the box as the
 * window is resized. `reserved` is what the table draws besides the columns (selection
 * checkboxes, expand icons). Answers the columns, the table layout and the scroll to hand to
 * antd's Table: no sideways scroll when the columns fit. When even the headers' widths do not
 * fit, the table scrolls sideways over the sum of the widths and nothing stays pinned: a pinned
 * 操作 column would lie over the columns scrolled under it.
 */
export function useFitColumns<C extends Fittable>(
  columns: C[],
  scroll: { x?: number | string | true; y?: number | string } | undefined,
  reserved = 0,
  size: TableSize = 'large',
) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  const [font, setFont] = useState<string>();
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(() => setWidth(el.clientWidth));
    watch.observe(el);
    setWidth(el.clientWidth);
    // The font antd gives the table, which the headers are measured in.
    setFont(getComputedStyle(el.querySelector('.ant-table-wrapper') ?? el).fontFamily);
    return () => watch.disconnect();
  }, []);
  if (!width) return { box, columns, scroll, tableLayout: undefined };
  const fitted = fitColumns(columns, width - reserved, (c) => headerFloor(c, size, font));
  return fitted.fits
    ? {
        box,
        columns: fitted.columns,
        scroll: scroll?.y === undefined ? undefined : { y: scroll.y },
        tableLayout: 'fixed' as const,
      }
    : {
        box,
        columns: fitted.columns.map((c) => (c.fixed ? { ...c, fixed: undefined } : c)),
        scroll: { ...scroll, x: fitted.width + reserved },
        tableLayout: 'fixed' as const,
      };
}
