/**
 * The clean document model of a library text (headings, clauses, paragraphs, lists, tables,
 * notes), normalised from every extraction style in the data. Use `documentModel` to draw or
 * export a text, `readableText` for plain text with tables row by row (assistant passages,
 * snippets); never show a raw body.
 */
export { documentModel } from './normalize.js';
export { readableText, readableWindow, modelText, blockLines, rowText } from './render.js';
export { cleanInline } from './inline.js';
