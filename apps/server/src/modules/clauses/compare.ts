import { diffArrays } from 'diff';
import type { DocBlock, DocModel } from '@app/contract';
import { documentModel } from '../library/document-model/index.js';
import { classifyChange, type ClauseChange } from './diff.js';
import { splitModel } from './split.js';

/**
 * Two editions of one standard compared clause by clause (by anchor: 4.3.2 with 4.3.2), with the
 * word-level difference inside a changed clause, its tables cell by cell, and the list of
 * 主要变化 that the newer edition's foreword gives. Pure: two bodies in, the comparison out.
 */

export interface WordPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}
export interface CellChange {
  /** The row's first cell (the food, the item), or its position when the first cell is empty. */
  row: string;
  /** The column's header text, or its position. */
  column: string;
  kind: 'changed' | 'added' | 'removed';
  before?: string;
  after?: string;
}
export interface ClauseComparison {
  anchor: string;
  label: string;
  change: ClauseChange;
  before?: string;
  after?: string;
  words?: WordPart[];
  cells?: CellChange[];
}
export interface EditionComparison {
  /** The 主要变化 list of the newer edition's foreword, as printed. */
  changes: string[];
  clauses: ClauseComparison[];
  counts: Record<ClauseChange, number>;
}

const maxWordDiff = 40_000;
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const words = (s: string) => [...segmenter.segment(s.replace(/\s+/g, ' '))].map((x) => x.segment);

/** The word-level difference of two texts (Chinese cut into words by the runtime's segmenter). */
export function wordDiff(before: string, after: string): WordPart[] {
  const parts: WordPart[] = [];
  for (const p of diffArrays(words(before), words(after))) {
    const kind = p.added ? 'added' : p.removed ? 'removed' : 'same';
    const text = p.value.join('');
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  }
  return parts;
}

type Table = Extract<DocBlock, { type: 'table' }>;
const headerOf = (t: Table, col: number) =>
  t.rows
    .slice(0, t.headerRows)
    .map((r) => r[col]?.text ?? '')
    .filter(Boolean)
    .join(' / ') || String(col + 1);
const keyOf = (row: { text: string }[], i: number) => row[0]?.text || `#${i + 1}`;

/** Tables compared cell by cell: rows matched by their first cell, cells by column. */
export function tableDiff(before: Table, after: Table): CellChange[] {
  const out: CellChange[] = [];
  const old = new Map(before.rows.slice(before.headerRows).map((r, i) => [keyOf(r, i), r]));
  after.rows.slice(after.headerRows).forEach((r, i) => {
    const key = keyOf(r, i);
    const prev = old.get(key);
    old.delete(key);
    if (!prev) {
      out.push({ row: key, column: '', kind: 'added', after: r.map((c) => c.text).join(' | ') });
      return;
    }
    for (let c = 1; c < Math.max(r.length, prev.length); c++)
      if ((r[c]?.text ?? '') !== (prev[c]?.text ?? ''))
        out.push({
          row: key,
          column: headerOf(after, c),
          kind: 'changed',
          before: prev[c]?.text ?? '',
          after: r[c]?.text ?? '',
        });
  });
  for (const [key, r] of old)
    out.push({ row: key, column: '', kind: 'removed', before: r.map((c) => c.text).join(' | ') });
  return out;
}

/** The tables of each clause of a model, by the clause's anchor. */
function tablesByClause(model: DocModel): Map<string, Table[]> {
  const out = new Map<string, Table[]>();
  let anchor = 'preamble';
  for (const b of model.blocks) {
    if (b.clause) anchor = b.clause;
    if (b.type === 'table') out.set(anchor, [...(out.get(anchor) ?? []), b]);
  }
  return out;
}

/** The foreword's list of main changes: the list after the line that says 主要变化. */
export function forewordChanges(model: DocModel): string[] {
  const at = model.blocks.findIndex((b) => b.type === 'paragraph' && /主要变化/.test(b.text));
  if (at < 0) return [];
  const next = model.blocks.slice(at + 1).find((b) => b.type !== 'heading' || !/前\s*言/.test(b.text));
  return next?.type === 'list' ? next.items.map((i) => i.replace(/^[—-]+\s*/, '')) : [];
}

export function compareTexts(beforeBody: string, afterBody: string): EditionComparison {
  const a = splitModel(documentModel(beforeBody));
  const b = splitModel(documentModel(afterBody));
  const beforeTables = tablesByClause(a.model);
  const afterTables = tablesByClause(b.model);
  const old = new Map(a.clauses.map((c) => [c.anchor, c]));
  const clauses: ClauseComparison[] = [];
  const counts: Record<ClauseChange, number> = {
    unchanged: 0,
    formal: 0,
    wording: 0,
    substantive: 0,
    added: 0,
    removed: 0,
  };
  for (const c of b.clauses) {
    const prev = old.get(c.anchor);
    old.delete(c.anchor);
    const change = prev && prev.hash === c.hash ? 'unchanged' : classifyChange(prev?.text, c.text);
    counts[change]++;
    if (change === 'unchanged') continue;
    const tb = beforeTables.get(c.anchor) ?? [];
    const ta = afterTables.get(c.anchor) ?? [];
    const cells = ta.flatMap((t, i) => (tb[i] ? tableDiff(tb[i]!, t) : []));
    clauses.push({
      anchor: c.anchor,
      label: c.label,
      change,
      before: prev?.text,
      after: c.text,
      // Word-level difference within bounds: two very long clauses (a whole flattened table) are shown side by side.
      ...(prev && change !== 'formal' && prev.text.length + c.text.length <= maxWordDiff
        ? { words: wordDiff(prev.text, c.text) }
        : {}),
      ...(cells.length ? { cells } : {}),
    });
  }
  for (const p of old.values()) {
    counts.removed++;
    clauses.push({ anchor: p.anchor, label: p.label, change: 'removed', before: p.text });
  }
  return { changes: forewordChanges(b.model), clauses, counts };
}
