import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { DocModel } from '@app/contract';
import '../../../i18n';
import { DocumentReader } from './document-reader';

afterEach(cleanup);
// jsdom lays nothing out, so it has no scrolling.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

const model: DocModel = {
  blocks: [
    { type: 'heading', level: 2, text: '4 要求', clause: 'sec-4' },
    { type: 'paragraph', text: '4.1 氨基酸态氮应符合表 1 的规定。', clause: 'sec-4.1' },
    {
      type: 'table',
      caption: '表 1 理化指标',
      headerRows: 2,
      rows: [
        [
          { text: '项目', rowSpan: 2 },
          { text: '指标', colSpan: 2 },
        ],
        [{ text: '特级' }, { text: '一级' }],
        [{ text: '氨基酸态氮' }, { text: '≥ 0.80' }, { text: '0.70' }],
      ],
    },
    { type: 'note', text: '引用标准', items: ['GB 2717-2018 食品安全国家标准 酱油'] },
  ],
  quality: { readable: true, score: 96, issues: ['latexTables'], tables: 1 },
};

const at = (url: string, m: DocModel = model) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <DocumentReader model={m} />
    </MemoryRouter>,
  );

describe('document reader', () => {
  it('draws tables with their header rows and merged cells, and a contents of the clauses', () => {
    at('/x?itemid=1');
    const table = screen.getByRole('table');
    expect(table.querySelectorAll('thead tr')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: '指标' }).getAttribute('colspan')).toBe('2');
    expect(screen.getByRole('columnheader', { name: '项目' }).getAttribute('rowspan')).toBe('2');
    expect(screen.getByTestId('reader-contents').textContent).toContain('4.1 氨基酸态氮');
    expect(screen.getByTestId('text-quality').textContent).toContain('96');
  });

  it('marks the clause of ?clause= and the search term of ?hl=', () => {
    at('/x?itemid=1&clause=sec-4.1&hl=氨基酸态氮');
    expect(screen.getByTestId('clause-target').textContent).toContain('4.1');
    expect(document.querySelectorAll('.reader-body mark').length).toBeGreaterThanOrEqual(2);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('says an unreadable text is unreadable instead of showing it', () => {
    at('/x', { blocks: [], quality: { readable: false, score: 0, issues: ['unreadable'], tables: 0 } });
    expect(screen.getByTestId('text-unreadable')).toBeTruthy();
  });
});
