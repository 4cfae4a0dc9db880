import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { libraryFromPath } from '@app/contract';
import { docHref, moduleFromPath } from './links';
import { searchFieldsOf } from './search-input';
import { Highlight } from './highlight';

afterEach(cleanup);

describe('library helpers', () => {
  it('derives the library and module from the path', () => {
    expect(libraryFromPath('/rihua/home/rihua.fagui/lists')).toBe('rihua');
    expect(libraryFromPath('/fodder/unifiedSearch')).toBe('fodder');
    expect(libraryFromPath('/system/index')).toBe('biaofa');
    expect(moduleFromPath('/rihua/home/rihua.draft_regulation/content')).toBe('draft_regulation');
    expect(moduleFromPath('/system/coStandard')).toBeUndefined();
  });

  it('links details by module code, coStandard to its own route', () => {
    expect(docHref('rihua', 'fagui', 7)).toBe('/rihua/home/rihua.fagui/content?itemid=7');
    expect(docHref('biaofa', 'biaozhun', 3)).toBe('/system/home/biaofa.biaozhun/content?itemid=3');
    expect(docHref('biaofa', 'coStandard', 9)).toBe('/system/coStandard/detail?itemid=9');
    expect(docHref('biaofa', 'statuteQA', 4)).toBe('/system/statuteQA/detail?itemid=4');
  });

  it('turns the URL of a list into the search call, dropping what the call does not know', () => {
    const input = searchFieldsOf({
      page: 2,
      pageSize: 50,
      filters: {
        keyword: 'GB 2760',
        modules: 'biaozhun,nonsense,fagui',
        status: '2,3,99',
        fullText: '1',
        mode: 'advanced',
        logic: 'or',
        publishDateFrom: '2024-01-01',
        abolishDateTo: '2025-12-31',
        quick: 'newToday',
        recent: 'forever',
        sortBy: 'date',
      },
    });
    expect(input).toMatchObject({
      page: 2,
      pageSize: 50,
      keyword: 'GB 2760',
      modules: ['biaozhun', 'fagui'],
      status: [2, 3],
      fullText: true,
      fullLibrary: false,
      mode: 'advanced',
      logic: 'or',
      dates: { publishDate: { from: '2024-01-01', to: undefined }, abolishDate: { from: undefined, to: '2025-12-31' } },
      quick: 'newToday',
      recent: undefined,
      sortBy: 'date',
    });
  });

  it('draws highlights as marks and never as HTML', () => {
    render(<Highlight text={'食品<em>添加剂</em>使用<img src=x onerror=alert(1)>标准'} />);
    expect(screen.getByText('添加剂').tagName).toBe('MARK');
    expect(document.querySelector('img')).toBeNull();
    expect(document.body.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
