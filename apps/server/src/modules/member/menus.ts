import { allPortalRights, findRoute, type MenuNode } from '@app/contract';
import type { Db } from '../../db/client.js';
import { activeMenuRules, type MenuRuleRow } from './member.repo.js';

/**
 * The member's menu tree: a rule shows when the member holds its rule_name (super members see
 * every rule); a child shows only under a shown parent.
 */
function buildMenuTree(rows: MenuRuleRow[], shows: (ruleName: string) => boolean): MenuNode[] {
  const byParent = new Map<number, MenuRuleRow[]>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const level = (parentId: number): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((r) => shows(r.ruleName))
      .map((r) => ({
        id: r.id,
        rule_name: r.ruleName,
        title: r.title,
        en_title: r.enTitle,
        menu_type: r.menuType,
        url: r.url,
        icon: r.icon,
        sort: r.sort,
        children: level(r.id),
      }));
  return level(0);
}

/**
 * Menu rules change rarely (back-office edits) and every user-info call reads them all: keep
 * them per database for a few seconds. An edit shows within `menuCacheMs`, in every process.
 */
export const menuCacheMs = 5_000;
const menuCache = new WeakMap<Db, { at: number; rows: Promise<MenuRuleRow[]> }>();
export function cachedMenuRules(db: Db): Promise<MenuRuleRow[]> {
  const hit = menuCache.get(db);
  if (hit && Date.now() - hit.at < menuCacheMs) return hit.rows;
  const rows = activeMenuRules(db);
  menuCache.set(db, { at: Date.now(), rows });
  // A failed read must not be served from the cache.
  rows.catch(() => menuCache.delete(db));
  return rows;
}

/**
 * The tree of one set of rights over one read of the rules: many members share a set, and user
 * info is called on every page, so the tree is built once per set while the rules stay cached.
 */
const treesOf = new WeakMap<MenuRuleRow[], Map<string, MenuNode[]>>();
export function menuTreeFor(rows: MenuRuleRow[], isSuper: boolean, rights: ReadonlySet<string>): MenuNode[] {
  let trees = treesOf.get(rows);
  if (!trees) treesOf.set(rows, (trees = new Map()));
  const key = isSuper ? '*' : [...rights].sort().join(',');
  let tree = trees.get(key);
  if (!tree) trees.set(key, (tree = buildMenuTree(rows, (rule) => isSuper || rights.has(rule))));
  return tree;
}

const knownRights = new Set<string>(allPortalRights);

/** What is wrong with one stored rule: a menu url that is no route, an unknown rule name, a bad link. */
export function menuRuleProblems(rule: Pick<MenuRuleRow, 'id' | 'ruleName' | 'menuType' | 'url'>): string[] {
  const problems: string[] = [];
  if (!knownRights.has(rule.ruleName)) problems.push(`rule ${rule.id}: unknown rule name "${rule.ruleName}"`);
  if (rule.menuType === 'menu' && !findRoute(rule.url))
    problems.push(`rule ${rule.id}: url "${rule.url}" is not a portal route`);
  // Link entries open outside the portal, login links may point at a route (SSO into /login) or outside.
  if (rule.menuType !== 'menu' && !/^https?:\/\//.test(rule.url) && !findRoute(rule.url))
    problems.push(`rule ${rule.id}: link "${rule.url}" is neither an http(s) address nor a portal route`);
  return problems;
}

/** Start-up check (DESIGN.md 5): stored menus point at declared routes and known rights. */
export async function checkMenuRules(db: Db) {
  const problems = (await activeMenuRules(db)).flatMap(menuRuleProblems);
  if (problems.length) throw new Error(`portal menu rules do not match the route table:\n  ${problems.join('\n  ')}`);
}
