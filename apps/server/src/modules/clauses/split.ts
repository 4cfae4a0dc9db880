import { createHash } from 'node:crypto';
import type { DocModel } from '@app/contract';
import { blockLines, documentModel } from '../library/document-model/index.js';

/**
 * Splitting a document body into addressable clauses (DESIGN.md 8). Pure functions: the same
 * body always gives the same anchors, so an anchor saved on an obligation finds the same clause
 * in the next version when its number did not change.
 */
export interface SplitClause {
  /** Stable address inside the document: `art-54` (第五十四条), `sec-4.1.1`, `sec-A.2`, `preamble`, `whole`. */
  anchor: string;
  /** How the text labels it: 第五十四条, 4.1.1, A.2. */
  label: string;
  /** The chapter or parent section it sits in (第三章 食品生产经营), for display. */
  context: string;
  /** Position in the document, from 0. */
  ordinal: number;
  text: string;
  /** sha256 of the text with runs of whitespace made one space: any wording change moves it. */
  hash: string;
  /** sha256 of the text without whitespace and punctuation: a change of layout or punctuation keeps it. */
  coreHash: string;
}

const digits: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const units: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** 一百五十四 → 154; Arabic digits pass through. */
export function chineseNumber(s: string): number {
  if (/^\d+$/.test(s)) return Number(s);
  let total = 0;
  let current = 0;
  for (const ch of s) {
    if (ch in digits) current = digits[ch]!;
    else if (ch in units) {
      total += (current || 1) * units[ch]!;
      current = 0;
    }
  }
  return total + current;
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32);
const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
/** Full-width letters and digits as ASCII, then every space and punctuation mark dropped. */
export const coreText = (s: string) =>
  s.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/[\s\p{P}\p{S}]/gu, '');

const articleLine = /^\s*(第([零〇一二两三四五六七八九十百千\d]+)条)[\s\u3000]*/;
const chapterLine = /^\s*#*\s*(第[零〇一二两三四五六七八九十百千\d]+[章节编])[\s\u3000]*(.*)$/;
// A numbered section starts a line with 4 / 4.1 / 4.1.1 / A.2 and is followed by text (a bare
// number on its own line is a table cell or a page number).
const sectionLine = /^\s*((?:\d{1,2}|[A-H])(?:\.\d{1,2}){0,4})[\s\u3000]+(?=[^\d\s.])(.*)$/;
const appendixLine = /^\s*附\s*录\s*([A-H])\b/;

interface Draft {
  anchor: string;
  label: string;
  context: string;
  lines: string[];
  /** Index of the line the clause starts on. */
  start: number;
}

/** A clause with the index of the line it starts on (internal: which block carries its anchor). */
type Placed = SplitClause & { start: number };

function finish(drafts: Draft[]): Placed[] {
  const seen = new Map<string, number>();
  return drafts
    .map((d) => ({ ...d, text: d.lines.join('\n').trim() }))
    .filter((d) => d.text)
    .map((d, ordinal) => {
      // A law text sometimes carries an amendment decision with its own 第一条: suffix repeats.
      const n = (seen.get(d.anchor) ?? 0) + 1;
      seen.set(d.anchor, n);
      const anchor = n === 1 ? d.anchor : `${d.anchor}-${n}`;
      return {
        anchor,
        label: d.label,
        context: d.context,
        start: d.start,
        ordinal,
        text: d.text,
        hash: sha(collapse(d.text)),
        coreHash: sha(coreText(d.text)),
      };
    });
}

function splitArticles(lines: string[]): Placed[] {
  const drafts: Draft[] = [{ anchor: 'preamble', label: '', context: '', lines: [], start: 0 }];
  let chapter = '';
  for (const [i, line] of lines.entries()) {
    const ch = chapterLine.exec(line);
    if (ch && !articleLine.test(line)) {
      chapter = collapse(`${ch[1]} ${ch[2] ?? ''}`.replace(/#/g, ''));
      continue;
    }
    const art = articleLine.exec(line);
    if (art) {
      drafts.push({
        anchor: `art-${chineseNumber(art[2]!)}`,
        label: art[1]!,
        context: chapter,
        lines: [line.trim()],
        start: i,
      });
      continue;
    }
    drafts[drafts.length - 1]!.lines.push(line);
  }
  return finish(drafts);
}

/** Compares section numbers: 4.1 < 4.1.1 < 4.2 < 10; appendix letters come after digits. */
const sectionKey = (n: string) => n.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : 100 + p.charCodeAt(0)));
const after = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? -1;
    const y = b[i] ?? -1;
    if (x !== y) return x > y;
  }
  return false;
};

function splitSections(lines: string[]): Placed[] {
  const drafts: Draft[] = [{ anchor: 'preamble', label: '', context: '', lines: [], start: 0 }];
  let last: number[] = [];
  let appendix = '';
  const titles = new Map<string, string>();
  for (const [i, line] of lines.entries()) {
    const app = appendixLine.exec(line);
    if (app) appendix = app[1]!;
    const sec = sectionLine.exec(line);
    if (sec) {
      const number = sec[1]!;
      const key = sectionKey(number);
      const letter = /^[A-H]/.test(number);
      // Only a number that moves forward starts a section: a page number or a cell that
      // happens to look like "2 表" must not cut the text, and letters need their appendix.
      if (after(key, last) && key[0]! <= 120 && (!letter || number.startsWith(appendix))) {
        last = key;
        const title = collapse(sec[2] ?? '');
        titles.set(number, title.slice(0, 40));
        const parent = number.includes('.') ? number.slice(0, number.lastIndexOf('.')) : '';
        drafts.push({
          anchor: `sec-${number}`,
          label: number,
          context: parent ? collapse(`${parent} ${titles.get(parent) ?? ''}`) : '',
          lines: [line.trim()],
          start: i,
        });
        continue;
      }
    }
    drafts[drafts.length - 1]!.lines.push(line);
  }
  return finish(drafts);
}

/** An amendment printed after the standard (第1号修改单): its own clause, never sections of the standard. */
const amendmentLine = /^第\s*([一二三四五六七八九十\d]+)\s*号修改单/;

function splitLines(lines: string[]): Placed[] {
  const cut = lines.findIndex((l) => amendmentLine.test(l.trim()));
  const main = cut >= 0 ? lines.slice(0, cut) : lines;
  let clauses: Placed[];
  if (main.filter((l) => articleLine.test(l)).length >= 3) clauses = splitArticles(main);
  else {
    const sections = splitSections(main);
    clauses =
      sections.filter((s) => s.anchor !== 'preamble').length >= 3
        ? sections
        : finish([{ anchor: 'whole', label: '', context: '', lines: main, start: 0 }]);
  }
  if (cut < 0) return clauses;
  // Each amendment after the standard is one clause `amendment-N`.
  const drafts: Draft[] = [];
  for (let i = cut; i < lines.length; i++) {
    const m = amendmentLine.exec(lines[i]!.trim());
    if (m && !/解读/.test(lines[i]!))
      drafts.push({
        anchor: `amendment-${chineseNumber(m[1]!)}`,
        label: lines[i]!.trim(),
        context: '',
        lines: [],
        start: i,
      });
    else if (!drafts.length)
      drafts.push({ anchor: 'amendment-1', label: lines[i]!.trim(), context: '', lines: [], start: i });
    drafts.at(-1)!.lines.push(lines[i]!);
  }
  const tail = finish(drafts).map((c, k) => ({ ...c, ordinal: clauses.length + k }));
  return [...clauses, ...tail];
}

const strip = ({ start: _start, ...c }: Placed): SplitClause => c;

/**
 * Splits a normalised document into clauses, and marks on each block the anchor of the clause
 * it starts (the reader's contents and ?clause= links). The source page's own notes (its lists
 * of cited standards) are not text of the standard and belong to no clause.
 */
export function splitModel(model: DocModel): { model: DocModel; clauses: SplitClause[] } {
  const lines: string[] = [];
  const blockOf: number[] = [];
  model.blocks.forEach((b, i) =>
    blockLines(b, false).forEach((l) => {
      lines.push(l);
      blockOf.push(i);
    }),
  );
  const placed = splitLines(lines);
  const blocks = model.blocks.map((b) => ({ ...b }));
  for (const c of placed) {
    const at = blockOf[c.start];
    if (at !== undefined && !blocks[at]!.clause && c.anchor !== 'whole') blocks[at]!.clause = c.anchor;
  }
  return { model: { ...model, blocks }, clauses: placed.map(strip) };
}

const views = new Map<string, DocModel>();
/**
 * The model of a document version as the reader draws it, each clause's first block carrying
 * its anchor (the same anchors `ensureClauses` stores). Kept for the last 50 versions read, so
 * a long standard is normalised once, not on every page view.
 */
export function documentView(docId: number, version: number, body: string): DocModel {
  const key = `${docId}:${version}:${body.length}`;
  const hit = views.get(key);
  if (hit) return hit;
  const { model } = splitModel(documentModel(body));
  views.set(key, model);
  if (views.size > 50) views.delete(views.keys().next().value!);
  return model;
}

/**
 * Splits a body: it is normalised first (extraction markup, spaced characters, split numbers
 * repaired), then a text with articles (第N条 at line starts) is split by article, otherwise a
 * text with numbered sections by section, otherwise it is one clause `whole`. Text before the
 * first article or section is the `preamble` clause; an unreadable text has no clauses.
 */
export function splitClauses(body: string): SplitClause[] {
  return splitModel(documentModel(body)).clauses;
}
