/**
 * The match key of an INCI name: capitals, full-width forms folded (NFKC), spaces around
 * punctuation dropped and runs of space made one, so "Salicylic  acid" and "SALICYLIC ACID" meet.
 * `solidKey` drops every space: the catalogue rows flagged for a space inside a word
 * ("DIMETHICON E") are found through it, and the answer says so.
 */
export const inciKey = (s: string) =>
  s
    .normalize('NFKC')
    .toUpperCase()
    .replace(/\s*([/,;:()\-&.])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

export const solidKey = (s: string) => inciKey(s).replace(/ /g, '');

/** A Chinese name folded the same way (full-width brackets and spaces). */
export const cnKey = (s: string) => s.normalize('NFKC').replace(/\s+/g, '').trim();
