/**
 * Food labels as the sources print them: footnote letters glued to names ("稻谷a"), and
 * exclusions in brackets ("谷物及其制品[麦片、面筋除外]", TFDA "其他小漿果類(藍莓、覆盆子除外)").
 * An exclusion matters for inheritance: a group's limit does not reach the foods it excludes.
 */

const CLOSERS: Record<string, string> = { ']': '[', ')': '(', '）': '（', '﹚': '﹙', '】': '【' };

/** Splits "X[A、B除外]" into the base name and the excluded names. */
export function splitExcludes(label: string): { base: string; excludes: string[] } {
  const at = label.search(/除外[\])）﹚】]/);
  if (at < 0) return { base: label.trim(), excludes: [] };
  const close = label[at + 2]!;
  const open = CLOSERS[close]!;
  let depth = 0;
  let start = -1;
  for (let i = at; i >= 0; i--) {
    const ch = label[i]!;
    if (ch === close) depth++;
    else if (ch === open || (open === '(' && ch === '（') || (open === '（' && ch === '(')) {
      if (depth === 0) {
        start = i;
        break;
      }
      depth--;
    }
  }
  if (start < 0) return { base: label.trim(), excludes: [] };
  const inner = label.slice(start + 1, at);
  const base = (label.slice(0, start) + label.slice(at + 3)).trim();
  const excludes = inner
    .split(/、|及|，|,/)
    .map((s) => s.replace(/[?？]/g, '').trim())
    .filter(Boolean);
  return { base, excludes };
}

/** Footnote letters glued after a name: "稻谷a、糙米" → ["a"]. */
export const footnoteLetters = (s: string) =>
  [...s.matchAll(/(?<=[\u4e00-\u9fff)）\]])([a-e])(?=[、[\](（)）,，\s]|$)/g)].map((m) => m[1]!);

/** The name without its glued footnote letters. */
export const withoutFootnotes = (s: string) =>
  s.replace(/(?<=[\u4e00-\u9fff)）\]])[a-e](?=[、[\](（)）,，\s]|$)/g, '').trim();

/**
 * A label as the portal shows it: without footnote letters (the footnote's text travels with the
 * row as its note) and without the gap a letter left before 除外 ("谷物(稻谷a 除外)" → "谷物(稻谷除外)").
 */
export const plainLabel = (s: string) => withoutFootnotes(s).replace(/\s+(?=除外)/g, '');

/** "a 稻谷以糙米计。 | b …" → the notes named by `letters`, joined. */
export function pickNotes(tableNotes: string, letters: string[]): string {
  if (!letters.length) return '';
  const notes = tableNotes.split(/\s*\|\s*/).filter(Boolean);
  return notes.filter((n) => letters.includes(n.trim().charAt(0)) && /^[a-e]\s/.test(n.trim())).join(' | ');
}

/** An excluded name without its brackets and "及其制品": "肉食性鱼类及其制品" → 肉食性鱼类. */
const excludedCore = (x: string) => x.replace(/[(（][^)）]*[)）]/g, '').replace(/及其制品$/, '');

/**
 * Whether an exclusion list names this food: the same name, a food whose name holds the excluded
 * one (小黃瓜 / 胡瓜(含小黃瓜)), or one the excluded entry names in its brackets. A broader name
 * inside the excluded one is not excluded: "肉食性鱼类及其制品除外" does not take out 鱼类.
 */
export function excludedBy(excludes: readonly string[], names: readonly string[]): boolean {
  return excludes.some((x) =>
    names.some(
      (n) =>
        n &&
        (n === x ||
          n.includes(x) ||
          excludedCore(x) === n ||
          (/[(（]/.test(x) && (x.match(/[(（]([^)）]*)[)）]/)?.[1] ?? '').includes(n))),
    ),
  );
}
