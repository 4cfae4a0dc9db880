import type { DocBlock, DocModel } from '@app/contract';
import { documentModel } from './normalize.js';
import { isSpaced } from './spacing.js';
import { garbageReason } from './garbage.js';

/** A table row as one readable line: cells separated by " | " (a merged cell once). */
export const rowText = (row: { text: string }[]) => row.map((c) => c.text).join(' | ');

/** The lines a block reads as in plain text; notes of the source page are left out when `notes` is false. */
export function blockLines(b: DocBlock, notes = true): string[] {
  switch (b.type) {
    case 'heading':
      return [b.text];
    case 'paragraph':
      return b.text.split('\n').map((l) => l.trim());
    case 'list':
      return b.items;
    case 'table':
      return [...(b.caption ? [b.caption] : []), ...b.rows.map(rowText)];
    case 'note':
      return notes ? [b.text, ...(b.items ?? [])] : [];
  }
}

/** The model as plain readable text: one block per paragraph, tables row by row, no markup. */
export const modelText = (model: DocModel) =>
  model.blocks
    .map((b) => blockLines(b).join('\n'))
    .filter(Boolean)
    .join('\n\n');

/**
 * A raw library text (any extraction style) as plain readable text with its tables row by row,
 * for passages, snippets and exports. An unreadable text gives '' (never its garbage).
 */
export const readableText = (raw: string) => modelText(documentModel(raw));

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Where a term first occurs, ignoring case for Latin letters (terms come lower-cased from the search). */
const firstIndex = (body: string, term: string) =>
  !term ? -1 : /[a-z]/.test(term) ? body.search(new RegExp(escapeRe(term), 'i')) : body.indexOf(term);
/** Nothing in the window a normaliser would change: no markup character, no spaced characters, no font codes. */
const plainWindow = (s: string) => !/[<>\\$#|*&[\]{}]|\d\.\s*\n|[０-９犌]/.test(s) && !isSpaced(s) && !garbageReason(s);

/**
 * The readable text around the first place one of `terms` occurs in a raw body (the opening
 * when none does): only that window is normalised, and a window with nothing to repair is taken
 * as it is, so a search snippet costs a few hundred characters of work and never shows markup.
 */
export function readableWindow(body: string, terms: string[], radius = 240): string {
  const found = terms.map((t) => firstIndex(body, t)).filter((i) => i >= 0);
  const hit = found.length ? Math.min(...found) : 0;
  const from = Math.max(0, body.lastIndexOf('\n', Math.max(0, hit - radius)));
  const to = body.indexOf('\n', Math.min(body.length, hit + radius));
  const window = body.slice(from, to < 0 ? body.length : to);
  return (plainWindow(window) ? window : readableText(window)).replace(/\s+/g, ' ').trim();
}
