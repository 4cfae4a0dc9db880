import type { Requirement } from '@app/contract';

/**
 * Reading one requirement cell of a standard's table ("≤ 0.4", "30.5~34.5", "不得检出",
 * "5×10³") into a typed requirement. The cells come from PDF/OCR text, so the LaTeX and
 * full-width spellings are folded first and a lost superscript (10³ printed as "103") is
 * repaired only where the caller says the cell is a microbiological count.
 */

const opMap: Record<string, '<=' | '>=' | '<' | '>'> = {
  '≤': '<=',
  '≥': '>=',
  '<': '<',
  '>': '>',
  '＜': '<',
  '＞': '>',
  '≦': '<=',
  '≧': '>=',
};

/** Folds LaTeX math, full-width digits and spacing into plain text. */
export function cleanCell(s: string): string {
  return (
    s
      // "\\geqslant50": the number may follow the command with no space.
      .replace(/\\(?:leqslant|leq|le)(?![a-zA-Z])/g, '≤')
      .replace(/\\(?:geqslant|geq|ge)(?![a-zA-Z])/g, '≥')
      .replace(/\\sim\b|∼/g, '~')
      .replace(/\\times\b/g, '×')
      .replace(/\\mu\b/g, 'μ')
      .replace(/\\alpha\b/g, 'α')
      .replace(/\\beta\b/g, 'β')
      .replace(/\\gamma\b/g, 'γ')
      .replace(/\^\s*\\circ|\\circ/g, '°')
      .replace(/\\%/g, '%')
      .replace(/\\quad|\\qquad|\\,|\\;/g, ' ')
      .replace(/\^\{?\\mathrm\{([a-e])\}\}?|\^\{([a-e])\}|\^([a-e])\b/g, '') // footnote markers
      .replace(/10\^\{?(\d)\}?/g, '10^$1')
      .replace(/\\(?:mathrm|text|textbf|mathbf|operatorname)\{([^{}]*)\}/g, '$1')
      .replace(/_\{?([\w.]+)\}?/g, '$1')
      .replace(/\$/g, '')
      .replace(/\\\\/g, ' ')
      .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
      .replace(/．/g, '.')
      .replace(/[－−]/g, '-')
      .replace(/[～〜]/g, '~')
      .replace(/\*\*/g, '')
      .replace(/<br\s*\/?>/g, ' ')
      .replace(/[\s\u3000]+/g, ' ')
      .trim()
  );
}

const num = String.raw`\d+(?:\.\d+)?`;

/** "5×10^3" or "5×103" (superscript lost) in a count; "10^2"; a plain number. */
export function readCount(token: string, repairSuperscript: boolean): number | null {
  const t = token.replace(/\s+/g, '');
  let m = new RegExp(`^(${num})×10\\^?(\\d)$`).exec(t);
  if (m && (t.includes('^') || repairSuperscript)) return Number(m[1]) * 10 ** Number(m[2]);
  m = /^10\^(\d)$/.exec(t);
  if (m) return 10 ** Number(m[1]);
  // "102" in an n/c/m/M cell is 10² with its superscript lost: no plan limit is written 101..109.
  if (repairSuperscript && /^10[1-9]$/.test(t)) return 10 ** Number(t[2]);
  if (new RegExp(`^${num}$`).test(t)) return Number(t);
  return null;
}

/** Splits a run of counts that lost their spacing: "5×1035×104" → ["5×103", "5×104"]. */
export function splitCounts(s: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`${num}×10\\^?\\d|10\\^\\d|${num}|—|-`, 'g');
  // "103104": two counts whose superscripts were lost and whose space was dropped (10³ 10⁴).
  const text = s.replace(/\b(10[1-9])(10[1-9])\b/g, '$1 $2').replace(/\s+/g, ' ');
  for (const m of text.matchAll(re)) out.push(m[0]);
  return out;
}

export const notDetected = /不得检出|未检出|不得检测出|阴性|ND\b/;

/**
 * One requirement from its cell text and an operator that may sit in another cell
 * (tables often print "≤" in the item column). Null when the cell holds no value.
 */
export function readRequirement(cell: string, opHint?: string, asLimit = false): Requirement | null {
  const t = cleanCell(cell);
  if (!t || /^[—–-]+$/.test(t)) return null;
  if (notDetected.test(t)) return { kind: 'absent', text: t };
  const range =
    new RegExp(`^(-?${num})\\s*(?:~|—|–|至)\\s*(-?${num})$`).exec(t) ??
    new RegExp(`^(${num})\\s*-\\s*(${num})$`).exec(t);
  if (range) {
    const [a, b] = [Number(range[1]), Number(range[2])];
    return { kind: 'range', min: Math.min(a, b), max: Math.max(a, b), text: t };
  }
  // "≥1.0；≤3.0" (GB/T 14456 水溶性灰分碱度): both bounds in one cell; a footnote mark may
  // trail each number as "°".
  const both = new RegExp(`^[≥≧]\\s*(${num})°?\\s*[；;,，、]\\s*[≤≦]\\s*(${num})°?$`).exec(t);
  if (both) return { kind: 'range', min: Number(both[1]), max: Number(both[2]), text: t };
  // "≤-18" (冻品中心温度/°C): a bound may be negative.
  const withOp = new RegExp(`^([≤≥<>＜＞≦≧])\\s*(-?${num})$`).exec(t);
  if (withOp) return typed(opMap[withOp[1]!]!, Number(withOp[2]), t);
  const plain = new RegExp(`^(-?${num})$`).exec(t);
  if (plain) {
    const op = opHint ? opMap[opHint] : asLimit ? '<=' : undefined;
    if (op) return typed(op, Number(plain[1]), t);
  }
  // "2×102" in a standard is 2×10² with its superscript lost: nobody writes 2×102 for 204.
  const count = readCount(t, /×/.test(t));
  if (count !== null && /×|\^/.test(t)) {
    const op = opHint ? opMap[opHint] : asLimit ? '<=' : undefined;
    if (op) return typed(op, count, t);
  }
  return null;
}

function typed(op: '<=' | '>=' | '<' | '>', value: number, text: string): Requirement {
  return op === '<=' || op === '<'
    ? { kind: 'max', max: value, maxExclusive: op === '<', text }
    : { kind: 'min', min: value, minExclusive: op === '>', text };
}

/** Finds the operator a cell or name carries, if any. */
export const findOp = (s: string): string | undefined => /[≤≥<>＜＞≦≧]/.exec(cleanCell(s))?.[0];

/** "≥1.0；≤3.0": a cell that carries both bounds (read whole, its operators are its own). */
export const bothBounds = (s: string) =>
  /^[≥≧]\s*\d+(?:\.\d+)?°?\s*[；;,，、]\s*[≤≦]\s*\d+(?:\.\d+)?°?$/.test(cleanCell(s));

/**
 * A remark in parentheses after a value ("≤ 15.0（计重水分为 12.0）", "5.0（其中长于30 mm的茶梗
 * 不得超过0.1%）"): the value before it is the requirement, the words go to the remark.
 */
export function splitValueRemark(cell: string): { value: string; remark: string } {
  const t = cleanCell(cell);
  const m = /^(.*?\d(?:\.\d+)?)\s*[（(]([^（）()]*[\u4e00-\u9fa5][^（）()]*)[）)]$/.exec(t);
  return m && /^[≤≥<>＜＞]?\s*\d+(?:\.\d+)?$/.test(m[1]!.trim())
    ? { value: m[1]!.trim(), remark: m[2]!.trim() }
    : { value: t, remark: '' };
}
