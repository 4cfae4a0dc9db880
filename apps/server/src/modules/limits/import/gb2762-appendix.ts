import { withoutPageMarks } from './gb2762-text.js';

/**
 * Appendix A of GB 2762 (table A.1, 食品类别(名称)说明): the category tree that fixes what each
 * limit reaches (clause 3.3: a limit set on a category applies to every food in it). The text
 * gives the tree by indentation; the 22 top categories are printed in a narrow left column, their
 * names broken over several lines ("水果及其\n制品"), so they are recognised by their full names.
 * Examples and inclusions the standard names ("(例如:蔓越莓、醋栗等)", "(包括果丹皮)") become
 * child nodes: they are the standard's own placement of those foods.
 */
export const TOP_CATEGORIES = [
  '水果及其制品',
  '蔬菜及其制品(包括薯类,不包括食用菌)',
  '食用菌及其制品',
  '谷物及其制品(不包括焙烤制品)',
  '豆类及其制品',
  '藻类及其制品',
  '坚果及籽类',
  '肉及肉制品',
  '水产动物及其制品',
  '乳及乳制品',
  '蛋及蛋制品',
  '油脂及其制品',
  '调味品',
  '饮料类',
  '酒类',
  '食糖及淀粉糖',
  '淀粉及淀粉制品(包括谷物、豆类和块根植物提取的淀粉)',
  '焙烤食品',
  '可可制品、巧克力和巧克力制品以及糖果',
  '冷冻饮品',
  '特殊膳食用食品',
  '其他类(除上述食品以外的食品)',
];

export interface AppendixNode {
  key: string;
  parentKey: string | null;
  name: string;
  /** The line as the standard prints it, description included. */
  label: string;
  /** 'category' (a line of A.1) or 'example' (named in its brackets). */
  kind: 'category' | 'example';
}

/** Drops a bracketed description; keeps short parts of the name itself: 大米(粉), 果酱(泥), 带馅(料). */
export function categoryName(label: string): string {
  let out = '';
  let depth = 0;
  let inner = '';
  for (const ch of label) {
    if (/[(（[]/.test(ch)) {
      depth++;
      if (depth === 1) {
        inner = '';
        continue;
      }
    }
    if (/[)）\]]/.test(ch)) {
      depth--;
      if (depth === 0) {
        if (inner.length <= 2 && !/[、:：;,]/.test(inner)) out += `(${inner})`;
        continue;
      }
    }
    if (depth) inner += ch;
    else out += ch;
  }
  // Latin binomials after the Chinese name: "双孢菇Agaricusbisporus (J.E.Lange)Imbach" → 双孢菇.
  return out.replace(/[A-Za-z].*$/, '').trim();
}

/** Foods the brackets name: "(例如:肝、肾、肺、肠等)", "[美味牛肝菌Boletus…;兰茂牛肝菌…]", "(包括色稻米)". */
export function bracketExamples(label: string): string[] {
  const out: string[] = [];
  const m = /[(（[]((?:例如|包括)[:：]?)?(.*)[)）\]]/.exec(label);
  if (!m) return out;
  const inner = m[2]!.replace(/,?不包括.*$/, '');
  const listed = Boolean(m[1]) || /;/.test(inner);
  if (!listed) return out;
  for (const part of inner.split(/[、;；,]/)) {
    const name = categoryName(part.replace(/^(例如|包括)[:：]?/, '')).replace(/等.*$/, '');
    if (name && /^[\u3400-\u9fff]/.test(name) && name.length <= 12) out.push(name);
  }
  return out;
}

/** The tree of table A.1; `rejected` lists lines it could not place. */
export function parseAppendixA(text: string): { nodes: AppendixNode[]; rejected: { line: number; reason: string }[] } {
  const all = withoutPageMarks(text.split('\n'));
  const start = all.findIndex((l) => /^附\s*录\s*A/.test(l.trim()));
  const nodes: AppendixNode[] = [];
  const rejected: { line: number; reason: string }[] = [];
  if (start < 0) return { nodes, rejected: [{ line: 0, reason: 'no appendix A in the text' }] };
  const seen = new Set<string>();
  const add = (n: AppendixNode) => {
    if (seen.has(n.key)) return;
    seen.add(n.key);
    nodes.push(n);
  };
  let top = '';
  let buf = '';
  const stack: { level: number; key: string }[] = [];
  // The open line: set by `item`, read by the loop (a holder, so the checker sees both).
  const open: { last: { label: string; key: string; level: number } | null } = { last: null };
  const finishLast = () => {
    const last = open.last;
    if (!last) return;
    for (const ex of bracketExamples(last.label))
      add({ key: `${last.key}/${ex}`, parentKey: last.key, name: ex, label: ex, kind: 'example' });
    open.last = null;
  };
  const item = (label: string, level: number, line: number) => {
    if (!top) return rejected.push({ line, reason: `a category before any top category: ${label}` });
    finishLast();
    while (stack.length && stack[stack.length - 1]!.level >= level) stack.pop();
    const parentKey = stack.length ? stack[stack.length - 1]!.key : top;
    const name = categoryName(label);
    const key = `${parentKey}/${name}`;
    add({ key, parentKey, name, label, kind: 'category' });
    stack.push({ level, key });
    open.last = { label, key, level };
  };
  for (let i = start + 1; i < all.length; i++) {
    const raw = all[i]!;
    const t = raw.trim();
    if (!t || /^(表A\.|1 食品类别|食品类别\(名称\)说明|1。)/.test(t) || /^食品类别\(名称\)说明见/.test(t)) continue;
    const level = Math.floor((raw.length - raw.trimStart().length) / 2) + 1;
    if (!/^[\u3400-\u9fff]/.test(t) && !(buf && level === 1)) {
      // A wrapped Latin name or description: part of the line before.
      if (open.last) open.last.label += t;
      continue;
    }
    if (level === 1) {
      const joined = buf + t;
      if (TOP_CATEGORIES.includes(joined)) {
        buf = '';
        // A page break repeats the top name: the tree goes on where it was.
        if (categoryName(joined) === top) continue;
        finishLast();
        top = categoryName(joined);
        add({ key: top, parentKey: null, name: top, label: joined, kind: 'category' });
        stack.length = 0;
        continue;
      }
      if (TOP_CATEGORIES.some((c) => c.startsWith(joined))) {
        buf = joined;
        continue;
      }
    }
    if (buf) {
      // "谷物" starts a top name but is a category of its own.
      item(buf, 1, i + 1);
      buf = '';
    }
    const last = open.last;
    if (last && (last.label.match(/[(（[]/g)?.length ?? 0) > (last.label.match(/[)）\]]/g)?.length ?? 0)) {
      last.label += t; // a description wrapped while its bracket is open
      continue;
    }
    item(t, level, i + 1);
  }
  if (buf) item(buf, 1, all.length);
  finishLast();
  return { nodes, rejected };
}
