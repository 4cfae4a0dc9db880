import type { DocBlock, DocModel, TextIssue } from '@app/contract';
import { garbageReason } from './garbage.js';
import { cleanInline, latexText } from './inline.js';
import { despace, halfWidth, isSpaced, joinSplitNumbers, rejoinLeadingDigit } from './spacing.js';
import { parseHtmlTable, parseLatexTable, parseMarkdownTable, type ParsedTable } from './tables.js';

/**
 * Normalises a library text, whatever extraction style it came in, into the clean document
 * model: headings, paragraphs, lists, tables and notes, with the repairs it made named as
 * issues and a quality figure. Pure: the same text gives the same model.
 */

const tableMark = (i: number) => `\u0001${i}\u0001`;
const tableLine = /^\u0001(\d+)\u0001$/;
const latexTable = /\\begin\{(tabular|longtable|tabularx)\*?\}[\s\S]*?\\end\{\1\*?\}/g;
const htmlTable = /<table\b[\s\S]*?<\/table>/gi;

/** Sections the source wiki adds to a page (its links to cited and related standards), not text of the standard. */
const wikiSection = /^(引用标准|系列关联|版本关联|相关标准|被引用)$/;
/** A standard's page number, number header or roman page mark. */
const pageFurniture = /^(\d{0,3}\s*GB(?:\/T)?\s*[\d.]+\s*[—–-]\s*\d{4}\s*\d{0,3}|[ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩ]+|[IVX]{1,4})$/;
const tocLeader = /[.…·．]{6,}\s*[\dⅠⅡⅢⅣⅤIVX]*\s*$/;
/** A line that starts something of its own (a clause, a list item, a note, a table caption). */
const startsItem =
  /^(第[零〇一二两三四五六七八九十百千\d]+[条章节]|(?:\d{1,2}(?:\.\d{1,2}){0,4}|[A-H](?:\.\d{1,2}){1,4})[\s\u3000]+\S|附\s*录\s*[A-H]|[a-z]\)|[(（]?\d{1,2}[)）]|（[一二三四五六七八九十]+）|注\s*\d*[：:\s]|表\s*[A-H]?\.?\s*\d)/;
/** A clause number at a line start: 4.3.2, A.1, or ".2.2" whose first digit the extraction lost. */
const clauseNumber = /^(\.?\d{1,2}(?:\.\d{1,2})*|[A-H](?:\.\d{1,2})+)\s/;
const caption = /^表\s*[A-H]?\.?\s*\d+(?:\.\d+)?(?:\s|$)/;
const sentenceEnd = /[。；：！？:;]$/;
const isCjk = (c: string) => /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/.test(c);

interface Line {
  kind: 'text' | 'heading' | 'item' | 'quote' | 'row' | 'table' | 'blank';
  text: string;
  level?: number;
  table?: number;
}

function classify(raw: string): Line {
  const t = raw.trim();
  if (!t) return { kind: 'blank', text: '' };
  const tm = tableLine.exec(t);
  if (tm) return { kind: 'table', text: '', table: Number(tm[1]) };
  if (/^\|.*\|$/.test(t)) return { kind: 'row', text: t };
  const h = /^(#{1,6})\s+(.*)$/.exec(t);
  if (h) return { kind: 'heading', level: h[1]!.length, text: cleanInline(h[2]!).trim() };
  const dash = /^(?:(?:-\s*){3}|———|——|—\s)\s*(.*)$/.exec(t);
  if (dash) return { kind: 'item', text: cleanInline(dash[1]!).trim() };
  const li = /^[-*+•](?:\s+|(?=[。，；]))(.*)$/.exec(t);
  if (li) {
    const text = cleanInline(li[1]!).trim();
    // A numbered clause the extraction drew as a list item is a clause line, not a list item.
    return clauseNumber.test(text) || text === '。' ? { kind: 'text', text } : { kind: 'item', text };
  }
  const q = /^>\s?(.*)$/.exec(t);
  if (q) return { kind: 'quote', text: cleanInline(q[1]!).trim() };
  // A formula line whose $$ fence the extraction lost.
  if (/^\$\$$/.test(t)) return { kind: 'blank', text: '' };
  if (!t.includes('$') && /\\(frac|mathrm|times|cdots|quad|left|right|sum|sqrt|begin|end)\b/.test(t))
    return { kind: 'text', text: latexText(t) };
  return {
    kind: 'text',
    text: cleanInline(raw.replace(/\s+$/, '')).replace(/^\s+/, (m) => (m.length >= 2 ? '  ' : '')),
  };
}

/** The length (20–90 characters) that most lines reach within 3 characters: a page's line width, or 0. */
function lineWidth(lengths: number[]): number {
  let best = 0;
  let bestCount = 0;
  for (let w = 20; w <= 90; w++) {
    const n = lengths.filter((x) => x >= w - 3 && x <= w).length;
    if (n > bestCount) [best, bestCount] = [w, n];
  }
  return bestCount >= 5 ? best : 0;
}

/** Joins two pieces of one wrapped sentence: no space between Chinese, one between Latin words or numbers. */
const join = (a: string, b: string) => (isCjk(a.at(-1) ?? '') || isCjk(b[0] ?? '') ? a + b : `${a} ${b}`);

export function documentModel(raw: string): DocModel {
  const issues = new Set<TextIssue>();
  const unreadable = garbageReason(raw);
  if (unreadable)
    return {
      blocks: [],
      quality: { readable: false, unreadableReason: unreadable, score: 0, issues: ['unreadable'], tables: 0 },
    };
  const tables: ParsedTable[] = [];
  let text = halfWidth(raw)
    .replace(/\r\n?/g, '\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    // A displayed formula ($$…$$ or \[…\]) is a line of its own.
    .replace(/\$\$([\s\S]*?)\$\$|\\\[([\s\S]*?)\\\]/g, (_, a?: string, b?: string) => {
      issues.add('markup');
      return `\n${latexText(a ?? b ?? '').replace(/\s*\n\s*/g, ' ')}\n`;
    })
    .replace(latexTable, (m) => {
      issues.add('latexTables');
      tables.push(parseLatexTable(m));
      return `\n${tableMark(tables.length - 1)}\n`;
    })
    // "表\n\n5 食品中锡限量指标": a caption whose number fell to the next line is no section 5.
    .replace(/(^|\n)表[ \t]*\n(?:[ \t]*\n)?[ \t]*(?=[A-H]?\.?\d)/g, '$1表')
    .replace(htmlTable, (m) => {
      issues.add('htmlTables');
      tables.push(parseHtmlTable(m));
      return `\n${tableMark(tables.length - 1)}\n`;
    });
  if (/<\/?(div|img|span|p|center|br)\b|\$[^$\n]+\$|\*\*/i.test(text)) issues.add('markup');
  if (/\[\[[^\]]+\]\]/.test(text)) issues.add('wikiLinks');
  const joined = joinSplitNumbers(text);
  if (joined !== text) issues.add('splitNumbers');
  text = joined;
  if (isSpaced(text)) {
    issues.add('spacedCharacters');
    text = rejoinLeadingDigit(text.split('\n').map(despace).join('\n'));
  }

  const lines: Line[] = [];
  for (const rawLine of text.split('\n')) {
    const t = rawLine.trim();
    if (/^(-{3,}|\*{3,}|_{3,})$/.test(t) || /^<img\b[^>]*>$/i.test(t)) continue;
    const line = classify(rawLine);
    const bare = line.text.trim();
    if (line.kind !== 'table' && line.kind !== 'blank' && !bare) continue;
    if ((line.kind === 'text' || line.kind === 'heading') && pageFurniture.test(bare)) {
      issues.add('pageFurniture');
      // The page number printed beside the header goes with it.
      if (/^\d{1,3}$/.test(lines.at(-1)?.text.trim() ?? '')) lines.pop();
      continue;
    }
    if (line.kind === 'text' && tocLeader.test(bare)) {
      issues.add('tocLeaders');
      continue;
    }
    if (/^目\s*次$/.test(bare)) continue;
    lines.push(line);
  }

  // The width of a full line of a hard-wrapped PDF text (the commonest long line length): a
  // line that long continues on the next.
  const lengths = lines
    .filter((l) => l.kind === 'text' && /[\u4e00-\u9fff]/.test(l.text))
    .map((l) => l.text.trim().length);
  const width = lineWidth(lengths);
  const hardWrapped = width > 0 && lengths.filter((n) => n >= width - 3).length / (lengths.length || 1) >= 0.15;

  const blocks: DocBlock[] = [];
  let lastSection = '';
  let wiki: { text: string; items: string[] } | undefined;
  let pendingNumber = '';
  const push = (b: DocBlock) => blocks.push(b);
  const seenHeadings = new Set<string>();
  const paragraphs: string[] = [];
  const flushParagraphs = () => {
    // Three or more short pieces in a row are the cells of a table the PDF flattened: one block, line by line.
    let run: string[] = [];
    const flushRun = () => {
      if (run.length >= 3) {
        issues.add('flattenedTables');
        push({ type: 'paragraph', text: run.join('\n') });
      } else run.forEach((r) => push({ type: 'paragraph', text: r.trim() }));
      run = [];
    };
    for (const p of paragraphs) {
      const short = p.trim().length < Math.max(12, width * 0.5) && !sentenceEnd.test(p) && !startsItem.test(p.trim());
      if (short) run.push(p);
      else {
        flushRun();
        push({ type: 'paragraph', text: p.trim() });
      }
    }
    flushRun();
    paragraphs.length = 0;
  };
  const addText = (t: string, continues: boolean) => {
    let s = t;
    const orphan = /^\.(\d{1,2}(?:\.\d{1,2})*)\s/.exec(s.trim());
    if (orphan && lastSection) s = `${lastSection.split('.')[0]}${s.trim()}`;
    const sec = clauseNumber.exec(s.trim());
    if (sec && !sec[1]!.startsWith('.')) lastSection = sec[1]!;
    // A full stop the extraction put on a line of its own belongs to the text before it.
    if (/^[。，；、]+$/.test(s.trim())) {
      if (listItems.length) listItems[listItems.length - 1] += s.trim();
      else if (paragraphs.length) paragraphs[paragraphs.length - 1] += s.trim();
      else if (blocks.at(-1)?.type === 'paragraph') (blocks.at(-1) as { text: string }).text += s.trim();
      return;
    }
    if (continues && paragraphs.length) paragraphs[paragraphs.length - 1] = join(paragraphs.at(-1)!, s.trim());
    else paragraphs.push(s);
  };
  const listItems: string[] = [];
  const flushList = () => {
    if (listItems.length) push({ type: 'list', items: [...listItems] });
    listItems.length = 0;
  };
  const flushAll = () => {
    flushParagraphs();
    flushList();
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (wiki) {
      if (line.kind === 'heading') {
        push({ type: 'note', text: wiki.text, items: wiki.items });
        wiki = undefined;
      } else {
        if (line.kind === 'item' || line.kind === 'text') wiki.items.push(line.text.trim());
        continue;
      }
    }
    switch (line.kind) {
      case 'blank':
        flushList();
        if (!hardWrapped) flushParagraphs();
        break;
      case 'heading': {
        const t = line.text;
        // A running page header repeats a heading of the cover ("食品安全国家标准").
        const key = t.replace(/\s/g, '');
        if (!/^\d/.test(key) && seenHeadings.has(key)) {
          issues.add('pageFurniture');
          break;
        }
        seenHeadings.add(key);
        flushAll();
        if (line.level! <= 2 && wikiSection.test(t.replace(/\s/g, ''))) {
          wiki = { text: t.replace(/\s/g, ''), items: [] };
          break;
        }
        // "## 2" then "## .6 保质期" (or "## 范围"): one heading cut in two by the extraction.
        if (/^(\d{1,2}|[A-H])$/.test(t)) {
          pendingNumber = t;
          break;
        }
        const whole = pendingNumber ? (t.startsWith('.') ? pendingNumber + t : `${pendingNumber} ${t}`) : t;
        pendingNumber = '';
        const orphan = /^\.(\d)/.test(whole) && lastSection ? `${lastSection.split('.')[0]}${whole}` : whole;
        const sec = clauseNumber.exec(orphan);
        if (sec && !sec[1]!.startsWith('.')) lastSection = sec[1]!;
        push({ type: 'heading', level: Math.min(line.level!, 6), text: orphan });
        break;
      }
      case 'item':
        flushParagraphs();
        if (line.text === '。' && listItems.length) listItems[listItems.length - 1] += '。';
        else listItems.push(line.text);
        break;
      case 'quote':
        flushAll();
        push({ type: 'note', text: line.text });
        break;
      case 'row': {
        flushAll();
        const rows = [line.text];
        while (lines[i + 1]?.kind === 'row') rows.push(lines[++i]!.text);
        issues.add('markdownTables');
        const table = parseMarkdownTable(rows);
        if (table.rows.length) push({ type: 'table', headerRows: table.headerRows, rows: table.rows });
        break;
      }
      case 'table': {
        flushList();
        // The caption line printed above the table ("表 2 理化指标") becomes its caption.
        const last = paragraphs.at(-1)?.trim();
        let title: string | undefined;
        if (last && caption.test(last) && last.length < 60) {
          title = last;
          paragraphs.pop();
        }
        flushParagraphs();
        const prev = blocks.at(-1);
        if (!title && prev?.type === 'paragraph' && caption.test(prev.text) && prev.text.length < 60) {
          title = prev.text;
          blocks.pop();
        }
        const t = tables[line.table!]!;
        if (t.rows.length) push({ type: 'table', caption: t.caption ?? title, headerRows: t.headerRows, rows: t.rows });
        break;
      }
      default: {
        if (!/^[。，；、]+$/.test(line.text.trim())) flushList();
        if (pendingNumber) {
          addText(`${pendingNumber} ${line.text.trim()}`, false);
          pendingNumber = '';
          break;
        }
        const prev = lines[i - 1];
        const continues =
          hardWrapped &&
          prev?.kind === 'text' &&
          prev.text.trim().length >= width * 0.85 &&
          !startsItem.test(line.text.trim());
        addText(line.text, continues);
      }
    }
  }
  flushAll();
  if (wiki) push({ type: 'note', text: wiki.text, items: wiki.items });
  return { blocks, quality: quality(blocks, issues) };
}

const blockChars = (b: DocBlock) =>
  b.type === 'table'
    ? b.rows.reduce((n, r) => n + r.reduce((m, c) => m + c.text.length, 0), 0)
    : b.type === 'list'
      ? b.items.join('').length
      : b.text.length + (b.type === 'note' ? (b.items ?? []).join('').length : 0);

/** Share of characters in well-formed blocks: a flattened table or a stray fragment is not one. */
function quality(blocks: DocBlock[], issues: Set<TextIssue>) {
  let all = 0;
  let good = 0;
  for (const b of blocks) {
    const n = blockChars(b);
    all += n;
    const fragment = b.type === 'paragraph' && (b.text.includes('\n') || b.text.length < 4);
    if (!fragment) good += n;
  }
  return {
    readable: true,
    score: all ? Math.round((100 * good) / all) : 0,
    issues: [...issues],
    tables: blocks.filter((b) => b.type === 'table').length,
  };
}
