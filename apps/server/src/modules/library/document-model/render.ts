import type { DocBlock, DocModel } from '@app/contract';
import { documentModel } from './normalize.js';

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

/**
 * The readable text around the first place one of `terms` occurs in a raw body (the opening
 * when none does): only that window is normalised, so a search snippet of a 250,000-character
 * standard costs a few hundred characters of work and never shows its markup.
 */
export function readableWindow(body: string, terms: string[], radius = 400): string {
  const hay = body.toLowerCase();
  const at = Math.min(...terms.map((t) => (t ? hay.indexOf(t.toLowerCase()) : -1)).filter((i) => i >= 0), body.length);
  const hit = at === body.length ? 0 : at;
  const from = Math.max(0, body.lastIndexOf('\n', Math.max(0, hit - radius)));
  const to = body.indexOf('\n', Math.min(body.length, hit + radius));
  return readableText(body.slice(from, to < 0 ? body.length : to)).replace(/\s+/g, ' ');
}
