import { describe, expect, it } from 'vitest';
import { headerWidth } from './header-width';
import { cellFloor, cellWords, headerFloor } from './use-fit-columns';

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

  it('keeps a column wide enough for its widest whole word ("Mandato / ry" in a 90 px Kind column)', () => {
    const kind = headerFloor({ title: 'Kind', keepWhole: ['Mandatory', 'Recommended'] })!;
    expect(kind).toBe(headerWidth('Recommended'));
    expect(kind).toBeGreaterThan(headerWidth('Kind')!);
    // A header wider than its words still governs.
    expect(headerFloor({ title: 'Next review date', keepWhole: ['Due'] })).toBe(headerWidth('Next review date'));
    expect(headerFloor({ title: () => 'x', keepWhole: ['Quarterly'] })).toBe(headerWidth('Quarterly'));
  });

  it("keeps a column at its declared minWidth (a standard's title squeezed to 食品安全国…)", () => {
    expect(headerFloor({ title: 'Title', minWidth: 220 })).toBe(220);
    expect(headerFloor({ title: () => 'x', minWidth: 220 })).toBe(220);
    expect(headerFloor({ title: 'Title' })).toBe(headerWidth('Title'));
  });

  it('keeps a column as wide as the widest word of the rows shown (an e-mail was broken in three)', () => {
    expect(cellWords('stopped@example.com')).toEqual(['stopped@example.com']);
    expect(cellWords('2026-11-27 11:17:31')).toEqual(['2026-11-27', '11:17:31']);
    // Chinese breaks between any two characters: only its Latin runs count.
    expect(cellWords('浩示食品有限公司 Demo Foods')).toEqual(['Demo', 'Foods']);
    expect(cellWords(null)).toEqual([]);
    const rows = [{ email: 'demo@example.com' }, { email: 'stopped@example.com' }, { email: null }];
    expect(cellFloor({ dataIndex: 'email' }, rows)).toBe(headerWidth('stopped@example.com', { weight: 400 }));
    expect(cellFloor({ dataIndex: 'email' }, [])).toBe(0);
    expect(cellFloor({ dataIndex: 'path' }, [{ path: `/work/${'x'.repeat(80)}/file.csv` }])).toBe(200);
  });
});
