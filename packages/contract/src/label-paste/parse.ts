import type { FoodLabel, NutritionRow } from '../calls/labels.js';

/**
 * A label's text as pasted, read into the label form's items. Only a line that starts with a
 * heading GB 7718 names (or a heading labels print for it) fills an item; every other line comes
 * back in `unmapped`, so nothing is dropped and nothing is guessed. Runs in the browser: the user
 * sees the form filled at once and confirms it before the check.
 */
/** The label's items written on one line (the form's single-line inputs). */
export const labelLineItems = [
  'foodName',
  'netContent',
  'producer',
  'address',
  'contact',
  'productionDate',
  'shelfLife',
  'expiryDate',
  'storage',
  'licence',
  'standardCode',
  'grade',
  'alcohol',
  'batchNo',
] as const;

/** Every text item a pasted label can fill: the one-line items and the longer texts. */
export const pasteTextKeys = [
  ...labelLineItems,
  'ingredients',
  'allergenStatement',
  'claims',
  'nutritionNote',
] as const;
export type PasteTextKey = (typeof pasteTextKeys)[number];

export type PastedFields = Partial<Pick<FoodLabel, PasteTextKey>> & {
  nutrition?: NutritionRow[];
  /** Set when the text names a country of origin or an importer (GB 7718 4.1.6.3, 4.1.7). */
  imported?: boolean;
};

export interface PastedLabel {
  fields: PastedFields;
  /** Lines no heading was found for, or a second value for an item already filled, in order. */
  unmapped: string[];
}

/** The longest text read; beyond it the user is told to paste one label at a time. */
export const pasteMaxChars = 20_000;

type Target = PasteTextKey | 'dateAndBatch' | 'origin' | 'party' | 'otherParty' | 'partyName' | 'nutritionHead';

/**
 * Headings as printed, longest first where one starts another. 委托方 and 进口商 (the party GB 7718
 * answers to) fill the producer; the 受委托方's name and address come back unmapped because the form
 * holds one party (the portal's own choice, so the user sees the line and decides).
 */
const headings: [Target, string[]][] = [
  ['foodName', ['产品名称', '食品名称', '品名']],
  ['ingredients', ['配料表', '配料', '原料与辅料', '原辅料', '原料']],
  ['netContent', ['净含量及规格', '净含量和规格', '净含量', '规格']],
  ['otherParty', ['受委托方', '受委托生产者', '受委托单位']],
  [
    'party',
    [
      '委托方',
      '委托单位',
      '委托生产者',
      '生产者',
      '生产商',
      '制造商',
      '生产企业',
      '进口商',
      '进口代理商',
      '代理商',
      '经销商',
    ],
  ],
  ['partyName', ['名称']],
  ['address', ['生产地址', '地址']],
  ['contact', ['联系方式', '联系电话', '服务热线', '客服热线', '客服电话', '电话']],
  ['dateAndBatch', ['生产日期/批号', '生产日期及批号', '生产日期或批号']],
  ['productionDate', ['生产日期']],
  ['expiryDate', ['保质期到期日', '保质期至', '有效期至', '最佳食用日期至', '到期日']],
  ['shelfLife', ['保质期']],
  ['storage', ['贮存条件', '储存条件', '贮藏条件', '储存方法', '贮存方法', '贮藏方法']],
  ['licence', ['食品生产许可证编号', '生产许可证编号', '生产许可证号', '许可证编号']],
  ['standardCode', ['产品标准代号', '产品标准号', '执行标准号', '执行标准']],
  ['grade', ['质量等级']],
  ['alcohol', ['酒精度']],
  ['batchNo', ['生产批号', '批号']],
  ['allergenStatement', ['致敏物质提示', '致敏物质信息', '过敏原信息', '过敏原提示', '致敏原信息', '致敏原提示']],
  ['origin', ['原产国', '原产国家']],
  ['nutritionHead', ['营养成分表']],
];
const headingList = headings
  .flatMap(([target, words]) => words.map((word) => ({ target, word })))
  .sort((a, b) => b.word.length - a.word.length);

/** Claims GB 7718 4.1.x and GB 28050 chapter 5 regulate, printed as a line of their own. */
const CLAIM =
  /^(不添加|无添加|零添加|0添加|不含)\S{1,12}$|^(无|零|0|低|高|富含|减少|增加)(蔗糖|糖|脂肪?|盐|钠|能量|反式脂肪酸?|胆固醇|乳糖|膳食纤维|蛋白质?|钙|铁|锌|维生素\S{0,3})$/;
const NOTE = /应避免过量摄入|减少.*摄入/;
/** A row of a nutrition table: item, amount and unit, NRV% (optional), cells split by spaces or tabs. */
const ROW =
  /^([^\d\s\t]{1,16}?)[\s\t]+(<?\d+(?:\.\d+)?)\s*(千焦|千卡|kJ|kcal|克|毫克|微克|g|mg|μg|ug)(?:[\s\t]+(\d+(?:\.\d+)?%))?[\s\t]*$/i;
const TABLE_HEAD = /^项目[\s\t]+每/;

/** Full-width colons and spaces as half-width, so 配料：and 配料: read alike. */
const tidy = (s: string) =>
  s
    .replace(/\u3000/g, ' ')
    .replace(/\u00a0/g, ' ')
    .trim();

function headingOf(line: string): { target: Target; rest: string } | null {
  for (const { target, word } of headingList) {
    if (!line.startsWith(word)) continue;
    const rest = line.slice(word.length);
    const m = /^\s*[:：]\s*|^\s+|^$/.exec(rest);
    if (m) return { target, rest: rest.slice(m[0].length).trim() };
  }
  return null;
}

/** A line holding two items side by side ("净含量：80克    保质期：6个月") is read as two lines. */
function splitColumns(line: string): string[] {
  const parts = line.split(/\s{2,}|\t/);
  if (parts.length < 2 || !headingOf(parts[0]!.trim())) return [line];
  const out: string[] = [parts[0]!];
  for (const p of parts.slice(1)) {
    if (headingOf(p.trim())) out.push(p);
    else out[out.length - 1] += `  ${p}`;
  }
  return out.length > 1 ? out.map((s) => s.trim()) : [line];
}

/** An ingredient list goes on to the next line while it ends on a separator or a bracket is open. */
function continues(value: string): boolean {
  const open = (value.match(/[（(]/g) ?? []).length > (value.match(/[）)]/g) ?? []).length;
  return open || /[，,、；;（(]$/.test(value);
}

export function parseLabelText(input: string): PastedLabel {
  const fields: PastedFields = {};
  const unmapped: string[] = [];
  const lines = input.slice(0, pasteMaxChars).split(/\r?\n/).map(tidy).filter(Boolean).flatMap(splitColumns);
  /** The item a heading with nothing after it waits to fill from the next line. */
  let pending: PasteTextKey | null = null;
  /** Inside a party block (生产者 / 委托方 / 进口商): names and addresses belong to it. */
  let party: 'ours' | 'other' | null = null;
  let inTable = false;
  /** The ingredient list was the last item read, so a line after it may carry it on. */
  let inIngredients = false;
  const set = (key: PasteTextKey, value: string, line: string) => {
    if (!value) {
      pending = key;
      return;
    }
    if (fields[key]) unmapped.push(line);
    else fields[key] = value;
  };
  for (const line of lines) {
    const h = headingOf(line);
    if (!h && pending) {
      // Set inside `set`, which the compiler does not follow: widen it back.
      const key = pending as PasteTextKey;
      pending = null;
      if (fields[key]) unmapped.push(line);
      else fields[key] = line;
      inIngredients = key === 'ingredients';
      continue;
    }
    if (!h && inIngredients && continues(fields.ingredients ?? '')) {
      fields.ingredients += line;
      continue;
    }
    inIngredients = false;
    if (!h) {
      const row = ROW.exec(line);
      if (row && (inTable || nutrientWord.test(row[1]!))) {
        (fields.nutrition ??= []).push({ item: row[1]!, amount: row[2]!, unit: row[3]!, nrv: row[4] ?? '' });
        continue;
      }
      if (inTable && TABLE_HEAD.test(line)) continue;
      if (NOTE.test(line) && !fields.nutritionNote) {
        fields.nutritionNote = line;
        continue;
      }
      if (CLAIM.test(line)) {
        fields.claims = fields.claims ? `${fields.claims}；${line}` : line;
        continue;
      }
      unmapped.push(line);
      continue;
    }
    inTable = h.target === 'nutritionHead';
    pending = null;
    switch (h.target) {
      case 'nutritionHead':
        break;
      case 'origin':
        // The form has no place for the country: the line is listed too, so the user sees it.
        fields.imported = true;
        party = null;
        unmapped.push(line);
        break;
      case 'dateAndBatch':
        set('productionDate', h.rest, line);
        set('batchNo', h.rest, line);
        break;
      case 'otherParty':
        party = 'other';
        unmapped.push(line);
        break;
      case 'party':
        party = 'ours';
        if (/^(进口商|进口代理商|代理商)/.test(line)) fields.imported = true;
        if (h.rest) set('producer', h.rest, line);
        else pending = fields.producer ? null : 'producer';
        break;
      case 'partyName':
        if (party === 'ours') set('producer', h.rest, line);
        else unmapped.push(line);
        break;
      case 'address':
      case 'contact':
        if (party === 'other') unmapped.push(line);
        else set(h.target, h.rest, line);
        break;
      default:
        party = null;
        set(h.target, h.rest, line);
        inIngredients = h.target === 'ingredients';
    }
  }
  return { fields, unmapped };
}

/** Nutrients GB 28050 names, read as a table row even without the 营养成分表 heading above them. */
const nutrientWord =
  /^[-—－]?(能量|蛋白质|脂肪|饱和脂肪酸?|反式脂肪酸?|碳水化合物|糖|钠|膳食纤维|胆固醇|钙|铁|锌|维生素)/;
