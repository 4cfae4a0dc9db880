/**
 * GB 2762 tables read from the standard's full text (data/cn_food_product_standards_fulltext.jsonl,
 * PDF text extraction). The text carries the table structure only in its layout: the category
 * hierarchy is the indentation (two spaces a level), a label wraps while its brackets are open,
 * values are split across lines ("0.\n2"), a cell may carry its own unit and basis
 * ("0.01mg/L", "1.0(干重计)", "2.0\nb(以固态产品计)"), "—" is an empty column, and page breaks
 * repeat the table title with "(续)". The output has the columns of the 2022 CSV
 * (cn_gb2762_2022_contaminant_limits.csv), so one row parser serves both editions.
 */

export interface TextTableRow extends Record<string, string> {
  standard: string;
  table_no: string;
  contaminant_zh: string;
  limit_column: string;
  top_category: string;
  category_path: string;
  food_category: string;
  limit_raw: string;
  limit_value: string;
  unit: string;
  value_footnote: string;
  qualifier: string;
  table_notes: string;
  /** The line of the text the row's label starts on (for the import report). */
  line: string;
}

export interface TextParse {
  rows: TextTableRow[];
  rejected: { line: number; reason: string }[];
  tables: number[];
}

/** Each table's measured columns as its header names them (checked against the text's header). */
const TABLE_COLUMNS: Record<number, { header: string[]; columns: string[] }> = {
  1: { header: ['限量(以Pb计)'], columns: ['铅(以Pb计)'] },
  2: { header: ['限量(以Cd计)'], columns: ['镉(以Cd计)'] },
  3: { header: ['总汞', '甲基汞a'], columns: ['总汞(以Hg计)', '甲基汞(以Hg计)'] },
  4: { header: ['总砷', '无机砷a'], columns: ['总砷(以As计)', '无机砷(以As计)'] },
  5: { header: ['限量(以Sn计)'], columns: ['锡(以Sn计)'] },
  6: { header: ['限量(以Ni计)'], columns: ['镍(以Ni计)'] },
  7: { header: ['限量(以Cr计)'], columns: ['铬(以Cr计)'] },
  8: { header: ['亚硝酸盐', '硝酸盐'], columns: ['亚硝酸盐(以NaNO2计)', '硝酸盐(以NaNO3计)'] },
  9: { header: ['限量'], columns: ['苯并[a]芘'] },
  10: { header: ['限量'], columns: ['N-二甲基亚硝胺'] },
  11: { header: ['限量a'], columns: ['多氯联苯'] },
  12: { header: ['限量'], columns: ['3-氯-1,2-丙二醇'] },
};

const TITLE = /^\*\*表(\d+)\s*(\S+?)(\(续\))?\*\*$/;
const PAGE_MARK = /^GB\s*2762—\d{4}$/;
const HEADER_LINE =
  /^(食品类别\(名称\)|[a-e]|限量.*|mg\/kg|μg\/kg|总汞|甲基汞a|总砷|无机砷a|亚硝酸盐|硝酸盐|\(以NaNO[23] ?计\))$/;
const FOOTNOTE = /^([a-e]) (.+)$/;
const CJK = /^[\u3400-\u9fff（(【[]/;

/** The text without page footers: "GB2762—2025" and the page number before it (reversed digits on pages ≥ 10). */
export function withoutPageMarks(lines: string[]): string[] {
  const drop = new Set<number>();
  lines.forEach((l, i) => {
    if (!PAGE_MARK.test(l.trim())) return;
    drop.add(i);
    for (let j = i - 1; j >= i - 2 && j >= 0; j--) {
      const prev = lines[j - 1]?.trim() ?? '';
      if (!/^\d$/.test(lines[j]!.trim()) || /\.$/.test(prev)) break;
      drop.add(j);
    }
  });
  return lines.filter((_, i) => !drop.has(i));
}

const open = (s: string) => (s.match(/[(（[【]/g)?.length ?? 0) - (s.match(/[)）\]】]/g)?.length ?? 0);

/**
 * Splits a table's value lines into cells: "0." joins the next line; a lone footnote letter or a
 * "b(以固态产品计)" line belongs to the value before it, as does a line closing its open bracket
 * ("- 计)"); within a line, a space before a digit starts a new value once brackets are closed.
 */
export function valueCells(lines: string[]): string[] {
  const out: string[] = [];
  let joinNext = false;
  for (const raw of lines) {
    const l = raw.trim();
    if (!l) continue;
    const last = out.length - 1;
    if (joinNext || (last >= 0 && (open(out[last]!) > 0 || /^[a-e](\(|$)/.test(l)))) {
      const glue = joinNext ? '' : open(out[last]!) > 0 ? '' : ' ';
      out[last] = `${out[last]}${glue}${l}`;
    } else out.push(l);
    joinNext = /\.$/.test(l);
  }
  // "0.1mg/L(以NO2- 计) 45mg/L(以NO3- 计)": two cells printed on one line.
  return out.flatMap((c) => {
    const parts: string[] = [];
    let cur = '';
    for (const token of c.split(/(?= \d)/)) {
      if (cur && open(cur) === 0 && /^ \d/.test(token)) {
        parts.push(cur.trim());
        cur = token;
      } else cur += token;
    }
    return [...parts, cur.trim()];
  });
}

/** One cell: "0.01mg/L", "1.0(干重计)", "2.0 b(以固态产品计)", "0.1mg/L(以NO2- 计)", "—". */
export function readCell(cell: string, tableUnit: string) {
  const compact = cell.replace(/\s+/g, ' ').trim();
  if (/^[—-]$/.test(compact)) return null;
  const m = /^(\d+(?:\.\d+)?)\s*(mg\/L|mg\/kg|μg\/kg)?\s*([a-e](?![a-z]))?\s*(?:\((.+)\))?$/.exec(compact);
  if (!m) return { error: `unreadable value "${compact}"` } as const;
  const basis = (m[4] ?? '').replace(/\s+/g, '').trim();
  const raw = `${m[1]}${m[2] ? ` ${m[2]}` : ''}${m[3] ? ` ${m[3]}` : ''}${m[4] ? `(${m[4].trim()})` : ''}`;
  return { value: m[1]!, unit: m[2] ?? tableUnit, footnote: m[3] ?? '', basis, raw } as const;
}

interface Label {
  text: string;
  level: number;
  line: number;
}

/** Reads every table of GB 2762 (1–12) from the text; rows it cannot read are reported, not guessed. */
export function parseGb2762Text(text: string, standard: string): TextParse {
  const lines = withoutPageMarks(text.split('\n'));
  const out: TextParse = { rows: [], rejected: [], tables: [] };
  let i = 0;
  while (i < lines.length) {
    const title = TITLE.exec(lines[i]!.trim());
    if (!title) {
      i++;
      continue;
    }
    const no = Number(title[1]);
    const spec = TABLE_COLUMNS[no];
    // Collect the table with its continuations: up to the notes or the next section.
    const body: { text: string; line: number }[] = [];
    const headers: string[] = [];
    let unit = '';
    const notes: string[] = [];
    let j = i;
    let inHeader = false;
    for (; j < lines.length; j++) {
      const l = lines[j]!;
      const t = l.trim();
      const tt = TITLE.exec(t);
      if (tt && Number(tt[1]) !== no) break;
      if (tt) {
        inHeader = true; // each page repeats the header under "表N …(续)"
        continue;
      }
      if (!t || /^注[:：]/.test(t)) continue;
      if (inHeader && HEADER_LINE.test(t)) {
        if (!body.length) headers.push(t);
        if (/^(mg|μg)\/kg$/.test(t)) unit = t;
        continue;
      }
      inHeader = false;
      if (/^\d+\.$/.test(t) && /^\d+\.$/.test(lines[j + 1]?.trim() ?? '')) break; // "4.\n1.\n2 检验方法"
      const note = FOOTNOTE.exec(t);
      if (note) {
        // A note may wrap onto the next line.
        let n = t;
        while (j + 1 < lines.length && /^[\u3400-\u9fff]/.test(lines[j + 1]!.trim())) n += lines[++j]!.trim();
        notes.push(n);
        continue;
      }
      if (notes.length) break;
      body.push({ text: l, line: j + 1 });
    }
    i = j;
    if (!spec) {
      out.rejected.push({ line: body[0]?.line ?? 0, reason: `table ${no}: not a known GB 2762 table` });
      continue;
    }
    if (!out.tables.includes(no)) out.tables.push(no);
    const headerText = headers.join(' ');
    const missing = spec.header.filter((h) => !headers.includes(h));
    if (missing.length || !unit)
      out.rejected.push({
        line: body[0]?.line ?? 0,
        reason: `table ${no}: header "${headerText}" lacks ${missing.join(', ') || 'a unit'}`,
      });
    // A header footnote letter ("a" alone, "限量a") applies to every row of the table.
    const tableLetters = headers.filter((h) => /^[a-e]$/.test(h) || /^限量[a-e]$/.test(h)).map((h) => h.slice(-1));
    const tableNotes = notes.join(' | ');
    readBody(out, body, { no, standard, unit, columns: spec.columns, tableLetters, tableNotes });
  }
  return out;
}

function readBody(
  out: TextParse,
  body: { text: string; line: number }[],
  t: { no: number; standard: string; unit: string; columns: string[]; tableLetters: string[]; tableNotes: string },
) {
  const stack: Label[] = [];
  let pending: Label[] = [];
  let values: string[] = [];
  const flush = () => {
    if (!values.length) return;
    const cells = valueCells(values);
    values = [];
    const k = t.columns.length;
    if (cells.length % k !== 0 || cells.length / k > pending.length) {
      out.rejected.push({
        line: pending[0]?.line ?? 0,
        reason: `table ${t.no}: ${cells.length} values for ${pending.map((p) => p.text).join(' / ') || 'no label'}`,
      });
      pending = [];
      return;
    }
    const owners = pending.slice(pending.length - cells.length / k);
    owners.forEach((label, r) => {
      const path = stack.filter((s) => s.level < label.level).map((s) => s.text);
      t.columns.forEach((column, c) => {
        const cell = readCell(cells[r * k + c]!, t.unit);
        if (cell === null) return;
        if ('error' in cell) return out.rejected.push({ line: label.line, reason: `table ${t.no}: ${cell.error}` });
        const letters = [cell.footnote, ...(c === 1 && k === 2 && t.no !== 8 ? ['a'] : []), ...t.tableLetters].filter(
          Boolean,
        );
        out.rows.push({
          standard: t.standard,
          table_no: String(t.no),
          contaminant_zh: column.replace(/[（(].*$/, ''),
          limit_column: column,
          top_category: path[0] ?? '',
          category_path: path.join('/'),
          food_category: label.text,
          limit_raw: cell.raw,
          limit_value: cell.value,
          unit: cell.unit,
          value_footnote: [...new Set(letters)].join(','),
          qualifier: cell.basis.replace(/\s+/g, ''),
          table_notes: t.tableNotes,
          line: String(label.line),
        });
      });
    });
    pending = [];
  };
  for (const { text, line } of body) {
    const trimmed = text.trim();
    // Labels are indented below the top level ("    10岁以上人群的产品"); values never are.
    const isLabel = (CJK.test(trimmed) && !/^[a-e]\(/.test(trimmed)) || /^ {2,}\S/.test(text);
    const prev = pending[pending.length - 1];
    if (isLabel && prev && !values.length && open(prev.text) > 0) {
      prev.text += trimmed; // a label wrapped while its bracket is open
      continue;
    }
    if (!isLabel) {
      values.push(text);
      continue;
    }
    flush();
    const level = Math.floor((text.length - text.trimStart().length) / 2);
    const label = { text: trimmed, level, line };
    while (stack.length && stack[stack.length - 1]!.level >= level) stack.pop();
    stack.push(label);
    pending.push(label);
  }
  flush();
}
