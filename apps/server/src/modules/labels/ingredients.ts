/**
 * An ingredient list as printed ("配料：小麦粉（60%），巧克力（可可液块，白砂糖），膨松剂（碳酸氢钠）")
 * read into items: each with its declared share (a bracket holding only a percentage), its own
 * ingredients (any other bracket) and, inside a function-class group, the class it was listed under.
 */
export interface Ingredient {
  name: string;
  percent: number | null;
  parts: Ingredient[];
  /** The function class (防腐剂…) the item was listed under, or '' . */
  func: string;
}

/** GB 2760-2024 appendix D: the function classes of food additives. */
export const functionClasses = [
  '酸度调节剂',
  '抗结剂',
  '消泡剂',
  '抗氧化剂',
  '漂白剂',
  '膨松剂',
  '胶基糖果中基础剂物质',
  '着色剂',
  '护色剂',
  '乳化剂',
  '酶制剂',
  '增味剂',
  '面粉处理剂',
  '被膜剂',
  '水分保持剂',
  '营养强化剂',
  '防腐剂',
  '稳定剂和凝固剂',
  '甜味剂',
  '增稠剂',
  '食品用香料',
  '食品工业用加工助剂',
] as const;

/** Names printed for a class group besides the appendix's own ("稳定剂", "凝固剂", "食品添加剂"). */
const classWords = new Set<string>([...functionClasses, '稳定剂', '凝固剂', '食品添加剂']);
export const isClassName = (name: string) => classWords.has(name);

const OPEN = '(（[【';
const CLOSE = ')）]】';
const SEPARATORS = new Set([',', '，', '、', ';', '；']);
const LEAD = /^\s*(配料表|配料|原料与辅料|原料|ingredients)\s*[:：]?\s*/i;
const PERCENT = /^\s*[≥≤><]?\s*(\d+(?:\.\d+)?)\s*[%％]\s*$/;

/** Splits at top-level separators, keeping bracketed text whole. */
function splitTop(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if (OPEN.includes(ch)) depth++;
    if (CLOSE.includes(ch)) depth = Math.max(0, depth - 1);
    if (depth === 0 && SEPARATORS.has(ch)) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim().replace(/[。.]$/, '')).filter(Boolean);
}

/** The name before the first bracket and the bracket groups after it. */
function groups(item: string): { name: string; inner: string[] } {
  const inner: string[] = [];
  let depth = 0;
  let name = '';
  let cur = '';
  for (const ch of item) {
    if (OPEN.includes(ch)) {
      if (depth > 0) cur += ch;
      depth++;
      continue;
    }
    if (CLOSE.includes(ch) && depth > 0) {
      depth--;
      if (depth === 0) {
        inner.push(cur);
        cur = '';
      } else cur += ch;
      continue;
    }
    if (depth > 0) cur += ch;
    else if (!inner.length) name += ch;
  }
  if (cur) inner.push(cur);
  return { name: name.trim(), inner };
}

function readItems(text: string, func: string, depth: number): Ingredient[] {
  if (depth > 4) return [];
  return splitTop(text).map((raw) => {
    const { name, inner } = groups(raw);
    let percent: number | null = null;
    const parts: Ingredient[] = [];
    const cls = isClassName(name) ? name : '';
    for (const g of inner) {
      const pct = PERCENT.exec(g);
      if (pct) percent = Number(pct[1]);
      else parts.push(...readItems(g, cls || func, depth + 1));
    }
    return { name, percent, parts, func };
  });
}

export function readIngredients(printed: string): Ingredient[] {
  return readItems(printed.normalize('NFKC').replace(LEAD, '').slice(0, 2000), '', 0).slice(0, 200);
}

/** Every item at any depth (a compound's ingredients and a class group's additives included). */
export function allItems(items: Ingredient[]): Ingredient[] {
  return items.flatMap((i) => [i, ...allItems(i.parts)]);
}
