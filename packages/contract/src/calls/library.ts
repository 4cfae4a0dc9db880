import { documentCalls, editorCalls } from './library/documents.js';
import { personalCalls } from './library/personal.js';
import { noveltyCalls } from './library/novelty.js';
import { editionCalls } from './library/editions-compare.js';

// The calls live in library/ by kind (each file under 300 lines); this file gathers them and
// re-exports what importers of `calls/library.js` used before the split.
export {
  dateFields,
  docModuleSchema,
  docModuleSchemaOf,
  docSummary,
  moduleRight,
  moduleRightOf,
  quickFilters,
  recentRanges,
  searchInput,
  stateListKinds,
  statusInfo,
  type DocSummary,
  type SearchInput,
} from './library/shared.js';
export { docDetail, docEditable, type DocDetail } from './library/documents.js';
export * from './library/document-model.js';
export { editionComparison, type EditionComparison } from './library/editions-compare.js';
export { noveltyMax, noveltyStatuses, type NoveltyStatus } from './library/novelty.js';

/**
 * The three regulation libraries. Every call is `POST /comply/library/:library/…`
 * with `library` = biaofa | rihua | fodder as a PATH param, so that the access rule derives the
 * right from it before the handler runs (the web passes `{ params: { library } }` to `call`).
 * Module calls also carry `:module` in the path, which gives the prefixed module right
 * (`rihua_fagui` …). Search calls need `searchRight(library)` (checked in the handler so the
 * member sees 没有查询权限); favourites need the prefixed `collection` right.
 */

export const library = { ...documentCalls, ...personalCalls, ...noveltyCalls, ...editorCalls, ...editionCalls };
