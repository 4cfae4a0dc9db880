import { describe, expect, it } from 'vitest';
import { fitColumns } from './fit-columns';

describe('columns fit the table box', () => {
  // The sampling list: nine data columns and the pinned 操作 column, in a 1280 px window.
  const sampling = [180, 120, 210, 90, 140, 120, 120, 70, 110]
    .map((width, i) => ({ key: `c${i}`, width }))
    .concat({ key: 'actions', width: 80, fixed: 'right' } as never);

  it('leaves columns that fit alone', () => {
    expect(fitColumns(sampling, 1400)).toEqual({ columns: sampling, fits: true });
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
});
