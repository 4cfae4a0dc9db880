import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { findRoute, type MenuNode } from '@app/contract';
import { session } from '../../stores/session';
import { activeMenuKeys } from './menu-bar';
import { aiTabVisible } from './ai-tab';
import { isFraudEntry, withQuery } from './menu-actions';
import { FavouritesEntry } from './favourites-entry';
import './texts';

const node = (id: number, url: string, children: MenuNode[] = []): MenuNode => ({
  id,
  rule_name: '',
  title: '',
  en_title: '',
  menu_type: 'menu',
  url,
  icon: '',
  sort: id,
  children,
});
const menus = [
  node(1, '/system', [node(2, '/system/index'), node(3, '/system/home/biaofa.fagui/lists')]),
  node(10, '/penalty', [node(11, '/penalty/case')]),
];

describe('active menu (spec 2.4, route activePath)', () => {
  it('highlights the entry of the route activePath points at, with its parent', () => {
    const content = findRoute('/system/home/biaofa.fagui/content');
    expect(activeMenuKeys(menus, content, '/system/home/biaofa.fagui/content')).toEqual(['1', '3']);
  });
  it('highlights the entry of the route itself', () => {
    expect(activeMenuKeys(menus, findRoute('/penalty/case'), '/penalty/case')).toEqual(['10', '11']);
  });
  it('falls back to the top-level entry of the same area', () => {
    expect(activeMenuKeys(menus, findRoute('/penalty/statisticsCase'), '/penalty/statisticsCase')).toEqual(['10']);
    expect(activeMenuKeys(menus, undefined, '/nowhere')).toEqual([]);
  });
});

describe('AI assistant tab visibility (spec 4.3)', () => {
  const has = (rights: string[]) => (r: string) => rights.includes(r);
  it('shows only in the library areas and with comply_ai', () => {
    expect(aiTabVisible('/system/index', has(['comply_ai']))).toBe(true);
    expect(aiTabVisible('/rihua/unifiedSearch', has(['comply_ai']))).toBe(true);
    expect(aiTabVisible('/fodder/index', has(['comply_ai']))).toBe(true);
    expect(aiTabVisible('/penalty/case', has(['comply_ai']))).toBe(false);
    expect(aiTabVisible('/system/index', has([]))).toBe(false);
  });
});

describe('login-link entries (spec 4.3)', () => {
  it('appends the token as a query parameter and knows the fraud entry', () => {
    expect(withQuery('/login', 'token', 'a b')).toBe('/login?token=a%20b');
    expect(withQuery('https://x.example/p?q=1', 'permission', 'v')).toBe('https://x.example/p?q=1&permission=v');
    expect(isFraudEntry({ rule_name: 'fraud_report', url: 'https://x' })).toBe(true);
    expect(isFraudEntry({ rule_name: 'zhuanan', url: '/login' })).toBe(false);
  });
});

describe('favourites entry and badge (spec 2.4, 6, 9)', () => {
  let changeNum = 0;
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 1, msg: '', data: { change_num: changeNum } }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    session.start('tok', { username: 'demo', customer_id: 1 });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    session.clear();
  });
  let client = new QueryClient();
  const show = (path: string) =>
    render(
      <QueryClientProvider client={(client = new QueryClient())}>
        <MemoryRouter>
          <FavouritesEntry meta={findRoute(path)} />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('is hidden without the library collection right', () => {
    session.setRights({ isSuper: false, menus: [], permissions: new Set(['biaofa']) });
    show('/system/index');
    expect(screen.queryByTestId('favourites-entry')).toBeNull();
  });

  it('is hidden on routes that are not collectable', () => {
    session.setRights({ isSuper: false, menus: [], permissions: new Set(['collection', 'sanction_index']) });
    show('/penalty/case');
    expect(screen.queryByTestId('favourites-entry')).toBeNull();
  });

  it('shows the change count capped at 99 and links to the library favourites', async () => {
    changeNum = 250;
    session.setRights({ isSuper: false, menus: [], permissions: new Set(['rihua', 'rihua_collection']) });
    show('/rihua/index');
    expect(await screen.findByText('99+')).toBeInTheDocument();
    expect(screen.getByTestId('favourites-entry')).toHaveAttribute('href', '/rihua/favorite');
  });

  it('hides the badge at 0', async () => {
    changeNum = 0;
    session.setRights({ isSuper: false, menus: [], permissions: new Set(['collection']) });
    show('/system/index');
    expect(await screen.findByTestId('favourites-entry')).toBeInTheDocument();
    // The count has arrived (a badge would be drawn by now), and it is 0: no badge.
    await waitFor(() => {
      const queries = client.getQueryCache().getAll();
      expect(queries.length).toBeGreaterThan(0);
      expect(queries.every((q) => q.state.status === 'success')).toBe(true);
    });
    expect(document.querySelector('.ant-badge-count')).toBeNull();
  });
});
