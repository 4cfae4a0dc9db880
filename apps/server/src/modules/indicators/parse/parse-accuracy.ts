import { factThreshold } from '@app/contract';
import type { ParsedIndicator } from './parse-standard.js';

/**
 * Precision and recall of the parse against the hand-checked fixture: a parsed indicator shown
 * as fact (confidence ≥ factThreshold) is correct when a fixture row has the same name (or one is
 * the other plus a qualifier, "水分" / "水分(质量分数)"), the same product type or grade when
 * the fixture names one, and the same typed requirement.
 */
const norm = (s: string) =>
  s
    .replace(/[（]/g, '(')
    .replace(/[）]/g, ')')
    .replace(/[～〜]/g, '~')
    .replace(/[\s\u3000]+/g, '')
    .toLowerCase();

const sameName = (a: string, b: string) => {
  const x = norm(a);
  const y = norm(b);
  return x === y || x.startsWith(`${y}(`) || y.startsWith(`${x}(`) || x.startsWith(`${y},`) || y.startsWith(`${x},`);
};

export function requirementKey(p: ParsedIndicator): string {
  const r = p.requirement;
  if (r.kind === 'max') return `${r.maxExclusive ? '<' : '<='}${r.max}`;
  if (r.kind === 'min') return `${r.minExclusive ? '>' : '>='}${r.min}`;
  if (r.kind === 'range') return `${r.min}~${r.max}`;
  if (r.kind === 'absent') return 'ND';
  if (r.kind === 'plan') return `plan:${r.plan!.n},${r.plan!.c},${r.plan!.m},${r.plan!.M ?? '-'}`;
  return `text:${r.text}`;
}

const expectedKey = (req: string) =>
  req.startsWith('plan:') || req === 'ND' ? req : req.replace(/(-?\d+(?:\.\d+)?)/g, (n) => String(Number(n)));

interface Expected {
  name: string;
  scope: string;
  req: string;
}

const parseLine = (line: string): Expected => {
  const [name = '', scope = '', req = ''] = line.split('|').map((s) => s.trim());
  return { name, scope, req: expectedKey(req) };
};

const matches = (p: ParsedIndicator, e: Expected) =>
  sameName(p.name, e.name) &&
  requirementKey(p) === e.req &&
  (!e.scope ||
    [p.scope, p.grade].some((s) => s && (norm(s).includes(norm(e.scope)) || norm(e.scope).includes(norm(s)))));

export interface ParseScore {
  standards: number;
  expected: number;
  facts: number;
  correctFacts: number;
  found: number;
  precision: number;
  recall: number;
  perStandard: { number: string; expected: number; facts: number; correct: number; found: number }[];
}

export function scoreParse(fixture: Record<string, string[]>, parsed: Map<string, ParsedIndicator[]>): ParseScore {
  const per: ParseScore['perStandard'] = [];
  for (const [number, lines] of Object.entries(fixture)) {
    const expected = lines.map(parseLine);
    const facts = (parsed.get(number) ?? []).filter((p) => p.confidence >= factThreshold);
    const correct = facts.filter((p) => expected.some((e) => matches(p, e))).length;
    const found = expected.filter((e) => facts.some((p) => matches(p, e))).length;
    per.push({ number, expected: expected.length, facts: facts.length, correct, found });
  }
  const sum = (k: 'expected' | 'facts' | 'correct' | 'found') => per.reduce((a, r) => a + r[k], 0);
  return {
    standards: per.length,
    expected: sum('expected'),
    facts: sum('facts'),
    correctFacts: sum('correct'),
    found: sum('found'),
    precision: sum('facts') ? sum('correct') / sum('facts') : 0,
    recall: sum('expected') ? sum('found') / sum('expected') : 0,
    perStandard: per,
  };
}
