import type { AppendixNode } from './gb2762-appendix.js';
import { splitExcludes, withoutFootnotes } from './labels.js';
import type { NodeIn } from './types.js';

/**
 * Where a row of the GB 2762 / GB 2761 tables sits in the one Chinese food tree (appendix A).
 * A combined label ("鱼类、甲壳类", "大麦、小麦、麦片、小麦粉") is one limit on each of its members,
 * so a row becomes one placement per member; "X及其制品" reaches X and, where the tables name it, X制品;
 * "食品(…除外)" (the tin table) is every top category. A member appendix A does not name is placed by
 * the portal editors' list (data/limits_cn_food_placements.csv) or else under the row's own parent
 * in the table, and is reported.
 */
export const CN_SCHEME = 'GB2762';
/** Placements and names the portal's editors decided (shown as theirs, never as the standard's). */
export const PORTAL_EDITORS = 'portal editors';

export interface Placement {
  /** A table's food name appendix A lacks. */
  name: string;
  /** 'under': a food of its own below `nodeKey`; 'same': another name of the node `nodeKey`. */
  relation: 'under' | 'same';
  nodeKey: string;
  note: string;
}

export interface CnTree {
  nodes: NodeIn[];
  byName: Map<string, string[]>;
  /** By the name without its bracketed part: 大米 → 大米(粉). */
  byBare: Map<string, string[]>;
  tops: string[];
}

const bare = (s: string) => s.replace(/[(（][^)）]*[)）]/g, '');
const push = (m: Map<string, string[]>, k: string, v: string) => {
  if (!m.get(k)?.includes(v)) m.set(k, [...(m.get(k) ?? []), v]);
};

const add = (tree: CnTree, n: NodeIn) => {
  if (tree.byName.get(n.nameZh!)?.includes(n.key)) return;
  tree.nodes.push(n);
  push(tree.byName, n.nameZh!, n.key);
  push(tree.byBare, bare(n.nameZh!), n.key);
};

export function cnTree(appendix: AppendixNode[], placements: Placement[]): CnTree {
  const tree: CnTree = { nodes: [], byName: new Map(), byBare: new Map(), tops: [] };
  for (const a of appendix) {
    add(tree, {
      scheme: CN_SCHEME,
      key: a.key,
      parentKey: a.parentKey,
      nameSource: a.name,
      nameZh: a.name,
      nameOrigin: 'source',
    });
    if (!a.parentKey) tree.tops.push(a.key);
  }
  for (const p of placements)
    if (p.relation === 'same') push(tree.byName, p.name, p.nodeKey);
    else
      add(tree, {
        scheme: CN_SCHEME,
        key: `${p.nodeKey}/${p.name}`,
        parentKey: p.nodeKey,
        nameSource: p.name,
        nameZh: p.name,
        placedBy: PORTAL_EDITORS,
      });
  return tree;
}

/**
 * The members of a label: "稻谷a、糙米、大米(粉)" → 稻谷, 糙米, 大米(粉). A 、 inside brackets does not
 * split, nor one inside a name the tree knows ("熏、烧、烤肉类", "玉米粉、玉米糁(渣)").
 */
export function labelMembers(label: string, known: (name: string) => boolean = () => false): string[] {
  const base = splitExcludes(withoutFootnotes(label)).base.replace(/\s+/g, '');
  if (known(base)) return [base];
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of base) {
    if (/[(（[]/.test(ch)) depth++;
    if (/[)）\]]/.test(ch)) depth--;
    if (ch === '、' && depth === 0) {
      parts.push(cur);
      cur = '';
    } else cur += ch;
  }
  parts.push(cur);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    let j = parts.length;
    while (j > i + 1 && !known(parts.slice(i, j).join('、'))) j--;
    out.push(parts.slice(i, j).join('、'));
    i = j - 1;
  }
  // "双孢菇、平菇、香菇、榛蘑及以上食用菌的制品": the products of the named foods, not a food of its own.
  return out.map((m) => m.replace(/及以上\S+的制品$/, '')).filter(Boolean);
}

const below = (key: string, parent: string | null) => !parent || key.startsWith(`${parent}/`);

/** The node a name stands for, nearest under `within` when the name is used in several places. */
function find(tree: CnTree, name: string, within: string | null): string | null {
  const forms = [name, name.replace(/及其制品$/, ''), bare(name)];
  for (const index of [tree.byName, tree.byBare])
    for (const f of forms) {
      const keys = index.get(f);
      if (keys?.length) return keys.find((k) => below(k, within)) ?? keys[0]!;
    }
  return null;
}

const knownIn = (tree: CnTree) => (name: string) => tree.byName.has(name);

export interface Placed {
  keys: string[];
  /** Nodes made for names appendix A and the editors' list lack (under the row's table parent). */
  created: NodeIn[];
  unplaced: string[];
}

/** The nodes one table row applies to: `path` is the row's parents in the table, `label` its own cell. */
export function placeRow(tree: CnTree, path: string[], label: string): Placed {
  let parent: string | null = null;
  for (const step of path) {
    const members = labelMembers(step, knownIn(tree));
    if (members.length !== 1) continue;
    if (members[0] === '食品') continue;
    parent = find(tree, members[0]!, parent) ?? parent;
  }
  const out: Placed = { keys: [], created: [], unplaced: [] };
  const { excludes } = splitExcludes(withoutFootnotes(label));
  for (const m of labelMembers(label, knownIn(tree))) {
    if (m === '食品') {
      // Every food: each top category the row does not exclude (the tin table's 饮料类 has its own row).
      out.keys.push(...tree.tops.filter((t) => !excludes.includes(t)));
      continue;
    }
    // "玉米面(渣、片)及玉米制品": two foods the tree knows, joined by 及.
    const pair = m.split('及');
    if (!find(tree, m, parent) && pair.length === 2 && pair.every((p) => find(tree, p, parent))) {
      out.keys.push(...pair.map((p) => find(tree, p, parent)!));
      continue;
    }
    const key = find(tree, m, parent);
    if (key) {
      out.keys.push(key);
      // "鱼类及其制品" also reaches the tables' own "鱼类制品".
      const products = /及其制品$/.test(m) ? find(tree, m.replace(/及其制品$/, '制品'), parent) : null;
      if (products && products !== key) out.keys.push(products);
      continue;
    }
    const at = parent ?? '';
    const created: NodeIn = {
      scheme: CN_SCHEME,
      key: at ? `${at}/${m}` : m,
      parentKey: at || null,
      nameSource: m,
      nameZh: m,
      nameOrigin: 'source',
    };
    add(tree, created);
    out.created.push(created);
    out.keys.push(created.key);
    if (!at) out.unplaced.push(m);
  }
  return { ...out, keys: [...new Set(out.keys)] };
}
