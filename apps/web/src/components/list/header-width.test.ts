import { describe, expect, it } from 'vitest';
import { headerWidth } from './header-width';
import { headerFloor } from './use-fit-columns';

describe('the width a header needs to stay on one line', () => {
  it('grows with the text, the padding of the table size and the sort and filter icons', () => {
    const plain = headerWidth('Actions')!;
    expect(plain).toBeGreaterThan(headerWidth('操作')!);
    expect(headerWidth('Fine (CNY)')!).toBeGreaterThan(plain);
    expect(headerWidth('Actions', { size: 'small' })!).toBe(plain - 16);
    expect(headerWidth('Actions', { sortable: true })!).toBe(plain + 20);
    expect(headerWidth('Actions', { filterable: true })!).toBe(plain + 28);
  });

  it('leaves headers that are not plain text to their column', () => {
    expect(headerWidth(undefined)).toBeUndefined();
    expect(headerWidth('  ')).toBeUndefined();
    expect(headerFloor({ title: () => 'x' })).toBeUndefined();
    expect(headerFloor({ title: 'Decision date', sorter: true })).toBe(
      headerWidth('Decision date', { sortable: true }),
    );
  });
});
