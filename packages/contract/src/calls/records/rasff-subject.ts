import { productPhrases, productWords } from './rasff-products.js';
import { rasffCountries, rasffText } from './rasff-vocabulary.js';

/**
 * The parts of a RASFF subject, "<hazard> in <product> from <origin>" ("Aflatoxins in dried
 * figs from Türkiye", "Salmonella in chicken meat from Poland, via the Netherlands"). A subject
 * written twice ("ocratoxina A en higos … /// Ochratoxin in dried figs from Turkey") is read in
 * its English half. A subject without " in " has no product part: it is kept whole as `rest`.
 */
export interface SubjectParts {
  hazard: string;
  product: string;
  origin: string;
  /** The subject when it follows no pattern (then hazard and product are empty). */
  rest: string;
}

const englishWords = /\b(in|from|of|the|and|with|presence|undeclared)\b/gi;
const englishHalf = (subject: string) => {
  const halves = subject.split(/\s*(?:\/{2,}|\s\|\s)\s*|(?<=\.)\s+(?=[A-Z])/).filter((h) => h.trim());
  if (halves.length < 2) return subject;
  return halves.reduce((best, h) =>
    (h.match(englishWords)?.length ?? 0) > (best.match(englishWords)?.length ?? 0) ? h : best,
  );
};

export function subjectParts(subject: string): SubjectParts {
  let s = englishHalf(subject.replace(/\s+/g, ' ').trim()).replace(/[.\s]+$/, '');
  let origin = '';
  const from = /\s+(?:from|originating from|origin|of origin)\s+(.+)$/i.exec(s);
  if (from) {
    origin = from[1]!.replace(/,?\s*(via|with raw material|through|and distributed)\b.*$/i, '').trim();
    s = s.slice(0, from.index).trim();
  }
  const at = s.search(/\s+in\s+/i);
  if (at <= 0) return { hazard: '', product: '', origin, rest: s };
  return {
    hazard: s.slice(0, at).trim(),
    product: s
      .slice(at)
      .replace(/^\s+in\s+/i, '')
      .replace(/^(an?|the)\s+/i, '')
      .trim(),
    origin,
    rest: '',
  };
}

const countriesLower = new Map(Object.entries(rasffCountries).map(([en, zh]) => [en.toLowerCase(), zh]));
const singular = (w: string) =>
  [w, w.replace(/ies$/, 'y'), w.replace(/es$/, ''), w.replace(/s$/, '')].find((x) => productWords.has(x));
const maxPhrase = Math.max(...[...productPhrases.keys()].map((k) => k.split(' ').length));

/**
 * A product name in Chinese, word by word through the portal's dictionary (multi-word names
 * first); words with no entry stay in English, in square brackets, where they stand:
 * "dried figs" → 干无花果, "kataifi chocolate" → [kataifi]巧克力. Never empty for a non-empty name.
 */
export function productZh(product: string): string {
  const words = product
    .toLowerCase()
    .replace(/[()]/g, ' ')
    .split(/[\s,;:]+/)
    .filter(Boolean);
  const out: string[] = [];
  let unknown: string[] = [];
  const flush = () => {
    if (unknown.length) out.push(`[${unknown.join(' ')}]`);
    unknown = [];
  };
  for (let i = 0; i < words.length;) {
    let done = false;
    for (let n = Math.min(maxPhrase, words.length - i); n >= 2 && !done; n--) {
      const zh = productPhrases.get(words.slice(i, i + n).join(' '));
      if (zh !== undefined) {
        flush();
        out.push(zh);
        i += n;
        done = true;
      }
    }
    if (done) continue;
    const key = singular(words[i]!);
    // A country named inside the product ("pistachios Iran") is the country's name.
    const country = key === undefined ? countriesLower.get(words[i]!) : undefined;
    if (key !== undefined || country) {
      flush();
      out.push(key !== undefined ? productWords.get(key)! : country!);
    } else unknown.push(words[i]!);
    i++;
  }
  flush();
  return out.join('');
}

const countryAliases: Record<string, string> = {
  turkey: 'Türkiye',
  uk: 'United Kingdom',
  usa: 'United States',
  'u.s.a.': 'United States',
  'the united states': 'United States',
  'the netherlands': 'Netherlands',
  holland: 'Netherlands',
};
/** A country as a subject writes it; one the dictionary lacks stays in brackets. */
export function countryZh(name: string): string {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '');
  const zh = countriesLower.get(countryAliases[key]?.toLowerCase() ?? key) ?? countriesLower.get(key);
  return zh ?? `[${name.trim()}]`;
}

const latinWord = /[A-Za-z]{3,}/;
/** Chinese apart from what is bracketed (a serovar in （）, an untranslated word in []). */
export const inChinese = (zh: string) => !!zh && !latinWord.test(zh.replace(/（[^）]*）|\[[^\]]*\]/g, ''));

/**
 * A Chinese line for a notification on a zh-cn list, where the source's subject is English free
 * text: the hazards (the structured field, else the subject's hazard part), the product read
 * from the subject, and the origin, e.g. "黄曲霉毒素（干无花果，原产土耳其）". Hazards with no
 * Chinese are left out ("…等"); when none has one, the hazard category stands for them with the
 * subject's words in brackets. The product is never dropped: its untranslated words stay in
 * English in brackets. Undefined when no hazard can be named at all.
 */
export function rasffSubjectZh(row: {
  product?: unknown;
  hazard?: unknown;
  hazardCategory?: unknown;
  productCategory?: unknown;
  originCountry?: unknown;
}): string | undefined {
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const parts = subjectParts(str(row.product));
  const items = str(row.hazard)
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const zh = items.map((h) => rasffText('hazard', h, 'zh-cn')).filter(inChinese);
  const category = rasffText('hazardCategory', str(row.hazardCategory), 'zh-cn');
  const fromSubject = parts.hazard ? rasffText('hazard', parts.hazard, 'zh-cn') : '';
  const hazard = zh.length
    ? `${zh.join('、')}${zh.length < items.length ? '等' : ''}`
    : inChinese(fromSubject)
      ? fromSubject
      : inChinese(category)
        ? `${category}${parts.hazard ? ` [${parts.hazard}]` : ''}`
        : '';
  if (!hazard) return undefined;
  const productName = parts.product || parts.rest;
  const categoryZh = rasffText('productCategory', str(row.productCategory), 'zh-cn');
  const product = productName ? productZh(productName) : inChinese(categoryZh) ? categoryZh : '';
  const origins = str(row.originCountry);
  const origin = origins ? rasffText('originCountry', origins, 'zh-cn') : parts.origin ? countryZh(parts.origin) : '';
  const about = [product, origin && (inChinese(origin) || origin.startsWith('[')) ? `原产${origin}` : ''].filter(
    Boolean,
  );
  return about.length ? `${hazard}（${about.join('，')}）` : hazard;
}
