/**
 * Finds the requirement tables of a product standard's full text and splits them into rows of
 * cells. The texts come in three shapes (see data/README.txt): PyPDF2 text with one table row,
 * or one cell, per line; Qwen OCR markdown tables; Qwen OCR LaTeX `tabular` (and a few HTML
 * tables). Each row keeps the raw lines it was read from, which the indicator keeps as its source.
 */

export type TableKind = '理化' | '微生物' | '污染物' | '真菌毒素' | '其他';
export type TableMode = 'latex' | 'markdown' | 'html' | 'plain';

export interface TableRow {
  cells: string[];
  raw: string;
}

export interface TableBlock {
  /** "表2 理化指标" as printed (a continuation keeps its table's caption). */
  caption: string;
  kind: TableKind;
  mode: TableMode;
  rows: TableRow[];
  /** Footnote lines ("a 仅适用于…") by their letter. */
  notes: Record<string, string>;
  /** The table's lines, for the detail page. */
  text: string;
  continued: boolean;
}

const captionRe = /^\s*(?:\d+\s+)?[#*\s]*表\s*([A-Z]?\.?\d+)\s*([(（]续[)）])?\s*(.*?)[*\s]*$/;
const headingRe = /^\s*#*\s*(?:\d+(?:\.\s*\d+)*\.?|[A-Z]\.\d+(?:\.\d+)*)\s+[^\d\s]/;
const chapterRe = /^\s*#*\s*\d+\s+[\u4e00-\u9fa5]{2,}/;
const stopRe = /^\s*#*\s*(?:附\s*录|## 引用标准|参\s*考\s*文\s*献)/;

function kindOf(title: string): TableKind | null {
  if (/感官|外观|等级规格|品质特征/.test(title) && !/理化/.test(title)) return null;
  if (/微生物|菌/.test(title)) return '微生物';
  if (/污染物/.test(title)) return '污染物';
  if (/真菌毒素/.test(title)) return '真菌毒素';
  if (/理化|指标|质量要求|成分|含量|要求/.test(title)) return '理化';
  if (/限量|有毒有害/.test(title)) return '其他';
  return null;
}

/** Extracts the balanced-brace argument that starts at `s[i] === '{'`. */
function braced(s: string, i: number): [string, number] {
  let depth = 0;
  for (let j = i; j < s.length; j++) {
    if (s[j] === '{') depth++;
    else if (s[j] === '}' && --depth === 0) return [s.slice(i + 1, j), j + 1];
  }
  return [s.slice(i + 1), s.length];
}

/** One LaTeX cell to the cells it covers (\multicolumn spans repeat their content). */
function latexCell(cell: string): string[] {
  const c = cell.trim();
  const mc = /^\\multicolumn\s*\{(\d+)\}\s*/.exec(c);
  if (mc) {
    const afterSpec = braced(c, c.indexOf('{', mc[0].length - 1))[1];
    const [content] = braced(c, c.indexOf('{', afterSpec));
    return Array.from({ length: Number(mc[1]) }, () => latexCell(content)[0] ?? '');
  }
  const mr = /^\\multirow\s*\{\d+\}\s*\{[^}]*\}\s*/.exec(c);
  if (mr) return [braced(c, mr[0].length)[0]];
  return [c];
}

function latexRows(body: string): TableRow[] {
  const rows: TableRow[] = [];
  for (const part of body.split(/\\\\\s*(?:\n|$)/)) {
    const raw = part.replace(/\\hline|\\cline\s*\{[^}]*\}|\\toprule|\\midrule|\\bottomrule/g, '').trim();
    if (!raw || raw.startsWith('\\begin') || raw.startsWith('\\end')) continue;
    const cells = raw.split(/(?<!\\)&/).flatMap(latexCell);
    rows.push({ cells, raw });
  }
  return rows;
}

function markdownRows(lines: string[]): TableRow[] {
  return lines
    .filter((l) => l.trim().startsWith('|') && !/^\s*\|?[\s:|-]+\|?\s*$/.test(l))
    .map((l) => {
      const t = l.trim().replace(/^\|/, '').replace(/\|$/, '');
      // OCR puts LaTeX spans in markdown cells too ("| 水分 | \multicolumn{3}{c}{14.0} |").
      return { cells: t.split('|').flatMap((c) => latexCell(c.trim())), raw: l.trim() };
    });
}

/** HTML rows on a grid: a colspan repeats its cell, a rowspan carries it down to the rows below. */
function htmlRows(body: string): TableRow[] {
  const rows: TableRow[] = [];
  const carried: { text: string; rows: number }[] = [];
  for (const tr of body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)) {
    const cells: string[] = [];
    const fill = () => {
      while (carried[cells.length]?.rows) {
        const c = carried[cells.length]!;
        c.rows--;
        cells.push(c.text);
      }
    };
    for (const td of tr[1]!.matchAll(/<t[dh]([^>]*)>([\s\S]*?)<\/t[dh]>/g)) {
      fill();
      const span = Number(/colspan="?(\d+)/.exec(td[1]!)?.[1] ?? 1);
      const down = Number(/rowspan="?(\d+)/.exec(td[1]!)?.[1] ?? 1);
      const text = td[2]!.replace(/<[^>]+>/g, ' ').trim();
      for (let k = 0; k < span; k++) {
        if (down > 1) carried[cells.length] = { text, rows: down - 1 };
        cells.push(text);
      }
    }
    fill();
    rows.push({
      cells,
      raw: tr[0]
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    });
  }
  return rows;
}

const pageHeaderRe = /^\s*\d*\s*(?:GB|犌犅)[\s/T犜]*[\d.．\s]+[—－-]\s*\d{4}\s*\d*\s*$|^\s*\d+\s*$/;

/** Every requirement table of a standard's text, in order. */
export function findTables(text: string): TableBlock[] {
  const lines = text.split('\n');
  const blocks: TableBlock[] = [];
  let lastHeading = '';
  let lastHeadingAt = -100;
  // Appendix tables are test methods, not requirements; some texts carry the standard twice
  // (an amendment, a second extraction) after the appendix, which starts requirements again.
  let inAppendix = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (stopRe.test(line) && i > 20) inAppendix = true;
    else if (/中华人民共和国国家标准|^\s*#*\s*\d+\s*范\s*围\s*$/.test(line)) inAppendix = false;
    if (inAppendix) continue;
    const cap = captionRe.exec(line);
    if (!cap) {
      if (headingRe.test(line)) {
        lastHeading = line;
        lastHeadingAt = i;
      }
      continue;
    }
    const continued = !!cap[2];
    const prev = blocks[blocks.length - 1];
    let title = cap[3]!.trim();
    // OCR may print the number and the title apart ("表 3" / "表 3" / "理化要求"): the title is
    // the first short line of words after the number, before any row of the table.
    if (!title)
      for (let k = i + 1; k < Math.min(lines.length, i + 5); k++) {
        const next = lines[k]!.trim();
        if (!next || captionRe.exec(next)?.[1] === cap[1]) continue;
        if (/^[\u4e00-\u9fa5][\u4e00-\u9fa5\s]{1,19}$/.test(next)) {
          title = next.replace(/\s+/g, '');
          i = k;
        }
        break;
      }
    let caption = `表${cap[1]} ${title}`.trim();
    let kind: TableKind | null;
    if (continued && prev && prev.caption.startsWith(`表${cap[1]}`)) {
      caption = prev.caption;
      kind = prev.kind;
    } else {
      kind =
        kindOf(title) ??
        (i - lastHeadingAt < 12 && !/感官/.test(title) ? kindOf(lastHeading.replace(/^[\s#\d.]+/, '')) : null);
      if (!title && kind) caption = `表${cap[1]} ${lastHeading.replace(/^[\s#\d.]+/, '').trim()}`;
    }
    // A sentence that names a table ("应符合表2的规定") is not a caption.
    if (/规定|符合|见表/.test(title) || !kind) continue;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && j < i + 140; j++) {
      const l = lines[j]!;
      if (captionRe.test(l) || stopRe.test(l)) break;
      if ((headingRe.test(l) || chapterRe.test(l)) && !/^\s*[|\\&]/.test(l) && !/^\s*\d+\s+\d/.test(l)) break;
      if (/\\end\{tabular\}|<\/table>/.test(l)) {
        body.push(l);
        j++;
        break;
      }
      body.push(l);
    }
    const joined = body.join('\n');
    const mode: TableMode = joined.includes('\\begin{tabular}')
      ? 'latex'
      : /<table/.test(joined)
        ? 'html'
        : body.filter((l) => l.trim().startsWith('|')).length >= 2
          ? 'markdown'
          : 'plain';
    const notes: Record<string, string> = {};
    const rows: TableRow[] = [];
    if (mode === 'latex')
      rows.push(
        ...latexRows(joined.slice(joined.indexOf('\\begin{tabular}')).replace(/^\\begin\{tabular\}\{[^}]*\}/, '')),
      );
    else if (mode === 'html') rows.push(...htmlRows(joined));
    else if (mode === 'markdown') rows.push(...markdownRows(body));
    else
      for (const l of body) {
        const t = l.trim();
        if (!t || pageHeaderRe.test(t) || /^<!--/.test(t)) continue;
        rows.push({ cells: [t], raw: t });
      }
    for (const r of rows) {
      const note = /^\s*(?:注\s*\d*[:：]?\s*)?(?:\^?\{?\\?(?:mathrm)?\{?)?([a-e])\}?\}?\s+(\S.*)$/.exec(
        r.cells.join(' ').replace(/\$/g, ''),
      );
      if (note && note[2]!.length > 4) notes[note[1]!] = note[2]!.trim();
    }
    blocks.push({ caption, kind, mode, rows, notes, text: [line, ...body].join('\n').trim(), continued });
    i = j - 1;
  }
  return blocks;
}
