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
 * until the reader scrolls. Pinned columns keep their width (their buttons stay whole); the
 * others shrink in proportion, never below `minWidth`. `fits` is false when even that is too
 * wide: the caller keeps its sideways scroll then.
 */
export function fitColumns<C extends Fittable>(
  columns: readonly C[],
  available: number,
): { columns: C[]; fits: boolean } {
  const num = (c: C) => (typeof c.width === 'number' ? c.width : autoWidth);
  const pinned = columns.filter((c) => c.fixed).reduce((s, c) => s + num(c), 0);
  const free = columns.filter((c) => !c.fixed).reduce((s, c) => s + num(c), 0);
  if (pinned + free <= available) return { columns: [...columns], fits: true };
  const scale = Math.max(0, available - pinned) / free;
  const out = columns.map((c) => (c.fixed ? c : { ...c, width: Math.max(minWidth, Math.floor(num(c) * scale)) }));
  const total = out.reduce((s, c) => s + num(c), 0);
  return { columns: out, fits: total <= available };
}
