/**
 * PDF text extracted character by character ("GB 7 7 1 8-2 0 2 5", "4 . 1 2 . 1", "国 家 市 场")
 * and numbers cut at line ends ("4.\n1 铅", "0.\n2"): the repairs that give back the printed
 * words. Spaced repair runs only on a text that is spaced throughout, since elsewhere a space
 * between two numbers can be a column gap.
 */

const cjk = '\\u3400-\\u9fff\\uf900-\\ufaff';
const closing = '，。、；：？！）」』》〉】”';
const opening = '（《「『〈【“';
const spacedPair = new RegExp(`[${cjk}${closing}${opening}] (?=[${cjk}${closing}${opening}])`, 'g');
const cjkChar = new RegExp(`[${cjk}]`, 'g');

/** Whether a text was extracted with spaces between its characters. */
export function isSpaced(text: string): boolean {
  const pairs = text.match(spacedPair)?.length ?? 0;
  const chars = text.match(cjkChar)?.length ?? 0;
  const digits = text.match(/\d \d \d/g)?.length ?? 0;
  return (pairs >= 20 && pairs / chars > 0.08) || digits > 5;
}

/** One line of a spaced text with the extraction spaces taken out. */
export function despace(line: string): string {
  let s = line;
  for (let i = 0; i < 4; i++) s = s.replace(/(\d) (?=\d)/g, '$1');
  return s
    .replace(/(\d) ?\. ?(?=\d)/g, '$1.')
    .replace(/^((?:#+|[-*])\s+)?\. (?=\d)/, '$1.')
    .replace(/\b([A-H]) ?\. ?(?=\d)/g, '$1.')
    .replace(/ +:/g, ':')
    .replace(new RegExp(`([${cjk}]) (?=[${cjk}])`, 'g'), '$1')
    .replace(new RegExp(`([${cjk}]) (?=[${cjk}])`, 'g'), '$1')
    .replace(new RegExp(` ?([${closing}]) ?`, 'g'), '$1')
    .replace(new RegExp(` ?([${opening}]) ?`, 'g'), '$1')
    .replace(/ ?([,;:]) (?=[^\d\sA-Za-z])/g, '$1')
    .replace(new RegExp(`([${cjk}]) ([,;])`, 'g'), '$1$2')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .replace(/(\d) ?c m ?2\b/g, '$1 cm²')
    .replace(/\b([a-z]) (?=[a-z]\b)/g, '$1')
    .replace(/\b([A-Z]) (?=[A-Z]\b)/g, '$1')
    .replace(/(GB(?:\/T)?)(?=\d)/g, '$1 ')
    .replace(/(\d) ?- ?(?=\d{4}\b)/g, '$1-')
    .replace(/'\s*([^'\n]{1,40}?)\s*'/g, '“$1”')
    .replace(/ {2,}/g, ' ');
}

/** A clause number's first digit left at the end of the line before (`…名称。4` / `- .2.2 在…`) moved back to it. */
export const rejoinLeadingDigit = (text: string) =>
  text.replace(/([。；;]) ?(\d{1,2})\n((?:[-*] |#+ )?)\.(?=\d)/g, '$1\n$3$2.');

/** Numbers cut at a line end, "4.\n1.\n1 食品中" and "0.\n2", joined again. */
export const joinSplitNumbers = (text: string) => text.replace(/(\d)\.[ \t]*\n[ \t]*(?=\d)/g, '$1.');

/**
 * Full-width digits and Latin letters as ASCII ("ＧＢ１５２０３" → "GB15203", "２．１" → "2.1"),
 * and the letters of a standard number that a PDF font printed as 犌犅／犜 (GB/T). Chinese
 * full-width punctuation (，：（）) stays as printed.
 */
export const halfWidth = (text: string) =>
  text
    .replace(/犌犅(?:[／/]犜)?/g, (m) => (m.length > 2 ? 'GB/T' : 'GB'))
    .replace(/[０-９Ａ-Ｚａ-ｚ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/(\d)\s*．\s*(?=\d)/g, '$1.')
    .replace(/(\d)\s*－\s*(?=\d)/g, '$1-')
    .replace(/(GB)\s*／\s*(?=T)/g, '$1/');
