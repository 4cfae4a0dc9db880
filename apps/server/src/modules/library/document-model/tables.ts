import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterTypes as T } from 'parse5';
import type { TableCell } from '@app/contract';
import { cleanInline, latexText } from './inline.js';

/** A table read from one of the source notations: header rows first, merged cells kept as spans. */
export interface ParsedTable {
  caption?: string;
  headerRows: number;
  rows: TableCell[][];
}

const cell = (text: string, colSpan = 1, rowSpan = 1): TableCell => ({
  text,
  ...(colSpan > 1 ? { colSpan } : {}),
  ...(rowSpan > 1 ? { rowSpan } : {}),
});

/**
 * Without a marked header, the first row is the header, with the rows its merged cells reach
 * down into and the rows under it with no number in them (特级 / 一级 under a merged group).
 */
function defaultHeader(rows: TableCell[][]): number {
  if (rows.length < 2) return 0;
  let n = Math.max(1, ...rows[0]!.map((c) => c.rowSpan ?? 1));
  while (n < 3 && n < rows.length - 1 && rows[n]!.every((c) => !/\d/.test(c.text))) n++;
  return n;
}

const group = String.raw`\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}`;
const multicolumn = new RegExp(String.raw`^\\multicolumn\s*\{(\d+)\}\s*${group}\s*${group}$`);
const multirow = new RegExp(String.raw`^\\multirow\s*\{(\d+)\}\s*(?:\[[^\]]*\])?\s*${group}\s*${group}$`);

/** Splits on a separator outside braces and not escaped. */
function splitTop(s: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '\\' && s.startsWith(sep, i + 1) && sep !== '\\\\') {
      i += sep.length;
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0 && s.startsWith(sep, i)) {
      out.push(s.slice(start, i));
      i += sep.length - 1;
      start = i + 1;
    }
  }
  out.push(s.slice(start));
  return out;
}

function latexCell(raw: string): TableCell {
  let src = raw.trim();
  let colSpan = 1;
  let rowSpan = 1;
  for (let i = 0; i < 2; i++) {
    const mc = multicolumn.exec(src);
    if (mc) {
      colSpan = Number(mc[1]);
      src = mc[3]!.trim();
    }
    const mr = multirow.exec(src);
    if (mr) {
      rowSpan = Number(mr[1]);
      src = mr[3]!.trim();
    }
  }
  return cell(cleanInline(latexText(src.replace(/\\(?:newline|linebreak)\b/g, ' '))), colSpan, rowSpan);
}

/**
 * LaTeX writes an empty `&` cell under a cell merged down with \\multirow: that placeholder is
 * not a cell of its own (HTML leaves it out already), the merged cell keeps its span.
 */
function dropCovered(rows: TableCell[][]): TableCell[][] {
  const covered: number[] = []; // column -> rows still covered below a rowspan
  const coveredAt = (col: number) => (covered[col] ?? 0) > 0;
  return rows.map((row) => {
    const out: TableCell[] = [];
    let col = 0;
    for (const c of row) {
      if (coveredAt(col) && !c.text) {
        covered[col]!--;
        col++;
        continue;
      }
      out.push(c);
      const span = c.colSpan ?? 1;
      for (let k = 0; k < span; k++) covered[col + k] = (c.rowSpan ?? 1) - 1;
      col += span;
    }
    for (; col < covered.length; col++) if (coveredAt(col)) covered[col]!--;
    return out;
  });
}

/** `\begin{tabular}{…} … \end{tabular}` (OCR output) as a table. */
export function parseLatexTable(src: string): ParsedTable {
  const caption = /\\caption\s*\{([^}]*)\}/.exec(src)?.[1];
  const body = src
    .replace(/\\begin\{(?:tabular|longtable|tabularx|array)\*?\}\s*(?:\{[^}]*\}\s*)?\{(?:[^{}]|\{[^{}]*\})*\}/g, '')
    .replace(/\\end\{(?:tabular|longtable|tabularx|array)\*?\}/g, '')
    .replace(/\\(?:begin|end)\{(?:table|center|minipage)\*?\}(?:\[[^\]]*\])?(?:\{[^}]*\})?/g, '')
    .replace(/\\caption\s*\{[^}]*\}|\\centering|\\label\{[^}]*\}/g, '')
    .replace(
      /\\(?:hline|toprule|midrule|bottomrule|endhead|endfirsthead|endfoot)\b|\\cline\s*\{[^}]*\}|\\cmidrule(?:\([^)]*\))?\s*\{[^}]*\}/g,
      '',
    );
  const rows = splitTop(body, '\\\\')
    .map((r) => r.replace(/^\s*\[[^\]]*\]/, '').trim())
    .filter((r) => r.length)
    .map((r) => splitTop(r, '&').map(latexCell));
  const placed = dropCovered(rows).filter((r) => r.some((c) => c.text));
  return { ...(caption ? { caption: cleanInline(caption) } : {}), headerRows: defaultHeader(placed), rows: placed };
}

const attr = (el: T.Element, name: string) => Number(el.attrs.find((a) => a.name === name)?.value) || 1;
const textOf = (n: T.ChildNode): string =>
  n.nodeName === '#text'
    ? (n as T.TextNode).value
    : 'childNodes' in n
      ? (n.nodeName === 'br' ? ' ' : '') + n.childNodes.map(textOf).join('')
      : '';

/** `<table>…</table>` as a table; rows in `<thead>` or of `<th>` cells only are the header. */
export function parseHtmlTable(src: string): ParsedTable {
  const rows: TableCell[][] = [];
  let headerRows = 0;
  let caption: string | undefined;
  const walk = (n: T.ChildNode, inHead: boolean) => {
    if (n.nodeName === 'caption') caption = cleanInline(textOf(n).replace(/\s+/g, ' ').trim());
    else if (n.nodeName === 'tr') {
      const cells = (n as T.Element).childNodes.filter(
        (c): c is T.Element => c.nodeName === 'td' || c.nodeName === 'th',
      );
      if (inHead || (cells.length && cells.every((c) => c.nodeName === 'th') && rows.length === headerRows))
        headerRows++;
      rows.push(
        cells.map((c) =>
          cell(cleanInline(textOf(c).replace(/\s+/g, ' ').trim()), attr(c, 'colspan'), attr(c, 'rowspan')),
        ),
      );
    } else if ('childNodes' in n) n.childNodes.forEach((c) => walk(c, inHead || n.nodeName === 'thead'));
  };
  parseFragment(src).childNodes.forEach((n) => walk(n, false));
  const kept = rows.filter((r) => r.some((c) => c.text));
  return { ...(caption ? { caption } : {}), headerRows: headerRows || defaultHeader(kept), rows: kept };
}

const separatorRow = /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

/** Markdown pipe-table lines as a table; the rows above the `|---|` line are the header. */
export function parseMarkdownTable(lines: string[]): ParsedTable {
  const sep = lines.findIndex((l) => separatorRow.test(l.trim()));
  const rows = lines
    .filter((l) => !separatorRow.test(l.trim()))
    .map((l) =>
      // OCR sometimes writes LaTeX merged cells inside a pipe table.
      splitTop(l.trim().replace(/^\|/, '').replace(/\|$/, ''), '|').map((c) =>
        /\\multi(column|row)/.test(c) ? latexCell(c) : cell(cleanInline(c.trim())),
      ),
    );
  return { headerRows: sep > 0 ? sep : 0, rows: rows.filter((r) => r.some((c) => c.text)) };
}
