import { coreText } from './split.js';

/** How a clause changed between two versions of its document. */
export type ClauseChange = 'unchanged' | 'formal' | 'wording' | 'substantive' | 'added' | 'removed';

// A limit, a unit or an obligation word (应 / 不得 …) changing changes what a business must do.
const numberPattern = /\d+(?:\.\d+)?/g;
const unitPattern =
  /mg\/kg|μg\/kg|µg\/kg|g\/kg|mg\/L|μg\/L|g\/L|mL|CFU\/g|CFU\/mL|MPN\/g|%|℃|毫克|微克|千克|克|升|小时|日|天|个月|年/g;
const modalPattern = /应当|不得|禁止|严禁|必须|可以|应|宜|需/g;

const bag = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).sort().join('|');

/**
 * Classifies a change from `before` to `after` (either may be missing). `formal` = only layout
 * or punctuation moved (not worth a review); `substantive` = a number, unit or 应/不得 word
 * changed; `wording` = other words changed.
 */
export function classifyChange(before: string | undefined, after: string | undefined): ClauseChange {
  if (before === undefined) return after === undefined ? 'unchanged' : 'added';
  if (after === undefined) return 'removed';
  if (before === after) return 'unchanged';
  const a = coreText(before);
  const b = coreText(after);
  if (a === b) return 'formal';
  const norm = (s: string) => s.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  const x = norm(before);
  const y = norm(after);
  for (const p of [numberPattern, unitPattern, modalPattern]) if (bag(x, p) !== bag(y, p)) return 'substantive';
  return 'wording';
}

/** Whether a change should send the items resting on the clause back for review. */
export const needsReview = (c: ClauseChange) => c === 'wording' || c === 'substantive' || c === 'removed';
