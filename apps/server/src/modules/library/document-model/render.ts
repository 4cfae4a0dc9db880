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
