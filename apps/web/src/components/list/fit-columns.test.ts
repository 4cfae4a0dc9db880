import { describe, expect, it } from 'vitest';
import { fitColumns } from './fit-columns';

describe('columns fit the table box', () => {
  // The sampling list: nine data columns and the pinned 操作 column, in a 1280 px window.
  const sampling = [180, 120, 210, 90, 140, 120, 120, 70, 110]
    .map((width, i) => ({ key: `c${i}`, width }))
    .concat({ key: 'actions', width: 80, fixed: 'right' } as never);

  it('leaves columns that fit alone', () => {
    expect(fitColumns(sampling, 1400)).toEqual({ columns: sampling, fits: true, width: 1240 });
  });

  it('shrinks the data columns, keeps the pinned one whole, and fits at 1280 px', () => {
    const { columns, fits } = fitColumns(sampling, 1120);
    expect(fits).toBe(true);
    expect(columns.reduce((s, c) => s + (c.width as number), 0)).toBeLessThanOrEqual(1120);
    expect(columns.at(-1)).toMatchObject({ key: 'actions', width: 80 });
    expect(columns.every((c) => (c.width as number) >= 64)).toBe(true);
  });

  it('says so when even the narrowest columns do not fit', () => {
    expect(fitColumns(sampling, 500).fits).toBe(false);
  });

  it('never squeezes a column under what its header needs, and raises a declared width below it', () => {
    // "Actions" in an 80 px pinned column broke as "Action / s"; "Fine (CNY)" as "Fine / (CNY)".
    const floors: Record<string, number> = { c1: 110, actions: 96 };
    const { columns, fits } = fitColumns(sampling, 1120, (c) => floors[c.key]);
    expect(fits).toBe(true);
    expect(columns.find((c) => c.key === 'c1')!.width).toBeGreaterThanOrEqual(110);
    expect(columns.at(-1)).toMatchObject({ key: 'actions', width: 96 });
    expect(columns.reduce((s, c) => s + (c.width as number), 0)).toBeLessThanOrEqual(1120);
  });

  it('answers the width to scroll over when the headers alone are too wide', () => {
    const { fits, width, columns } = fitColumns(sampling, 800, () => 100);
    expect(fits).toBe(false);
    expect(columns.every((c) => (c.width as number) >= 100)).toBe(true);
    expect(width).toBe(columns.reduce((s, c) => s + (c.width as number), 0));
  });

  it('gives a column without a width the width of its header when that is more than the default', () => {
    const cols: { key: string; title?: string; width?: number }[] = [
      { key: 'month', title: 'Month (YYYY-MM)' },
      { key: 'title' },
    ];
    const { columns } = fitColumns(cols, 1000, (c) => (c.key === 'month' ? 160 : 50));
    expect(columns).toEqual([{ key: 'month', title: 'Month (YYYY-MM)', width: 160 }, { key: 'title' }]);
  });

  it('leaves the one column without a width to take the room left over, even when its words want more than the default', () => {
    // A document list: the title's "GB 2762-2025" wished 135 px; given that width, the title got a sixth of the table.
    const cols: { key: string; width?: number }[] = [
      { key: 'title' },
      { key: 'number', width: 170 },
      { key: 'status', width: 130 },
    ];
    const { columns, fits } = fitColumns(
      cols,
      1200,
      () => 64,
      (c) => (c.key === 'title' ? 135 : undefined),
    );
    expect(fits).toBe(true);
    expect(columns[0]).toEqual({ key: 'title' });
  });

  it('keeps the words of the cells whole where there is room, and gives them up before scrolling', () => {
    // An e-mail column wishes 160 px for "stopped@example.com"; the header needs 60.
    const cols = [
      { key: 'email', width: 100 },
      { key: 'name', width: 300 },
    ];
    const wish = (c: { key: string }) => (c.key === 'email' ? 160 : undefined);
    const roomy = fitColumns(cols, 500, () => 60, wish);
    expect(roomy.columns[0]!.width).toBe(160);
    expect(roomy.fits).toBe(true);
    // Tighter: the other column gives way first, down to its own floor.
    const tight = fitColumns(cols, 240, () => 60, wish);
    expect(tight.fits).toBe(true);
    expect(tight.columns[0]!.width).toBe(160);
    // Too tight for the wish: the words break rather than the table scrolling sideways.
    const narrow = fitColumns(cols, 180, () => 60, wish);
    expect(narrow.fits).toBe(true);
    expect(narrow.columns.reduce((s, c) => s + (c.width as number), 0)).toBeLessThanOrEqual(180);
    expect(narrow.columns.every((c) => (c.width as number) >= 64)).toBe(true);
  });
});
