/**
 * GB 2760-2024 read from its full text (PyPDF2, one table cell per line): the permitted uses of
 * table A.1 with every continuation page (表A.1(续)), the list of excepted food categories of
 * table A.2, and the food category tree of appendix E (table E.1). Pure: the importer writes what
 * this returns, and the tests run it on the shipped text without a database.
 *
 * The PDF extraction cuts every number at its dots ("04." / "04." / "01") and prints the page
 * number, digit by digit, above each page's running head ("GB2760—2024"); both are undone first.
 */

export interface Gb2760Use {
  /** The additive's name as the table prints it (with its 又名/包括 part). */
  additive: string;
  english: string;
  cns: string;
  ins: string;
  func: string;
  /** Appendix E code, or null for a use on all foods (各类食品 …). */
  code: string | null;
  category: string;
  maxUse: string;
  /** The unit of a bare number, from the column heading ("最大使用量/(g/kg)"). */
  unit: string;
  remark: string;
  /** For a use on all foods: the numbers of table A.2 whose categories it does not reach. */
  exceptNumbers: number[];
  page: number;
}

export interface Gb2760Read {
  uses: Gb2760Use[];
  exceptions: { no: number; code: string; name: string }[];
  categories: { code: string; name: string }[];
  rejected: { table: string; page: number; text: string; reason: string }[];
}

const runningHead = /^GB\s*2760\s*[—-]\s*2024$/;
const codeRe = /^\d{2}(?:\.\d{1,2})*$/;
const maxUseRe = /^(?:\d+(?:\.\d+)?\s*(?:g\/kg|mg\/kg|g\/L|mg\/L)?|按生产需要适量使用)$/;
const cjk = /[\u4e00-\u9fff]/;
const footnote = /^\d{1,2}\)\s*[\u4e00-\u9fff]/;
/** A footnote's mark glued to a name: "赤藓糖醇6)", "天门冬酰苯丙氨酸甲酯乙酰磺胺酸9)". */
const footnoteMark = /(?<=[\u4e00-\u9fff\])）])\d{1,2}\)$/;
const headerCells = /^(食品分类号|食品名称|最大使用量.*|备注|例外食品类别编号|食品类别\/名称)$/;

/** Lines with numbers rejoined, page numbers and running heads dropped, each with its page. */
function cleanLines(text: string): { line: string; page: number }[] {
  const raw = text.split('\n').map((l) => l.trim());
  const joined: string[] = [];
  for (const l of raw) {
    const prev = joined[joined.length - 1];
    // "04." + "04." + "01" is one code; "1." + "0" one value; "表A." + "1(续)" one caption.
    if (prev !== undefined && /\.$/.test(prev) && /^\d/.test(l)) joined[joined.length - 1] = prev + l;
    else joined.push(l);
  }
  const out: { line: string; page: number }[] = [];
  let page = 0;
  let inFootnote = false;
  for (const line of joined) {
    // A footnote ("3) 添加该添加剂的食品应标明: …。") stands where the PDF put it, often between two
    // cells, over one or more lines up to its full stop: it is not a cell.
    if (inFootnote || footnote.test(line)) {
      inFootnote = !/。$/.test(line);
      continue;
    }
    if (runningHead.test(line)) {
      // The page number stands above the running head, one digit a line, last digit first.
      const digits: string[] = [];
      while (digits.length < 3 && /^\d$/.test(out[out.length - 1]?.line ?? '')) digits.push(out.pop()!.line);
      const n = Number(digits.join(''));
      // Only as many digits as make the next page number are the page's; a digit more was a cell.
      let keep = digits.length;
      while (keep > 1 && page && Number(digits.slice(0, keep).join('')) !== page + 1) keep--;
      for (const d of digits.slice(keep).reverse()) out.push({ line: d, page });
      page = keep ? Number(digits.slice(0, keep).join('')) : n || page + 1;
      continue;
    }
    if (line) out.push({ line, page: page + 1 });
  }
  return out;
}

const opens = (s: string) => (s.match(/[(（[“]/g) ?? []).length - (s.match(/[)）\]”]/g) ?? []).length;

/**
 * The lines between one use's maximum and the next additive's CNS line hold the use's remark,
 * then the next additive's Chinese name, then its English name. The English lines are those
 * without Chinese; the name is the last Chinese line, grown upwards while its brackets are open.
 */
function splitRemarkAndHeading(lines: string[]) {
  let e = lines.length;
  while (e > 0 && !cjk.test(lines[e - 1]!)) e--;
  const name = (a: number, b: number) => lines.slice(a, b).join('').replace(footnoteMark, '');
  let s = Math.max(e - 1, 0);
  while (s > 0 && opens(name(s, e)) < 0) s--;
  // "双乙酰酒石酸单双甘油酯(简称“DA-" goes on with "TEM”)", a line without Chinese.
  while (e < lines.length && opens(name(s, e)) > 0) e++;
  return { remark: lines.slice(0, s), name: name(s, e), english: lines.slice(e) };
}

/** "表A.2中编号为1~62、64~68的食品类别除外" → 1…62, 64…68. */
export function exceptNumbersOf(category: string): number[] {
  const m = /表A\.2\s*中\s*编号为([\d~～\-、,，\s]+)的/.exec(category);
  if (!m) return [];
  const out: number[] = [];
  for (const part of m[1]!.split(/[、,，]/)) {
    const [a, b] = part.split(/[~～-]/).map((x) => Number(x.trim()));
    if (!a) continue;
    for (let n = a; n <= (b || a); n++) out.push(n);
  }
  return out;
}

interface Heading {
  additive: string;
  english: string;
  cns: string;
  ins: string;
  func: string;
}

export function readGb2760Text(text: string): Gb2760Read {
  const lines = cleanLines(text);
  const find = (re: RegExp, from = 0) => {
    for (let i = from; i < lines.length; i++) if (re.test(lines[i]!.line)) return i;
    return -1;
  };
  // The contents list names the tables too: the appendices start at their "附 录 X" headings.
  const appendixA = find(/^附\s*录\s*A$/);
  const a1 = find(/^表A\.1\s*食品添加剂的允许使用品种/, appendixA);
  const a2 = find(/^表A\.2\s*表A\.1中例外食品编号对应的食品类别$/, a1);
  const appendixB = find(/^附\s*录\s*B$/, a2);
  const appendixE = find(/^附\s*录\s*E$/, appendixB);
  const appendixF = find(/^附\s*录\s*F$/, appendixE);
  const out: Gb2760Read = { uses: [], exceptions: [], categories: [], rejected: [] };
  if (a1 < 0 || a2 < 0) return out;
  readTableA1(lines.slice(a1 + 1, a2), out);
  readTableA2(lines.slice(a2 + 1, appendixB < 0 ? undefined : appendixB), out);
  if (appendixE > 0) readAppendixE(lines.slice(appendixE + 1, appendixF < 0 ? undefined : appendixF), out);
  return out;
}

function readTableA1(lines: { line: string; page: number }[], out: Gb2760Read) {
  let heading: Heading | null = null;
  let unit = '';
  let i = 0;
  const at = (k: number) => lines[k]?.line ?? '';
  const isCaption = (l: string) => /^表A\.1\s*[(（]续[)）]$/.test(l);
  while (i < lines.length) {
    const l = at(i);
    if (l.startsWith('CNS号')) {
      // An additive's heading: name and English above (taken when the row before ended), then INS and 功能.
      let cns = at(i++);
      while (i < lines.length && !at(i).startsWith('INS号')) cns += at(i++);
      let ins = '';
      while (i < lines.length && !at(i).startsWith('功能')) ins += at(i++);
      let func = '';
      while (i < lines.length && !headerCells.test(at(i))) func += at(i++);
      heading = {
        ...(heading ?? { additive: '', english: '' }),
        cns: cns.replace(/^CNS号\s*/, ''),
        ins: ins.replace(/^INS号\s*/, ''),
        func: func.replace(/^功能\s*/, ''),
      };
      continue;
    }
    if (headerCells.test(l) || isCaption(l)) {
      const m = /^最大使用量\/[(（](.+)[)）]$/.exec(l);
      if (/^最大使用量/.test(l)) unit = m ? m[1]! : '';
      i++;
      continue;
    }
    if (codeRe.test(l) || /^—\d?\)?$/.test(l)) {
      const page = lines[i]!.page;
      const code = l.startsWith('—') ? null : l;
      i++;
      const name: string[] = [];
      // "50 .0g/L": a space the extraction put inside a number.
      const isMax = (k: number) => maxUseRe.test(at(k).replace(/\s+/g, ''));
      while (i < lines.length && !isMax(i) && !codeRe.test(at(i)) && !at(i).startsWith('CNS号')) name.push(at(i++));
      if (!isMax(i)) {
        out.rejected.push({
          table: '表A.1',
          page,
          text: `${l} ${name.join('')}`,
          reason: 'a food category with no maximum use after it: not a use',
        });
        continue;
      }
      const maxUse = at(i++).replace(/\s+/g, '');
      // The remark runs to the next code, the next page's heading or the next additive's CNS line.
      const rest: string[] = [];
      while (i < lines.length && !codeRe.test(at(i)) && !/^—\d?\)?$/.test(at(i)) && !at(i).startsWith('CNS号')) {
        if (headerCells.test(at(i)) || isCaption(at(i))) break;
        rest.push(at(i++));
      }
      const next = at(i).startsWith('CNS号') ? splitRemarkAndHeading(rest) : { remark: rest, name: '', english: [] };
      const category = name.join('');
      if (!heading?.additive)
        out.rejected.push({ table: '表A.1', page, text: `${l} ${category}`, reason: 'a use before any additive' });
      else
        out.uses.push({
          ...heading,
          code,
          category,
          maxUse,
          unit: /[a-zA-Z]/.test(maxUse) || !/^\d/.test(maxUse) ? '' : unit,
          remark: next.remark.join(''),
          exceptNumbers: code ? [] : exceptNumbersOf(category),
          page,
        });
      if (next.name) heading = { additive: next.name, english: next.english.join(' '), cns: '', ins: '', func: '' };
      continue;
    }
    // Before the first row: the first additive's name and English stand above its CNS line.
    const block: string[] = [];
    while (i < lines.length && !at(i).startsWith('CNS号') && !codeRe.test(at(i)) && !headerCells.test(at(i)))
      block.push(at(i++));
    if (at(i).startsWith('CNS号')) {
      const h = splitRemarkAndHeading(block);
      heading = { additive: h.name, english: h.english.join(' '), cns: '', ins: '', func: '' };
    }
  }
}

/** Table A.2: "1." + code (joined into "1.01.01.01"), then the category's name. */
function readTableA2(lines: { line: string; page: number }[], out: Gb2760Read) {
  let current: { no: number; code: string; name: string } | null = null;
  for (const { line } of lines) {
    const m = /^(\d{1,2})\.(\d{2}(?:\.\d{1,2})*)$/.exec(line);
    if (m) {
      current = { no: Number(m[1]), code: m[2]!, name: '' };
      out.exceptions.push(current);
    } else if (current && !headerCells.test(line) && !/^表A\.2/.test(line)) current.name += line;
  }
}

/** Table E.1: code, then the category's name (over one or more lines). */
function readAppendixE(lines: { line: string; page: number }[], out: Gb2760Read) {
  let current: { code: string; name: string } | null = null;
  for (const { line } of lines) {
    if (codeRe.test(line)) {
      current = { code: line, name: '' };
      out.categories.push(current);
    } else if (current && !headerCells.test(line) && !/^表E\.1/.test(line)) current.name += line;
  }
}
