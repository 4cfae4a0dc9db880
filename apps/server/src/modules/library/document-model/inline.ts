/**
 * Inline markup of the extraction styles turned into plain characters: LaTeX math ($\geq$ 0.80,
 * 10^{4}, NO_{2}^{-}), HTML tags and entities, markdown emphasis and wiki links. What is left is
 * text a reader would have seen on the printed page.
 */

const symbols: Record<string, string> = {
  geq: '≥',
  geqslant: '≥',
  ge: '≥',
  leq: '≤',
  leqslant: '≤',
  le: '≤',
  neq: '≠',
  ne: '≠',
  approx: '≈',
  times: '×',
  div: '÷',
  pm: '±',
  mp: '∓',
  cdot: '·',
  bullet: '·',
  sim: '~',
  backsim: '~',
  circ: '°',
  degree: '°',
  prime: '′',
  infty: '∞',
  rightarrow: '→',
  to: '→',
  leftarrow: '←',
  ldots: '…',
  cdots: '…',
  dots: '…',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  Delta: 'Δ',
  epsilon: 'ε',
  varepsilon: 'ε',
  theta: 'θ',
  lambda: 'λ',
  mu: 'μ',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  Sigma: 'Σ',
  tau: 'τ',
  phi: 'φ',
  varphi: 'φ',
  omega: 'ω',
  Omega: 'Ω',
  '%': '%',
  '&': '&',
  '#': '#',
  _: '_',
  $: '$',
  '{': '{',
  '}': '}',
};

const superscripts: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  n: 'ⁿ',
};
const subscripts: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
};
/** Raised or lowered text in Unicode where every character has a form, else marked ^(…) / _(…). */
const script = (s: string, map: Record<string, string>, mark: string) =>
  [...s].every((c) => c in map) ? [...s].map((c) => map[c]).join('') : s.length === 1 ? `${mark}${s}` : `${mark}(${s})`;

// One level of braces is what the OCR writes ({\mathrm{mg}}, ^{2}).
const group = String.raw`\{((?:[^{}]|\{[^{}]*\})*)\}`;

/** A LaTeX fragment (math or a table cell) as plain text. */
export function latexText(src: string): string {
  // Matrices and cases inside a formula: rows apart by "; ", cells by a space.
  let s = src
    .replace(/\\(?:begin|end)\{[a-z*]+\}(?:\{[^}]*\})?/g, ' ')
    .replace(/\\\\/g, '; ')
    .replace(/(^|[^\\])&/g, '$1 ');
  for (let i = 0; i < 3; i++) {
    s = s
      .replace(new RegExp(String.raw`\\(?:frac|dfrac|tfrac)\s*${group}\s*${group}`, 'g'), '$1/$2')
      .replace(
        new RegExp(
          String.raw`\\(?:mathrm|text|textrm|mathbf|textbf|textit|mathit|emph|operatorname|boldsymbol|mathsf|underline|overline|mbox|textsuperscript|textsubscript)\s*${group}`,
          'g',
        ),
        '$1',
      )
      .replace(new RegExp(String.raw`\^\s*${group}`, 'g'), (_, x: string) => script(x.trim(), superscripts, '^'))
      .replace(new RegExp(String.raw`_\s*${group}`, 'g'), (_, x: string) => script(x.trim(), subscripts, '_'));
  }
  s = s
    .replace(/\^\s*([0-9+\-n])/g, (_, x: string) => script(x, superscripts, '^'))
    .replace(/_\s*([0-9])/g, (_, x: string) => script(x, subscripts, '_'))
    .replace(/\\sqrt\s*/g, '√')
    .replace(/\\([A-Za-z]+)\s?/g, (_, name: string) => symbols[name] ?? '')
    .replace(/\\([%&#_${}])/g, (_, c: string) => symbols[c] ?? c)
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/[{}]/g, '')
    .replace(/~/g, ' ');
  // The dotted leader before a formula's number.
  return s
    .replace(/[…·.]{6,}/g, ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

const entities: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  nbsp: ' ',
  quot: '"',
  apos: "'",
  middot: '·',
  times: '×',
  le: '≤',
  ge: '≥',
  plusmn: '±',
  deg: '°',
  mu: 'μ',
  micro: 'µ',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};
export const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : (entities[e] ?? m),
  );

/** `[[GB_14880-2012|食品安全国家标准 …]]` → `GB 14880-2012 食品安全国家标准 …`; `[[X]]` → X. */
export const wikiLink = (target: string, label?: string) => {
  const number = /^(GB(?:_T)?)_([\d.]+-\d{4})$/.exec(target.trim());
  const name = number ? `${number[1]!.replace('_T', '/T')} ${number[2]}` : target.replace(/_/g, ' ').trim();
  if (!label) return name;
  return number && !label.includes(number[2]!) ? `${name} ${label.trim()}` : label.trim();
};

/** One line of text with its inline markup resolved. */
export function cleanInline(line: string): string {
  return decodeEntities(
    line
      .replace(/\[\[([^\]|]+)(?:\|([^\]]*))?\]\]/g, (_, t: string, l?: string) => wikiLink(t, l))
      .replace(/\$\$([^$]+)\$\$|\$([^$\n]+)\$|\\\(([^)]*?)\\\)/g, (_, a?: string, b?: string, c?: string) =>
        latexText(a ?? b ?? c ?? ''),
      )
      .replace(/<sup>([^<]*)<\/sup>/gi, (_, x: string) => script(x.trim(), superscripts, '^'))
      .replace(/<sub>([^<]*)<\/sub>/gi, (_, x: string) => script(x.trim(), subscripts, '_'))
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<!--.*?-->/g, '')
      .replace(/<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/gi, '')
      .replace(/\*\*([^*\n]+)\*\*/g, '$1')
      .replace(/(^|[^*\w])\*([^*\s][^*\n]*?)\*(?!\w)/g, '$1$2')
      .replace(/__([^_\n]+)__/g, '$1')
      .replace(/\\([%&#_$])/g, '$1'),
  ).trimEnd();
}
