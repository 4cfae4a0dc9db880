import type { Indicator, Language, Requirement } from '@app/contract';
import { readCount } from './parse/requirement.js';
import { convert } from './units.js';

/**
 * The verdict on one lab result against one indicator: pass, fail, near the limit (within
 * `nearPercent` of it) or unknown with the reason (no indicator, a value that is no number, a
 * unit of another dimension, an LOQ above the limit, a free-text requirement).
 */
export type Verdict = 'pass' | 'near' | 'fail' | 'unknown';

interface ResultValue {
  /** Not detected, or below a stated value (<0.01, <LOQ). */
  nd: boolean;
  below?: number;
  values: number[];
}

const ndRe = /^(?:nd|n\.d\.|未检出|不得检出|阴性|negative|not detected|<\s*loq|＜\s*loq|<\s*lod)$/i;

/** "0.12", "<0.01", "未检出", "5×10^3", "1.2e3"; several sample values for a plan: "120, 300, 90". */
export function readResult(text: string): ResultValue | null {
  const t = text
    .trim()
    .replace(/[＜]/g, '<')
    .replace(/[，；;、]/g, ',');
  if (ndRe.test(t)) return { nd: true, values: [] };
  const below = /^<\s*(\d+(?:\.\d+)?(?:e-?\d+)?)$/i.exec(t);
  if (below) return { nd: true, below: Number(below[1]), values: [] };
  const values: number[] = [];
  for (const part of t.split(/[,\s]+/).filter(Boolean)) {
    const n = /^-?\d+(?:\.\d+)?(?:e-?\d+)?$/i.test(part) ? Number(part) : readCount(part.replace(/\*/g, '×'), false);
    if (n === null || !Number.isFinite(n)) return null;
    values.push(n);
  }
  return values.length ? { nd: false, values } : null;
}

const say = {
  noIndicator: { 'zh-cn': '指标清单中没有此项', en: 'Not in the indicator list' },
  notNumber: {
    'zh-cn': '结果不是数值（可填数值、<检出限、未检出）',
    en: 'The result is not a number (a number, <LOQ or ND)',
  },
  unitMismatch: {
    'zh-cn': '单位 {from} 与指标单位 {to} 不一致，无法比较',
    en: 'Unit {from} does not match the indicator unit {to}',
  },
  textRequirement: { 'zh-cn': '文字要求，需人工判断', en: 'A text requirement: judge it by hand' },
  lowConfidence: {
    'zh-cn': '该指标解析置信度低，请按原文判断',
    en: 'This indicator was parsed with low confidence: judge it against the source text',
  },
  loqAbove: {
    'zh-cn': '检出限 {loq} 高于限量 {limit}，未检出不能证明合格',
    en: 'The LOQ {loq} is above the limit {limit}: not detected does not show compliance',
  },
  ndPass: { 'zh-cn': '未检出', en: 'Not detected' },
  absentFail: { 'zh-cn': '要求不得检出，结果为 {value}', en: 'Must not be detected; result {value}' },
  above: { 'zh-cn': '{value} 超过限量 {limit}', en: '{value} is above the limit {limit}' },
  below: { 'zh-cn': '{value} 低于要求 {limit}', en: '{value} is below the requirement {limit}' },
  outside: { 'zh-cn': '{value} 不在 {limit} 范围内', en: '{value} is outside {limit}' },
  near: {
    'zh-cn': '{value} 接近限值 {limit}（{percent}% 以内）',
    en: '{value} is within {percent}% of the limit {limit}',
  },
  within: { 'zh-cn': '{value} 符合 {limit}', en: '{value} meets {limit}' },
  planFail: {
    'zh-cn': '{count} 个样品超过 M={M}，或超过 m={m} 的样品多于 c={c}',
    en: '{count} sample(s) above M={M}, or more than c={c} above m={m}',
  },
  planMarginal: {
    'zh-cn': '{count} 个样品在 m 与 M 之间（允许 c={c}）',
    en: '{count} sample(s) between m and M (c={c} allowed)',
  },
  planPass: { 'zh-cn': '全部样品不超过 m={m}', en: 'Every sample is at most m={m}' },
  planShort: {
    'zh-cn': '采样方案要求 n={n} 个样品结果，只给出 {count} 个',
    en: 'The plan needs n={n} sample results; {count} given',
  },
} as const;

const fill = (key: keyof typeof say, lang: Language, vars: Record<string, string | number> = {}) =>
  say[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

const fmt = (n: number) => String(Number(n.toPrecision(6)));

export function checkOne(
  input: { value: string; unit: string; loq: string },
  indicator: Indicator | undefined,
  nearPercent: number,
  lang: Language,
  factThreshold: number,
): { verdict: Verdict; reason: string } {
  if (!indicator) return { verdict: 'unknown', reason: fill('noIndicator', lang) };
  const r = indicator.requirement;
  if (indicator.confidence < factThreshold) return { verdict: 'unknown', reason: fill('lowConfidence', lang) };
  if (r.kind === 'text') return { verdict: 'unknown', reason: fill('textRequirement', lang) };
  const result = readResult(input.value);
  if (!result) return { verdict: 'unknown', reason: fill('notNumber', lang) };
  const toUnit = (n: number) => convert(n, input.unit, indicator.unit);
  const mismatch = () => ({
    verdict: 'unknown' as const,
    reason: fill('unitMismatch', lang, { from: input.unit, to: indicator.unit }),
  });
  const values: number[] = [];
  for (const v of result.values) {
    const c = toUnit(v);
    if (c === null) return mismatch();
    values.push(c);
  }
  let loq: number | undefined;
  if (input.loq.trim()) {
    const l = readResult(input.loq);
    const c = l?.values[0] !== undefined ? toUnit(l.values[0]) : null;
    if (l && l.values[0] !== undefined && c === null) return mismatch();
    loq = c ?? undefined;
  }
  let below = result.below !== undefined ? toUnit(result.below) : undefined;
  if (below === null) return mismatch();
  // A value under the LOQ is reported as not detected (below the LOQ).
  if (!result.nd && loq !== undefined && values.length === 1 && values[0]! < loq) return judgeNd(r, loq, lang);
  if (result.nd) return judgeNd(r, below ?? loq, lang);
  below = undefined;
  return r.kind === 'plan' ? judgePlan(r, values, lang) : judgeValue(r, values[0]!, nearPercent, lang);
}

function limitText(r: Requirement): string {
  return r.text;
}

function judgeNd(r: Requirement, bound: number | undefined, lang: Language): { verdict: Verdict; reason: string } {
  const limit = r.kind === 'plan' ? r.plan!.m : r.max;
  if (r.kind === 'min' || (r.kind === 'range' && r.min! > 0))
    return { verdict: 'fail', reason: fill('below', lang, { value: fill('ndPass', lang), limit: limitText(r) }) };
  if (bound !== undefined && limit !== undefined && bound > limit)
    return { verdict: 'unknown', reason: fill('loqAbove', lang, { loq: fmt(bound), limit: fmt(limit) }) };
  return { verdict: 'pass', reason: fill('ndPass', lang) };
}

function judgeValue(
  r: Requirement,
  v: number,
  nearPercent: number,
  lang: Language,
): { verdict: Verdict; reason: string } {
  const vars = { value: fmt(v), limit: limitText(r), percent: nearPercent };
  const near = nearPercent / 100;
  if (r.kind === 'absent')
    return v > 0
      ? { verdict: 'fail', reason: fill('absentFail', lang, vars) }
      : { verdict: 'pass', reason: fill('ndPass', lang) };
  if (r.kind === 'max') {
    const max = r.max!;
    if (r.maxExclusive ? v >= max : v > max) return { verdict: 'fail', reason: fill('above', lang, vars) };
    if (v >= max * (1 - near)) return { verdict: 'near', reason: fill('near', lang, vars) };
    return { verdict: 'pass', reason: fill('within', lang, vars) };
  }
  if (r.kind === 'min') {
    const min = r.min!;
    if (r.minExclusive ? v <= min : v < min) return { verdict: 'fail', reason: fill('below', lang, vars) };
    if (v <= min * (1 + near)) return { verdict: 'near', reason: fill('near', lang, vars) };
    return { verdict: 'pass', reason: fill('within', lang, vars) };
  }
  // range
  const [min, max] = [r.min!, r.max!];
  if (v < min || v > max) return { verdict: 'fail', reason: fill('outside', lang, vars) };
  const band = (max - min) * near;
  if (v - min <= band || max - v <= band) return { verdict: 'near', reason: fill('near', lang, vars) };
  return { verdict: 'pass', reason: fill('within', lang, vars) };
}

/** n/c/m/M: none of the n sample units above M, at most c between m and M (GB 4789.1). */
function judgePlan(r: Requirement, values: number[], lang: Language): { verdict: Verdict; reason: string } {
  const { n, c, m, M } = r.plan!;
  const overM = M === null ? values.filter((v) => v > m).length : values.filter((v) => v > M).length;
  const marginal = M === null ? 0 : values.filter((v) => v > m && v <= M).length;
  const vars = { n, c, m: fmt(m), M: M === null ? '—' : fmt(M), count: overM || marginal };
  if (overM > 0 || marginal > c)
    return { verdict: 'fail', reason: fill('planFail', lang, { ...vars, count: overM || marginal }) };
  if (values.length < n)
    return { verdict: 'unknown', reason: fill('planShort', lang, { ...vars, count: values.length }) };
  if (marginal > 0) return { verdict: 'near', reason: fill('planMarginal', lang, vars) };
  return { verdict: 'pass', reason: fill('planPass', lang, vars) };
}
