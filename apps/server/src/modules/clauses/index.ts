/**
 * The clause model (DESIGN.md 8), used by obligations now and by the assistant, limits and
 * indicators later. See README.md in this folder for the API.
 */
export { splitClauses, splitModel, documentView, chineseNumber, coreText, type SplitClause } from './split.js';
export { compareTexts, wordDiff, tableDiff, forewordChanges, type EditionComparison } from './compare.js';
export { classifyChange, needsReview, type ClauseChange } from './diff.js';
export {
  ensureClauses,
  clauseView,
  findClause,
  compareVersions,
  splitCorpus,
  clauseCounts,
  type ClauseRow,
  type ClauseDiff,
} from './store.js';
export { onDocumentEvent, documentChanged, documentsReplaced, type DocumentEvent } from './events.js';
export { clauseHref, clauseUrlParam } from './href.js';
