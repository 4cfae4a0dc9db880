import {
  docModuleSchema,
  libraryBasePath,
  moduleContentPath,
  type AssistantSource,
  type LibraryKey,
} from '@app/contract';
import { normaliseText } from '../../lib/search/segment.js';
import type { Passage } from './retrieval.js';
import { readableText } from './readable-text.js';

const isLibrary = (l: string): l is LibraryKey => l === 'biaofa' || l === 'rihua' || l === 'fodder';

/** Where a passage opens: the document at its clause, or the table filtered to the row. */
function hrefOf(p: Passage, tableKeyword: string): string {
  const library = isLibrary(p.library) ? p.library : 'biaofa';
  if (p.kind === 'additive' || p.kind === 'contact')
    return `${libraryBasePath('biaofa')}/safeDb?kind=${p.kind}&keyword=${encodeURIComponent(tableKeyword)}`;
  if (p.kind === 'limit') return `/hazardsLimits?keyword=${encodeURIComponent(tableKeyword)}`;
  const module = docModuleSchema.safeParse(p.module);
  if (!module.success || !p.doc_id) return '';
  const anchor = encodeURIComponent(p.anchor);
  return `${moduleContentPath(library, module.data)}?itemid=${p.doc_id}&clause=${anchor}#${anchor}`;
}

/** The question's words as they appear in the passage (original spelling), for highlighting. */
function highlightsIn(text: string, tokens: string[]): string[] {
  const lower = normaliseText(text);
  return tokens.filter((t) => t.length > 1 || /\p{Script=Han}/u.test(t)).filter((t) => lower.includes(t));
}

export function toSources(passages: Passage[], tokens: string[]): AssistantSource[] {
  return passages
    .map((p) => ({ ...p, text: readableText(p.text) }))
    .map((p, i) => ({
      ref: i + 1,
      passageId: p.id,
      kind: p.kind as AssistantSource['kind'],
      docId: p.doc_id,
      docVersion: p.doc_version,
      library: p.library,
      validity: p.validity,
      anchor: p.anchor,
      label: p.label,
      sourceTitle: p.source_title,
      text: p.text,
      highlights: highlightsIn(p.text, tokens),
      href: hrefOf(p, p.text.split('；')[0]!.split('、')[0]!.replace(/（.*$/, '')),
    }));
}
