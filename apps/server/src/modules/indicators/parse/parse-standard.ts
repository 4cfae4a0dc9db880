import type { IndicatorCategory, Requirement } from '@app/contract';
import { findTables, type TableBlock, type TableRow } from './table-blocks.js';
import {
  bothBounds,
  cleanCell,
  findOp,
  notDetected,
  readCount,
  readRequirement,
  splitCounts,
  splitValueRemark,
} from './requirement.js';
import { methodsByName, methodTokens } from './methods.js';

/**
 * A product standard's requirement tables read into indicators. Every indicator keeps the raw
 * lines it was read from and a confidence: under `factThreshold` (contract) the portal shows
 * the source text instead of the value. The figures of this parse are measured against a
 * hand-checked fixture (parse-accuracy.test.ts).
 */
export interface ParsedIndicator {
  name: string;
  unit: string;
  category: IndicatorCategory;
  requirement: Requirement;
  grade: string;
  scope: string;
  methods: string[];
  clause: string;
  remark: string;
  confidence: number;
  sourceLines: string;
}

export interface StandardText {
  standard_id: string;
  title: string;
  text: string;
}

const contaminantRe =
  /^(?:铅|镉|汞|总汞|甲基汞|砷|总砷|无机砷|锡|镍|铬|亚硝酸盐|硝酸盐|苯并\[?a\]?芘|多氯联苯|3-氯-1,2-丙二醇|N-二甲基亚硝胺)(?:[(（/]|$)/;
const mycotoxinRe = /黄曲霉毒素|赭曲霉毒素|脱氧雪腐镰刀菌烯醇|玉米赤霉烯酮|展青霉素/;
const microbeRe = /菌|霉菌|酵母|大肠|沙门|李斯特|弧菌/;
const gradeRe = /特级|[一二三四五六七八]级|优级|合格品|优等品|一等品|二等品|^[一二三四五]等/;
const headerWords =
  /^(?:项\s*目|指\s*标|要\s*求|检\s*验\s*方\s*法|试\s*验\s*方\s*法|检\s*测\s*方\s*法|限\s*量|采样方案.*|及限量|[ncmM]|单\s*位)$/;
const methodHeader = /检验方法|试验方法|检测方法/;

function categoryOf(name: string, kind: TableBlock['kind']): IndicatorCategory {
  if (contaminantRe.test(name)) return '污染物';
  if (mycotoxinRe.test(name)) return '真菌毒素';
  if (kind === '微生物' || (kind === '其他' && microbeRe.test(name))) return '微生物';
  if (kind === '污染物' || kind === '真菌毒素' || kind === '理化') return kind;
  return '其他';
}

/** Splits "氨基酸态氮/(g/100mL)" into name and unit at the first "/" outside parentheses. */
export function splitNameUnit(raw: string): { name: string; unit: string; notes: string[] } {
  let s = cleanCell(raw)
    .replace(/[≤≥<>＜＞]\s*$/, '')
    .replace(/\s*°\s*C/g, '℃') // the standards print ℃; OCR gives "20°C"
    .trim();
  const notes: string[] = [];
  // Footnote letters stuck to the name: "氰化物a(以HCN计)".
  s = s.replace(/([\u4e00-\u9fa5)）])([a-e])(?=[/(（,，]|$)/g, (_, c: string, n: string) => {
    notes.push(n);
    return c;
  });
  const wUnit = /^(.*?)[,，]\s*w\s*\/\s*(%)\s*$/.exec(s);
  if (wUnit) return { name: wUnit[1]!.trim(), unit: '%', notes };
  // "总酸（以乙酸计），g/100 mL": the unit after a comma.
  const commaUnit = /^(.*?)[,，]\s*((?:[a-zA-Zμµ%°]|mL)[\w/ .%·μµ()]*)$/.exec(s);
  if (commaUnit && /[/%]|^[a-zA-Zμµ°]+$/.test(commaUnit[2]!))
    return { name: commaUnit[1]!.trim(), unit: commaUnit[2]!.replace(/\s+/g, ' ').trim(), notes };
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '(' || c === '（') depth++;
    else if (c === ')' || c === '）') depth--;
    else if (c === '/' && depth === 0 && i > 0) {
      const unit = s
        .slice(i + 1)
        .trim()
        .replace(/^[(（](.*)[)）]$/, '$1');
      return { name: s.slice(0, i).trim(), unit, notes };
    }
  }
  return { name: s, unit: '', notes };
}

const valueTokenRe = /^(?:[≤≥<>＜＞]?-?\d+(?:\.\d+)?(?:×10\^?\d)?(?:~\d+(?:\.\d+)?)?|不得检出|未检出|[—–-])$/;

/** Splits a value text into requirement tokens, each with its own operator if it carries one. */
function valueTokens(s: string): string[] {
  const t = cleanCell(s)
    .replace(/([≤≥<>＜＞])\s+/g, '$1')
    .replace(/(\d)\s*[~～]\s*(\d)/g, '$1~$2')
    .replace(/(\d)\s*×\s*(10)/g, '$1×$2'); // "≥ 20 × 10^4": one count
  return t.split(/\s+/).filter(Boolean);
}

const validName = (name: string) =>
  name.length >= 1 &&
  name.length <= 40 &&
  /[\u4e00-\u9fa5A-Za-z]/.test(name) &&
  !/规定|符合|应|注[:：]|^[a-e]\s|[=＝。]/.test(name) &&
  !headerWords.test(name.replace(/\s+/g, ''));

interface Draft {
  nameCell: string;
  values: { text: string; label: string }[];
  op?: string;
  methods: string[];
  raw: string;
  confidence: number;
  /** A sampling-plan row: 'ncm' when the table has no M column. */
  plan?: boolean | 'ncm';
  /** Words in parentheses after a value, kept as the remark. */
  remark?: string;
}

function finish(d: Draft, block: TableBlock, methodIndex: Map<string, string[]>): ParsedIndicator[] {
  const { name, unit, notes } = splitNameUnit(d.nameCell);
  if (!validName(name)) return [];
  const category = categoryOf(name, block.kind);
  const remark = [...notes.map((n) => block.notes[n]), d.remark].filter(Boolean).join(' ');
  const methods = d.methods.length ? d.methods : (methodIndex.get(name) ?? []);
  const base = { name, unit, category, methods, clause: block.caption, remark, sourceLines: d.raw };
  if (d.plan) {
    const tokens = splitCounts(d.values.map((v) => v.text).join(' '));
    const nums = tokens.map((t) => (t === '—' || t === '-' ? null : readCount(t, true)));
    const repaired = tokens.some((t) => /^10[1-9]$|×10\d$/.test(t));
    // Two-class plans (n, c, m: "5 0 0" for pathogens in water) have no M column.
    const size = d.plan === 'ncm' ? 3 : 4;
    if (tokens.length === size && nums[0] !== null && nums[1] !== null && nums[2] !== null) {
      const plan = { n: nums[0]!, c: nums[1]!, m: nums[2]!, M: nums[3] ?? null };
      const text = `n=${plan.n}, c=${plan.c}, m=${fmt(plan.m)}${plan.M !== null ? `, M=${fmt(plan.M)}` : ''}`;
      return [
        { ...base, requirement: { kind: 'plan', plan, text }, grade: '', scope: '', confidence: repaired ? 0.8 : 0.9 },
      ];
    }
  }
  // A table of limits ("表3 限量指标") prints its maxima without an operator.
  const asLimit =
    block.kind !== '理化' || category === '污染物' || category === '真菌毒素' || /限量/.test(block.caption);
  // An operator printed with the first value ("≥36.0 | 34.0") governs the values after it;
  // a dash under a column means the item does not apply to that product type.
  let op = d.op;
  const reqs = d.values
    .map((v) => {
      if (bothBounds(v.text)) return { label: v.label, dash: false, req: readRequirement(v.text) };
      op = findOp(v.text) ?? op;
      return {
        label: v.label,
        dash: /^[—–-]$/.test(v.text),
        req: readRequirement(v.text.replace(/^[≤≥<>＜＞]/, ''), op, asLimit),
      };
    })
    .filter((r) => !(r.dash && r.label));
  if (!reqs.length || reqs.some((r) => r.req === null)) {
    const text = cleanCell(d.values.map((v) => v.text).join(' '));
    if (!text && !d.methods.length) return [];
    return [
      { ...base, requirement: { kind: 'text', text: text || cleanCell(d.raw) }, grade: '', scope: '', confidence: 0.3 },
    ];
  }
  return reqs.map(({ label, req }) => {
    const graded = gradeRe.test(label);
    return {
      ...base,
      requirement: req!,
      grade: graded ? label : '',
      scope: graded ? '' : label,
      confidence: d.confidence,
    };
  });
}

const fmt = (n: number) => (n >= 1000 && Number.isInteger(Math.log10(n)) ? `10^${Math.log10(n)}` : String(n));

const notSpecified = /^N\.?\s*S\.?$|^—$|^-$/;

/**
 * Nutrient tables of special foods (GB 31662, GB 29922 …): a minimum and a maximum per 100 kJ
 * and again per 100 kcal, "N.S." where a bound is not set. Read per the first energy unit (the
 * other is the same requirement converted); null when the table is not of that shape.
 */
function minMaxRows(block: TableBlock, methodIndex: Map<string, string[]>): ParsedIndicator[] | null {
  const at = block.rows
    .slice(0, 3)
    .findIndex((r) => r.cells.some((c) => cleanCell(c) === '最小值') && r.cells.some((c) => cleanCell(c) === '最大值'));
  if (at < 0) return null;
  const head = block.rows[at]!.cells.map(cleanCell);
  const minCol = head.indexOf('最小值');
  const maxCol = minCol + 1;
  if (head[maxCol] !== '最大值') return null;
  const per =
    /每\s*(100\s*k?J|100\s*kcal|100\s*m?L|100\s*g)/i
      .exec(cleanCell(block.rows[at - 1]?.cells[minCol] ?? ''))?.[1]
      ?.replace(/\s+/g, ' ') ?? '';
  const methodCol = block.rows
    .slice(0, at + 1)
    .map((r) => r.cells.findIndex((c) => methodHeader.test(cleanCell(c).replace(/\s+/g, ''))))
    .find((j) => j > 0);
  const out: ParsedIndicator[] = [];
  for (const row of block.rows.slice(at + 1)) {
    const bound = (j: number) => {
      const t = cleanCell(row.cells[j] ?? '');
      return notSpecified.test(t)
        ? null
        : /^\d+(?:\.\d+)?$/.test(t.replace(/\s+/g, ''))
          ? Number(t.replace(/\s+/g, ''))
          : undefined;
    };
    const [min, max] = [bound(minCol), bound(maxCol)];
    if (min === undefined || max === undefined || (min === null && max === null)) continue;
    const requirement: Requirement =
      min !== null && max !== null
        ? { kind: 'range', min, max, text: `${min}~${max}` }
        : min !== null
          ? { kind: 'min', min, text: `≥ ${min}` }
          : { kind: 'max', max: max!, text: `≤ ${max}` };
    const methods = methodCol !== undefined ? methodTokens(row.cells[methodCol] ?? '') : [];
    const d: Draft = { nameCell: row.cells[0] ?? '', values: [], methods, raw: row.raw, confidence: 0.75 };
    for (const ind of finish({ ...d, values: [{ text: '0', label: '' }] }, block, methodIndex)) {
      // Shown as fact only when the energy unit was read and PDF spacing did not break the name
      // or unit ("1, 3 - 二 油 酸", "( μ gRE) a"): a value without its "/100 kJ" would mislead.
      const garbled =
        /[\u4e00-\u9fa5]\s+[\u4e00-\u9fa5]|\s-\s/.test(ind.name) || /[()（）]|[μµ]\s|\s[a-e]$/.test(ind.unit);
      out.push({
        ...ind,
        unit: per ? `${ind.unit}/${per}` : ind.unit,
        requirement,
        category: '理化',
        confidence: per && !garbled ? d.confidence : 0.5,
      });
    }
  }
  return out;
}

/** Rows of a markdown, LaTeX or HTML table, where cells are known. */
function cellRows(block: TableBlock, methodIndex: Map<string, string[]>): ParsedIndicator[] {
  const minMax = minMaxRows(block, methodIndex);
  if (minMax) return minMax;
  const out: ParsedIndicator[] = [];
  const header: string[][] = [];
  let i = 0;
  const isHeader = (r: TableRow) =>
    /^项\s*目|^类\s*型|^指标名称/.test(cleanCell(r.cells[0] ?? '')) ||
    (header.length > 0 &&
      !(r.cells[0] ?? '').trim() &&
      r.cells.slice(1).every((c) => !/\d/.test(cleanCell(c)) && !findOp(c) && !notDetected.test(c)));
  while (i < block.rows.length && i < 3 && isHeader(block.rows[i]!)) header.push(block.rows[i++]!.cells.map(cleanCell));
  const width = Math.max(...block.rows.map((r) => r.cells.length));
  const colText = (j: number) => header.map((h) => h[j] ?? '').filter(Boolean);
  const methodCol = [...Array(width).keys()].find((j) =>
    colText(j).some((t) => methodHeader.test(t.replace(/\s+/g, ''))),
  );
  // Columns under the item header ("项目" spanning two columns): the name's own, or a condition
  // beside it ("产品自生产日期一年内执行的指标", spanning rows), never a value.
  const itemCols = [...Array(width).keys()].filter(
    (j) => j > 0 && colText(j).length > 0 && colText(j).every((t) => /^项\s*目$/.test(t)),
  );
  const valueCols = [...Array(width).keys()].filter(
    (j) => j > 0 && j !== methodCol && !itemCols.includes(j) && !colText(j).some((t) => /单\s*位/.test(t)),
  );
  // A column under two header rows ("散状茯茶" over "特级") is named by both.
  const labelOf = (j: number) => {
    const t = colText(j).filter((x) => !/^(?:指\s*标|要\s*求|限\s*量|项\s*目)$/.test(x.replace(/\s+/g, '')));
    return [...new Set(t)].join(' ');
  };
  const planTable = block.kind === '微生物' && header.some((h) => h.some((c) => /^[ncmM]$|采样方案/.test(c)));
  const hasColumn = (name: string) => header.some((h) => h.includes(name));
  const plan = planTable && hasColumn('m') && !hasColumn('M') ? ('ncm' as const) : planTable;
  let parent = '';
  for (; i < block.rows.length; i++) {
    const row = block.rows[i]!;
    let nameCell = row.cells[0] ?? '';
    if (!cleanCell(nameCell) || /^注/.test(cleanCell(nameCell))) continue;
    const rest = row.cells.slice(1).map(cleanCell).filter(Boolean);
    // "总酸(以乙酸计)/(g/100 mL)" with its values on the indented rows below ("\quad 食醋 | ≥ 3.5").
    if (!rest.length && /\//.test(cleanCell(nameCell))) {
      parent = nameCell;
      continue;
    }
    let rowScope = '';
    if (parent && (/^\s*\\quad|^\s{2,}|^[\u3000]/.test(nameCell) || !/\//.test(cleanCell(nameCell)))) {
      rowScope = cleanCell(nameCell);
      nameCell = parent;
    } else parent = '';
    const methods = methodCol !== undefined ? methodTokens(row.cells[methodCol] ?? '') : [];
    let op = findOp(nameCell);
    const values: { text: string; label: string }[] = [];
    const remarks = new Set<string>();
    for (const j of itemCols) {
      const t = cleanCell(row.cells[j] ?? '');
      if (!t || t === cleanCell(nameCell)) continue;
      if (/^[≤≥<>＜＞]$/.test(t)) op = t;
      else if (t.length <= 8) rowScope = rowScope || t;
      else remarks.add(t);
    }
    let ownOp = false;
    for (const j of valueCols) {
      const split = splitValueRemark(row.cells[j] ?? '');
      const { remark } = split;
      // "1 000", "≥ 1 000": a thousands space inside one cell, not two values.
      const c = /^(?:[≤≥<>＜＞] ?)?\d{1,3}(?: \d{3})+$/.test(split.value)
        ? split.value.replace(/(\d) (?=\d{3})/g, '$1')
        : split.value;
      if (remark) remarks.add(remark);
      if (/^[≤≥<>＜＞]$/.test(c)) {
        op = c;
        ownOp = true;
        continue;
      }
      if (!c) continue;
      for (const tok of bothBounds(c) ? [c] : valueTokens(c)) values.push({ text: tok, label: '' });
    }
    const named = valueCols.map(labelOf).filter((l, k, all) => all.indexOf(l) === k);
    const labels = named.some(Boolean) ? named.filter(Boolean) : named;
    let confidence = 0.85;
    if (labels.length > 1) {
      if (values.length === labels.length) values.forEach((v, k) => (v.label = labels[k]!));
      else if (values.length === 1 && bothBounds(values[0]!.text))
        confidence = 0.7; // one range for the whole row
      else if (values.length === 1 && ownOp) {
        // A merged value cell under several grade columns applies to all of them.
        const text = values[0]!.text;
        values.splice(0, 1, ...labels.map((label) => ({ text, label })));
        confidence = 0.7;
      } else confidence = 0.4;
      if (confidence > 0.7) confidence = 0.75;
    } else if (values.length > 1 && !plan) confidence = 0.4;
    if (!values.every((v) => valueTokenRe.test(v.text) || bothBounds(v.text))) confidence = Math.min(confidence, 0.4);
    // A value with words in parentheses after it is read, but shown a step less sure.
    if (remarks.size) confidence = Math.min(confidence, 0.7);
    if (rowScope && values.length === 1) values[0]!.label = rowScope;
    out.push(
      ...finish(
        { nameCell, values, op, methods, raw: row.raw, confidence, plan, remark: [...remarks].join('；') },
        block,
        methodIndex,
      ),
    );
  }
  return out;
}

/** Rows of PDF text: a row per line ("氨基酸态氮/(g/100mL) ≥ 0.4 GB5009.235"), or a cell per line. */
function plainRows(block: TableBlock, methodIndex: Map<string, string[]>): ParsedIndicator[] {
  const out: ParsedIndicator[] = [];
  let labels: string[] = [];
  let plan = false;
  let pending: string[] = [];
  let started = false;
  for (const { raw } of block.rows) {
    const own = cleanCell(raw);
    if (/^[a-e]\s*\S/.test(own) && !/\d\s*[≤≥]/.test(own) && started) continue; // footnote
    if (!started && !/\d/.test(own.replace(/\[.*?\]|\(.*?\)/g, '')) && /^(?:限\s*量|指\s*标|要\s*求)/.test(own))
      continue;
    if (
      /项\s*目|检\s*验\s*方\s*法|采样方案|^n\s*c\s*m\s*M|^指\s*标$/.test(own) &&
      !/\d+(?:\.\d+)?\s*(?:GB|附录)/.test(own)
    ) {
      if (/\bn\s+c\s+m\s+M\b|采样方案/.test(own)) plan = block.kind === '微生物';
      // "蜂花粉 松花粉检验方法": the value columns' names run into the method header.
      const rest = own.replace(/项\s*目|指\s*标|检\s*验\s*方\s*法|采样方案.*$/g, ' ').trim();
      if (!started && rest && !/\d/.test(rest) && rest.split(/\s+/).length >= 2) labels = rest.split(/\s+/);
      continue;
    }
    // Cells that PDF extraction put on lines of their own are read with the line that completes them.
    const line = pending.length ? `${pending.map(cleanCell).join(' ')} ${own}` : own;
    const methodAt = line.search(/(?:GB\/T|GB|SN\/T|NY\/T|QB\/T|LS\/T)\s*\d|附\s*录\s*[A-Z]/);
    const head = (methodAt >= 0 ? line.slice(0, methodAt) : line).trim();
    const methods = methodAt >= 0 ? methodTokens(line.slice(methodAt)) : [];
    const spaced = head
      .replace(/([(（])\s+/g, '$1') // "脂肪/( g/100g)": PDF spacing inside the unit
      .replace(/\s+([)）])/g, '$1')
      .replace(/([≤≥<>＜＞])/g, ' $1 ')
      .replace(/\s+/g, ' ')
      .trim();
    const tokens = spaced ? spaced.split(' ') : [];
    const isValue = (t: string) => valueTokenRe.test(t) || /^\d+(?:\.\d+)?×10/.test(t);
    const firstValue = tokens.findIndex((t) => /^[≤≥<>＜＞]$/.test(t) || isValue(t));
    if (firstValue < 0 || !tokens.slice(firstValue).some(isValue)) {
      if (!started && !methods.length && tokens.length >= 2 && tokens.every((t) => !/\d/.test(t) && t.length <= 12)) {
        labels = tokens.filter((t) => !headerWords.test(t));
        pending = [];
        continue;
      }
      // "碱溶性呈色物质 通过试验 附录A中A.6": a whole row with a requirement in words; it must
      // not lend its words to the name of the next row.
      if (methods.length && head && !pending.length && started) continue;
      if (methods.length && !head && out.length) {
        out[out.length - 1]!.methods.push(...methods);
        out[out.length - 1]!.sourceLines += `\n${raw}`;
        pending = [];
        continue;
      }
      pending.push(raw);
      if (pending.length > 3) pending.shift();
      continue;
    }
    started = true;
    const joined = pending.length > 0;
    const src = joined ? [...pending, raw].join('\n') : raw;
    pending = [];
    const nameTokens = tokens.slice(0, firstValue);
    const rest = tokens.slice(firstValue);
    // "总氢氰酸/(mg/kg) 木薯粉 ≤ 10": what follows the unit names the product type.
    const unitAt = nameTokens.findIndex((t) => /\/./.test(t));
    const nameCell = unitAt >= 0 ? nameTokens.slice(0, unitAt + 1).join('') : nameTokens.join('');
    const rowScope = unitAt >= 0 ? nameTokens.slice(unitAt + 1).join(' ') : '';
    let op: string | undefined;
    const values: { text: string; label: string }[] = [];
    for (const t of rest) {
      if (/^[≤≥<>＜＞]$/.test(t)) op = t;
      else values.push({ text: t, label: '' });
    }
    // "脂肪/(g/100g) ≥" then "3.1": a name with its operator and the one value on the next line
    // is a whole row, not cells guessed together.
    const nameThenValue =
      joined && !rowScope && rest.length === 2 && /[≤≥<>＜＞]\s*$/.test(cleanCell(src.split('\n')[0]!));
    let confidence = nameThenValue ? 0.75 : joined || rowScope ? 0.6 : 0.85;
    if (rowScope && values.length === 1) values[0]!.label = rowScope;
    if (!plan && values.length > 1) {
      if (labels.length === values.length) {
        values.forEach((v, k) => (v.label = labels[k]!));
        confidence = Math.min(confidence, 0.75);
      } else confidence = 0.4;
    }
    if (!plan && !values.every((v) => valueTokenRe.test(v.text))) confidence = 0.4;
    out.push(...finish({ nameCell, values, op, methods, raw: src, confidence, plan }, block, methodIndex));
  }
  return out;
}

/**
 * The product a requirement table is for, when a standard prints one per product ("表3 高度酒理化
 * 要求", "表4 低度酒理化要求"): its caption without the table number and "理化要求/理化指标".
 */
const productOfCaption = (caption: string) =>
  /^表\S+\s*(\S{1,10}?)理化(?:要求|指标)$/.exec(caption.replace(/\s+(?=理化)/, ''))?.[1] ?? '';

/** Every indicator the requirement tables of one standard yield. */
export function parseStandard(doc: StandardText): ParsedIndicator[] {
  const methodIndex = methodsByName(doc.text);
  const blocks = findTables(doc.text);
  // Only when the tables name different products does a caption scope its rows.
  const products = new Set(blocks.map((b) => productOfCaption(b.caption)));
  const perProduct = products.size > 1 && !products.has('');
  return blocks.flatMap((block) => {
    const rows = block.mode === 'plain' ? plainRows(block, methodIndex) : cellRows(block, methodIndex);
    const product = perProduct ? productOfCaption(block.caption) : '';
    return product ? rows.map((r) => (r.scope ? r : { ...r, scope: product })) : rows;
  });
}
