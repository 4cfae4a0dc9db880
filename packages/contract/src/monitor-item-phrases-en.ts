import { englishValue } from './food-vocabulary.js';

/**
 * The monitoring items the server derives (reports/briefings/derive-items.ts) are stored as one
 * Chinese line each, composed of the portal's own words ("检验结果", "不合格", "标准法规库") and
 * data (a product, a firm, a notice's title). An English page reads them as parts: the portal's
 * words in English, the data as stored (marked by the page), hazards by their vocabulary name.
 * Undefined for a line that is not one the server composes (a staff member's own text).
 */
export type ItemPhrase =
  | { kind: 'words'; text: string }
  | { kind: 'data'; text: string }
  | { kind: 'hazard'; text: string; english: string | undefined };

const words = (text: string): ItemPhrase => ({ kind: 'words', text });
const data = (text: string): ItemPhrase => ({ kind: 'data', text });

/** The libraries as a derived item names its source. */
export const itemLibraryNames: Record<string, string> = {
  标准法规库: 'Food standards and laws library',
  日化法规库: 'Cosmetics regulations library',
  饲料法规库: 'Feed regulations library',
};
const events: Record<string, string> = { 发布: 'Published', 废止: 'Abolished', 实施: 'In force' };
const partLabels: Record<string, string> = {
  检验结果: 'measured',
  标准值: 'limit',
  依据: 'basis',
  通报国: 'notified by',
  原产国: 'origin',
  实施日期: 'in force',
  发布日期: 'published',
  废止日期: 'abolished',
};
const derived = new Set(['library', 'rasff', 'sampling']);

/** "发布：title" (library) or "product（firm） hazard不合格" (sampling) in parts. */
export function itemTitlePhrases(title: string, origin: string): ItemPhrase[] | undefined {
  if (!derived.has(origin)) return undefined;
  const event = /^(发布|废止|实施)：(.+)$/s.exec(title);
  if (origin === 'library' && event) return [words(`${events[event[1]!]}: `), data(event[2]!)];
  const fail = /^(.*) (.+)不合格$/s.exec(title);
  if (origin === 'sampling' && fail)
    return [
      data(fail[1]!),
      words(' '),
      { kind: 'hazard', text: fail[2]!, english: englishValue('hazard', fail[2]!) },
      words(' failed'),
    ];
  return origin === 'rasff' ? [data(title)] : undefined;
}

/** "浙江 金华；检验结果 662CFU/g；标准值 150CFU/g；依据 GB 7099-2015；notice" in parts. */
export function itemSummaryPhrases(summary: string, origin: string): ItemPhrase[] | undefined {
  if (!derived.has(origin)) return undefined;
  const out: ItemPhrase[] = [];
  summary.split('；').forEach((part, i) => {
    if (i > 0) out.push(words('; '));
    const library = itemLibraryNames[part];
    if (library) return void out.push(words(library));
    const m = /^(\S+) (.+)$/s.exec(part);
    const label = m && partLabels[m[1]!];
    if (label) out.push(words(`${label} `), data(m[2]!));
    else out.push(data(part));
  });
  return out;
}
