import { describe, expect, it } from 'vitest';
import { docModules, listedDocModules, type DocModuleTable } from './doc-modules.js';
import { docModuleSchema, docModuleSchemaOf, moduleRight, moduleRightOf } from './calls/library.js';
import { demoDataModules, demoDataModulesOf, demoDataModuleSchema } from './calls/demo-data.js';
import { recordModules } from './calls/records/index.js';
import { findRoute, libraryRoutes, portalMenuRows, portalRoutes, routeAllowed } from './routes.js';
import { adminRoutes } from './admin-routes.js';
import { backOffice } from './back-office/index.js';
import { libraryKeys } from './constants.js';

// A module key added once, to the one table it belongs in, must reach every place that lists
// modules: these tests add a throwaway key and look for it everywhere derived from the table.
const withRecalls: DocModuleTable = {
  ...docModules,
  recall: { code: 99, right: 'fagui', zh: '召回公告', en: 'Recalls', listPage: true },
};

describe('library document kinds: declared once in docModules', () => {
  it('the call schema accepts exactly the declared kinds', () => {
    expect(docModuleSchema.options).toEqual(Object.keys(docModules));
    expect(docModuleSchemaOf(withRecalls).safeParse('recall').success).toBe(true);
    expect(docModuleSchema.safeParse('recall').success).toBe(false);
  });

  it('the module right of a call path is read from the kind (a new kind is not answered 403)', () => {
    expect(moduleRightOf(withRecalls)({ library: 'rihua', module: 'recall' })).toBe('rihua_fagui');
    expect(moduleRight({ library: 'rihua', module: 'recall' })).toBe('!unknown-module');
    expect(moduleRight({ library: 'biaofa', module: 'coStandard' })).toBe('company_reg');
    expect(moduleRight({ library: 'biaofa', module: 'toString' })).toBe('!unknown-module');
  });

  it('a listed kind gets its list and detail routes in every library, titled from the kind', () => {
    for (const library of libraryKeys) {
      const paths = libraryRoutes(library, withRecalls).map((r) => r.path);
      const segment = library === 'biaofa' ? 'system' : library;
      expect(paths).toContain(`/${segment}/home/${library}.recall/lists`);
      expect(paths).toContain(`/${segment}/home/${library}.recall/content`);
    }
    for (const m of listedDocModules()) {
      const r = findRoute(`/system/home/biaofa.${m.module}/lists`);
      expect([r?.title, r?.en, r?.permissions]).toEqual([m.zh, m.en, m.right]);
    }
  });

  it('a listed kind gets a menu entry in every library, with its route title and prefixed right', () => {
    const rows = portalMenuRows(withRecalls).filter((r) => r.url.includes('.recall/lists'));
    expect(rows.map((r) => [r.url, r.title, r.enTitle, r.ruleName])).toEqual([
      ['/system/home/biaofa.recall/lists', '召回公告', 'Recalls', 'fagui'],
      ['/rihua/home/rihua.recall/lists', '召回公告', 'Recalls', 'rihua_fagui'],
      ['/fodder/home/fodder.recall/lists', '召回公告', 'Recalls', 'fodder_fagui'],
    ]);
    // Menu ids stay unique and inside each library's block.
    const ids = portalMenuRows(withRecalls).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the portal menu: computed from the route table', () => {
  const rows = portalMenuRows();
  const pages = rows.filter((r) => r.menuType === 'menu');

  it('every entry opens a route, and holding its rule opens that page', () => {
    for (const row of pages) {
      const route = findRoute(row.url);
      expect(route, row.url).toBeDefined();
      if (!route) continue;
      // The search page opens for every library member; its entry is offered to those who may search.
      const library = /^(rihua|fodder)?_?search$/.exec(row.ruleName);
      const rights = new Set<string>([row.ruleName, ...(library ? [route.permissions] : [])]);
      expect(routeAllowed(route, rights, false), row.url).toBe(true);
    }
  });

  it('a sub-entry carries its page title, except the three entries with a shorter menu label', () => {
    const own = pages.filter((r) => {
      const route = findRoute(r.url)!;
      return r.parentId !== 0 && (r.title !== route.title || r.enTitle !== route.en);
    });
    expect(own.map((r) => r.url.replace(/^\/\w+/, ''))).toEqual([
      '/index',
      '/map',
      '/index',
      '/map',
      '/ingredientDb',
      '/index',
      '/map',
    ]);
  });

  it('keeps English menu titles short enough for the menu bar', () => {
    for (const row of rows) expect(row.enTitle.length, row.enTitle).toBeLessThanOrEqual(28);
  });

  it('ids are unique and every child names an existing parent', () => {
    const ids = new Set(rows.map((r) => r.id));
    expect(ids.size).toBe(rows.length);
    for (const r of rows) if (r.parentId) expect(ids.has(r.parentId), r.url).toBe(true);
  });

  it('every library page a member reaches from the library home has its menu entry', () => {
    const menuUrls = new Set(pages.map((r) => r.url));
    for (const r of portalRoutes.filter((x) => x.path.endsWith('/lists')))
      expect(menuUrls.has(r.path), r.path).toBe(true);
  });
});

describe('demo data and back-office titles: derived from their declarations', () => {
  it('the demo-data list is every record module, then the library', () => {
    expect(demoDataModules).toEqual([...Object.keys(recordModules), 'library']);
    expect(demoDataModulesOf({ ...recordModules, recalls: {} })).toContain('recalls');
    expect(demoDataModuleSchema.safeParse('recalls').success).toBe(false);
  });

  it('a resource screen is titled by its field sheet', () => {
    const titled = Object.values(backOffice).map((b) => b.title.join('|'));
    const screens = adminRoutes.filter((r) => titled.includes(`${r.title}|${r.en}`));
    // Every field sheet but the stored-files table (shown inside the cloud-storage screen) titles a screen.
    expect(screens.length).toBe(Object.keys(backOffice).length - 1);
  });
});
