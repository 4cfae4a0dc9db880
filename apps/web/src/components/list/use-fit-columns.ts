import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fitColumns } from './fit-columns';
import { headerWidth, type TableSize } from './header-width';

interface Fittable {
  width?: number | string;
  dataIndex?: unknown;
  fixed?: unknown;
  title?: ReactNode | ((props: never) => ReactNode);
  sorter?: unknown;
  filters?: unknown;
  filterDropdown?: unknown;
  /** Cell texts that must never break inside a word ("Mandato / ry"): the column is kept wide enough for the widest. */
  keepWhole?: readonly string[];
  /** Narrowest the column may be squeezed to (a title that must stay readable). */
  minWidth?: number;
}

/** Longest run a cell's word is kept whole up to: a longer one (a path, a long URL) may break. */
const longestWholeWord = 200;

/**
 * The runs of a cell value that a browser would break inside when the column is too narrow:
 * Latin words, numbers, dates, e-mail addresses (Chinese breaks between any two characters,
 * so it sets no floor).
 */
export function cellWords(value: unknown): string[] {
  if (typeof value !== 'string' && typeof value !== 'number') return [];
  return String(value).match(/[^\s\u2e80-\u9fff\uff00-\uffef]{2,}/g) ?? [];
}

/**
 * What a column needs so that no cell breaks a word inside itself ("stoppe / d@exa / mple.co / m"):
 * the widest word of the values shown under its dataIndex (up to longestWholeWord).
 */
export function cellFloor<R>(
  c: Fittable,
  rows: readonly R[] | undefined,
  size: TableSize = 'large',
  fontFamily?: string,
) {
  if (!rows?.length || (typeof c.dataIndex !== 'string' && typeof c.dataIndex !== 'number')) return 0;
  const key = c.dataIndex;
  let widest = 0;
  for (const row of rows)
    for (const word of cellWords((row as Record<string | number, unknown>)[key]))
      widest = Math.max(widest, headerWidth(word, { size, fontFamily, weight: 400 }) ?? 0);
  return Math.min(widest, longestWholeWord);
}

/** What a header needs to stay on one line, from its text and icons (see headerWidth). */
export function headerFloor(c: Fittable, size: TableSize = 'large', fontFamily?: string) {
  const header =
    typeof c.title === 'function'
      ? undefined
      : headerWidth(c.title, {
          size,
          fontFamily,
          sortable: !!c.sorter,
          filterable: !!(c.filters || c.filterDropdown),
        });
  const cells = c.keepWhole?.length
    ? Math.max(...c.keepWhole.map((w) => headerWidth(w, { size, fontFamily }) ?? 0))
    : 0;
  const least = c.minWidth ?? 0;
  return header === undefined && !cells && !least ? undefined : Math.max(header ?? 0, cells, least);
}

/**
 * Fits a table's columns to the box it is drawn in (see fitColumns), following the box as the
 * window is resized. `reserved` is what the table draws besides the columns (selection
 * checkboxes, expand icons); `rows`, the rows shown, keep each column as wide as its widest
 * word (cellFloor) where the table has room for it. Answers the columns, the table layout and the scroll to hand to
 * antd's Table: no sideways scroll when the columns fit. When even the headers' widths do not
 * fit, the table scrolls sideways over the sum of the widths and nothing stays pinned: a pinned
 * 操作 column would lie over the columns scrolled under it.
 */
export function useFitColumns<C extends Fittable>(
  columns: C[],
  scroll: { x?: number | string | true; y?: number | string } | undefined,
  reserved = 0,
  size: TableSize = 'large',
  rows?: readonly unknown[],
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
  const fitted = fitColumns(
    columns,
    width - reserved,
    (c) => headerFloor(c, size, font),
    (c) => cellFloor(c, rows, size, font),
  );
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
