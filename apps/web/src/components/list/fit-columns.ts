/** What a column needs for fitting: its declared width, and whether it is pinned (fixed). */
interface Fittable {
  width?: number | string;
  fixed?: unknown;
}

/** Width a column without a declared one is counted with. */
const autoWidth = 120;
/** Narrowest a data column is squeezed to (its cells end in an ellipsis). */
const minWidth = 64;

/**
 * Columns scaled down so the table fits the width it has: a table wider than its box scrolls
 * sideways, and its pinned 操作 column then sits over the last data columns (结论, 罚款金额 …)
 * until the reader scrolls. No column goes below its floor (`floor(c)`: what its header needs
 * to stay on one line, see headerWidth; `minWidth` at least), and a declared width under the
 * floor is raised to it ("Action / s" in an 80 px 操作 column). `wish(c)` is a softer floor
 * (what the widest word of its cells needs): columns shrink to it first, and below it only when
 * the table would otherwise scroll sideways (a word broken in two is better than a column out
 * of sight at 1280 px). Pinned columns keep their width (their buttons stay whole); the others
 * shrink in proportion down to their floors. `fits` is false when even the floors are too wide:
 * the caller scrolls sideways then, with `width`, the sum of the columns.
 */
export function fitColumns<C extends Fittable>(
  columns: readonly C[],
  available: number,
  floor: (c: C) => number | undefined = () => undefined,
  wish: (c: C) => number | undefined = () => undefined,
): { columns: C[]; fits: boolean; width: number } {
  const floors = columns.map((c) => Math.max(minWidth, floor(c) ?? 0));
  const wishes = columns.map((c, i) => Math.max(floors[i]!, wish(c) ?? 0));
  const declared = (c: C) => (typeof c.width === 'number' ? c.width : autoWidth);
  // A declared width is a wish; the header's floor is a need.
  const wanted = columns.map((c, i) => Math.max(declared(c), wishes[i]!));
  const sum = (ws: number[]) => ws.reduce((s, w) => s + w, 0);
  const withWidths = (ws: number[]) => columns.map((c, i) => (ws[i] === c.width ? c : { ...c, width: ws[i] }));
  // Fitting as they are: only columns narrower than their header get a (larger) width; a column
  // without one keeps sharing the room left over.
  // The one column without a width (a list's title) takes the room left over, which is at least what it needs here:
  // given a width, it would only get its share of the spare room, and a fixed table spreads the rest over the
  // dates and statuses.
  const autos = columns.filter((c) => typeof c.width !== 'number');
  const sharesRest = (c: C) => autos.length === 1 && autos[0] === c;
  if (sum(wanted) <= available)
    return {
      columns: columns.map((c, i) => (wanted[i]! > declared(c) && !sharesRest(c) ? { ...c, width: wanted[i] } : c)),
      fits: true,
      width: sum(wanted),
    };
  // Shrink the free columns in proportion; a column that reaches its limit stays there and the
  // rest shrink further, until the table fits or every free column is at its limit.
  const shrink = (widths: number[], limits: number[]) => {
    const free = new Set(columns.flatMap((c, i) => (c.fixed || widths[i]! <= limits[i]! ? [] : [i])));
    for (let round = 0; round < columns.length && free.size > 0; round++) {
      const excess = sum(widths) - available;
      if (excess <= 0) break;
      const shrinkable = sum([...free].map((i) => widths[i]! - limits[i]!));
      const scale = Math.max(0, shrinkable - excess) / shrinkable;
      for (const i of [...free]) {
        const w = limits[i]! + Math.floor((widths[i]! - limits[i]!) * scale);
        if (w <= limits[i]!) {
          widths[i] = limits[i]!;
          free.delete(i);
        } else widths[i] = w;
      }
    }
    return widths;
  };
  const widths = shrink([...wanted], wishes);
  if (sum(widths) > available) shrink(widths, floors);
  return { columns: withWidths(widths), fits: sum(widths) <= available, width: sum(widths) };
}
