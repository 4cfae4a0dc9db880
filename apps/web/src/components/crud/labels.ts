import type { Bilingual, Choice } from './types';

/** The text of a bilingual label in the current language. */
export const say = (label: Bilingual | string, lang: string): string =>
  typeof label === 'string' ? label : lang.startsWith('en') ? label[1] : label[0];

/** Choices with their labels turned into text, for antd's options and tree data. */
export interface ShownChoice {
  value: string | number;
  label: string;
  title: string;
  key: string | number;
  children?: ShownChoice[];
}
export const showChoices = (choices: readonly Choice[], lang: string): ShownChoice[] =>
  choices.map((c) => {
    const text = say(c.label, lang);
    return {
      value: c.value,
      label: text,
      title: text,
      key: c.value,
      children: c.children?.length ? showChoices(c.children, lang) : undefined,
    };
  });

/** Finds a choice's label anywhere in a tree. */
export const labelOf = (choices: readonly ShownChoice[], value: unknown): string | undefined => {
  for (const c of choices) {
    if (String(c.value) === String(value)) return c.label;
    const inner = c.children && labelOf(c.children, value);
    if (inner) return inner;
  }
  return undefined;
};

/** Flat rows with a parent id become a tree (menus, departments); orphans stay at the top. */
export function toTree<T extends Record<string, unknown>>(
  rows: readonly T[],
  idKey: string,
  parentKey: string,
): (T & { children?: T[] })[] {
  const byId = new Map<unknown, T & { children?: T[] }>();
  for (const r of rows) byId.set(r[idKey], { ...r });
  const roots: (T & { children?: T[] })[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node[parentKey]);
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * The keys a conducting tree should show as checked: a stored parent whose children are not
 * all stored was half checked, and checking it would check every child.
 */
export function fullyChecked(
  choices: readonly ShownChoice[],
  value: readonly (string | number)[],
): (string | number)[] {
  const held = new Set(value.map(String));
  const out: (string | number)[] = [];
  const walk = (nodes: readonly ShownChoice[]): boolean =>
    nodes.reduce((all, n) => {
      const kids = n.children?.length ? walk(n.children) : true;
      const full = held.has(String(n.value)) && kids;
      if (full) out.push(n.value);
      return all && full;
    }, true);
  walk(choices);
  return out;
}
