import type { FoodLabel as Label, LabelAdditive, LabelFinding, LabelGroup } from '@app/contract';
import { cites, type Cite, type LabelDoc } from './clauses.js';
import { allItems, readIngredients, type Ingredient } from './ingredients.js';
import { allergenCategories, allergensOf, statementNames } from './allergens.js';
import { mandatory2011, mandatory2025, nutrientRules, ruleOf, unitMatches } from './nutrition.js';
import { itemNames, ruleTexts, type MandatoryItem, type RuleId } from './texts.js';
import { drinkNutrition, exemptionOf } from './exemptions.js';
import { gradeShown } from './grades.js';

/**
 * The label rules. Pure: everything read from the database (the editions in force, GB 2760's
 * names and uses, the product standard's status) comes in `LabelContext`, so one label costs no
 * query here and a batch of a thousand shares one context per food category.
 */
export interface KnownAdditive {
  name: string;
  func: string;
}

export type StandardState =
  | { kind: 'enterprise' | 'not-held' | 'in-force' | 'unreadable' }
  | { kind: 'replaced'; by: string; from: string }
  | { kind: 'abolished'; date: string }
  | { kind: 'not-yet'; from: string };

export interface LabelContext {
  /** The GB 7718 / GB 28050 editions in force and pending (2760 applies to both columns). */
  today: LabelDoc[];
  coming: LabelDoc[];
  additiveByName: (printed: string) => KnownAdditive | undefined;
  additiveByIns: (ins: string) => KnownAdditive | undefined;
  /** Uses of GB 2760 reaching the chosen category, by additive name; null without a category. */
  uses: Map<string, { maxUse: string; category: string }> | null;
  standard: StandardState | null;
  /** The quality grades the product standard's text sets ([] none); null when its text is not held. */
  grades: string[] | null;
  lang: 'zh-cn' | 'en';
}

interface Hit {
  rule: RuleId;
  subject: string;
  /** The clauses under which the label fails. */
  fails: Cite[];
  review?: boolean;
  x?: string;
  /** Fix text replacing the rule's own (standard-code). */
  f?: [string, string];
}

const has = (s: string) => s.trim() !== '';
const norm = (s: string) => s.normalize('NFKC').replace(/\s+/g, '');

/** Months of a printed shelf life ("9个月", "1年", "180天"); null when it cannot be read. */
export function shelfMonths(text: string): number | null {
  const m = /(\d+(?:\.\d+)?)\s*(个月|月|年|天|日|周|months?|years?|days?)/i.exec(norm(text));
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2]!.toLowerCase();
  if (/年|year/.test(unit)) return n * 12;
  if (/周/.test(unit)) return (n * 7) / 30;
  if (/天|日|day/.test(unit)) return n / 30;
  return n;
}

/** A printed date's order: ymd, another order with the order stated, another without, or unreadable. */
export function dateOrder(text: string): 'ymd' | 'stated' | 'other' | 'unknown' {
  const s = norm(text);
  if (/^\D*\d{4}\s*[年./\-\s]?\s*\d{1,2}\s*[月./\-\s]?\s*\d{1,2}/.test(s)) return 'ymd';
  if (/^\D*\d{8}/.test(s)) return 'ymd';
  if (/\d{1,2}[./\-]\d{1,2}[./\-]\d{2,4}/.test(s) || /\d{1,2}日\d{1,2}月\d{4}年/.test(s))
    return /[(（]?(日\/月\/年|月\/日\/年|日月年|月日年|DD\/MM\/YYYY|MM\/DD\/YYYY)/i.test(s) ? 'stated' : 'other';
  return 'unknown';
}

/**
 * The shelf-life exemptions of the food kind (2011 4.3.1, 2025 10.1 and 10.2): the items each
 * edition then no longer asks, and the findings they leave, each saying what the exemption rests on.
 */
function exemptionNeeds(label: Label, lang: LabelContext['lang']) {
  const drop2011 = new Set<MandatoryItem>();
  const drop2025 = new Set<MandatoryItem>();
  const hits: Hit[] = [];
  const ex = exemptionOf(label);
  if (!ex) return { drop2011, drop2025, hits, productionCite2025: null, production: null };
  const en = lang === 'en';
  const basis = ex.basis[en ? 1 : 0];
  const dates = ['shelfLife', 'expiryDate'] as const;
  // The strength decides and none is entered: a point to review under the edition it decides,
  // never a verdict either way.
  const unknown = [
    ...(ex.shelf2011 === null ? [cites.shelfExempt2011] : []),
    ...(ex.shelf2025 === null ? [cites.shelfExempt2025] : []),
  ];
  if (unknown.length) {
    if (dates.some((d) => !has(label[d])))
      hits.push({
        rule: 'date-exempt',
        subject: 'shelfLife',
        fails: unknown,
        review: true,
        x: en
          ? `${basis}: drinks of 10% vol and more need no shelf life; whether this one does cannot be told`
          : `${basis}：酒精度大于或等于 10% 的酒类可豁免标示保质期，无法判断本品是否豁免`,
        f: [
          '填写酒精度后再核对；低于 10% 的应标示保质期（2025 版起还应标示保质期到期日）。',
          'Enter the alcohol strength and check again; below 10% the shelf life must be shown (from 2027 also the expiry date).',
        ],
      });
    for (const d of dates) {
      if (ex.shelf2011 === null) drop2011.add(d);
      if (ex.shelf2025 === null) drop2025.add(d);
    }
  }
  if (ex.shelf2011) drop2011.add('shelfLife');
  let productionCite2025: Cite | null = null;
  if (ex.shelf2025) {
    if (has(label.productionDate)) dates.forEach((d) => drop2025.add(d));
    else if (ex.batch2025 && has(label.batchNo)) drop2025.add('productionDate');
    else {
      // Without the production date 10.1 does not apply: the date is what the label lacks.
      dates.forEach((d) => drop2025.add(d));
      productionCite2025 = cites.shelfExempt2025;
    }
  }
  const production = en
    ? `${basis}: exempt from the shelf life, but the production date must be shown`
    : `${basis}，可豁免标示保质期，但须标示生产日期`;
  return { drop2011, drop2025, hits, productionCite2025, production };
}

/** The mandatory items each edition asks of this label, with the clause asking. */
function mandatoryHits(label: Label, lang: LabelContext['lang']): Hit[] {
  const exempt = exemptionNeeds(label, lang);
  const surface = label.surfaceCm2;
  const months = shelfMonths(label.shelfLife);
  const need2011: MandatoryItem[] =
    surface !== null && surface < 10
      ? ['foodName', 'netContent', 'producer', 'address']
      : [
          'foodName',
          'ingredients',
          'netContent',
          'producer',
          'address',
          'contact',
          'productionDate',
          'shelfLife',
          'storage',
          ...(label.imported ? [] : (['licence', 'standardCode'] as const)),
        ];
  const small2025 = surface !== null && surface <= 20;
  const need2025: MandatoryItem[] = small2025
    ? [
        'foodName',
        'netContent',
        'expiryDate',
        'shelfLife',
        'storage',
        'producer',
        'contact',
        ...(label.imported ? [] : (['licence', 'standardCode'] as const)),
      ]
    : [
        'foodName',
        'ingredients',
        'netContent',
        'producer',
        'address',
        'contact',
        'expiryDate',
        'storage',
        ...(months !== null && months >= 6 ? (['shelfLife'] as const) : (['productionDate'] as const)),
        ...(label.imported ? [] : (['licence', 'standardCode'] as const)),
      ];
  const nutritionExempt2011 = surface !== null && surface <= 20;
  const nutritionExempt2025 = surface !== null && surface <= 40;
  const present = (item: MandatoryItem) => item !== 'nutrition' && has(label[item]);
  const hits: Hit[] = [...exempt.hits];
  for (const item of Object.keys(itemNames) as MandatoryItem[]) {
    const fails: Cite[] = [];
    if (item === 'nutrition') {
      if (label.nutrition.length) continue;
      const drink = drinkNutrition(label);
      if (drink === 'exempt') continue;
      if (drink === 'unknown') {
        hits.push({
          rule: 'nutrition-drink',
          subject: '',
          fails: [cites.nutritionDrink2011, cites.nutritionDrink2025],
          review: true,
        });
        continue;
      }
      if (!nutritionExempt2011) fails.push(cites.nutrition2011);
      if (!nutritionExempt2025) fails.push(cites.mandatory2025);
    } else {
      if (present(item)) continue;
      if (need2011.includes(item) && !exempt.drop2011.has(item))
        fails.push(surface !== null && surface < 10 ? cites.small2011 : cites.mandatory2011);
      if (item === 'productionDate' && exempt.productionCite2025) fails.push(exempt.productionCite2025);
      else if (need2025.includes(item) && !exempt.drop2025.has(item))
        fails.push(small2025 ? cites.small2025 : cites.mandatory2025);
    }
    if (!fails.length) continue;
    if (item === 'productionDate' && exempt.production)
      hits.push({
        rule: 'date-exempt',
        subject: item,
        fails,
        x: exempt.production,
        f: ['按年、月、日的顺序标示生产日期。', 'Show the production date as year, month, day.'],
      });
    else hits.push({ rule: 'mandatory', subject: item, fails, x: item });
  }
  return hits;
}

function dateHits(label: Label): Hit[] {
  const hits: Hit[] = [];
  for (const field of ['productionDate', 'expiryDate'] as const) {
    const text = label[field];
    if (!has(text)) continue;
    const order = dateOrder(text);
    if (order === 'ymd' || order === 'unknown') continue;
    const fails = order === 'stated' ? [cites.dates2025] : [cites.dateOrder2011, cites.dates2025];
    hits.push({ rule: 'date-order', subject: field, fails, x: text });
  }
  return hits;
}

/** Typical compound ingredients (the portal's own list): made of other ingredients, with their own standards. */
const compoundWords = [
  '巧克力',
  '酱油',
  '食醋',
  '复合调味料',
  '调味料',
  '果酱',
  '花生酱',
  '芝麻酱',
  '番茄酱',
  '豆瓣酱',
  '腐乳',
  '面包糠',
  '代可可脂巧克力',
];

function ingredientHits(items: Ingredient[]): Hit[] {
  const hits: Hit[] = [];
  let smallest = Infinity;
  for (const i of items) {
    if (i.percent === null || i.percent <= 2) continue;
    if (i.percent > smallest)
      hits.push({
        rule: 'ingredient-order',
        subject: i.name,
        fails: [cites.order2011, cites.order2025],
        x: String(i.percent),
      });
    smallest = Math.min(smallest, i.percent);
  }
  for (const i of items) {
    if (i.parts.length || !compoundWords.includes(i.name)) continue;
    if (i.percent !== null && i.percent >= 25)
      hits.push({
        rule: 'compound',
        subject: i.name,
        fails: [cites.compound2011, cites.compound2025],
        x: `（${i.percent}%）`,
      });
    else if (i.percent === null)
      hits.push({
        rule: 'compound',
        subject: i.name,
        fails: [cites.compound2011, cites.compound2025],
        review: true,
        x: '',
      });
  }
  return hits;
}

const INS = /^\d{3,4}[a-z]*(\([ivx]+\))?$/i;

function additiveHits(label: Label, items: Ingredient[], ctx: LabelContext): { hits: Hit[]; seen: LabelAdditive[] } {
  const hits: Hit[] = [];
  const seen: LabelAdditive[] = [];
  for (const i of allItems(items)) {
    const printed = norm(i.name);
    if (!printed || (i.parts.length && !i.func)) continue;
    const byIns = INS.test(printed) ? ctx.additiveByIns(printed) : undefined;
    const known = byIns ?? ctx.additiveByName(printed);
    if (!known) {
      // Only a name listed under a function class is surely meant as an additive.
      if (i.func && !i.parts.length)
        hits.push({
          rule: 'additive-unknown',
          subject: printed,
          fails: [cites.additiveName2011, cites.additiveName2025],
          review: true,
        });
      continue;
    }
    if (byIns && (label.surfaceCm2 === null || label.surfaceCm2 > 60))
      hits.push({
        rule: 'additive-ins',
        subject: printed,
        fails: [cites.additiveName2025, cites.ins2025],
        x: String(label.surfaceCm2 ?? '?'),
      });
    const use = ctx.uses?.get(known.name);
    seen.push({
      printed,
      name: known.name,
      func: i.func || known.func,
      permitted: ctx.uses ? !!use : null,
      maxUse: use?.maxUse ?? '',
      category: use?.category ?? '',
    });
    if (ctx.uses && !use)
      hits.push({ rule: 'additive-not-permitted', subject: printed, fails: [cites.additiveUse], x: known.name });
  }
  if (seen.length && !ctx.uses)
    hits.push({ rule: 'additive-category', subject: '', fails: [cites.additiveUse], review: true });
  return { hits, seen };
}

const NO_ADDED = /不添加|不使用|未添加|零添加|无添加|未使用|没加|没用|没使用|没使|未用/g;
const FREE_OF = /(?:无|不含|未含|没有|零)(?!添加)([^\s,，、;；。!！]{1,8})/g;
/** Words people use for an additive class in claims, mapped to the class of GB 2760 appendix D. */
const classAliases: [string, string][] = [
  ['防腐剂', '防腐剂'],
  ['色素', '着色剂'],
  ['着色剂', '着色剂'],
  ['香精', '食品用香料'],
  ['甜味剂', '甜味剂'],
  ['糖精', '甜味剂'],
  ['味精', '增味剂'],
  ['增稠剂', '增稠剂'],
  ['抗氧化剂', '抗氧化剂'],
  ['漂白剂', '漂白剂'],
  ['膨松剂', '膨松剂'],
  ['乳化剂', '乳化剂'],
];
const DISEASE = ['预防', '治疗', '治愈', '降血压', '降血糖', '降血脂', '抗癌', '防癌', '消炎', '抗病毒'];
const WORDING = ['纯天然', '第一', '顶级', '极品', '最好', '最佳', '100%纯'];

function claimHits(label: Label, seen: LabelAdditive[]): Hit[] {
  const claims = norm(label.claims);
  if (!claims) return [];
  const hits: Hit[] = [];
  for (const m of new Set([...claims.matchAll(NO_ADDED)].map((x) => x[0])))
    hits.push({ rule: 'claim-no-added', subject: m, fails: [cites.noAdded2025] });
  const denied = new Set<string>();
  for (const m of claims.matchAll(FREE_OF)) {
    const alias = classAliases.find(([w]) => m[1]!.startsWith(w));
    if (alias) {
      hits.push({ rule: 'claim-free-additive', subject: alias[0], fails: [cites.freeOf2025] });
      denied.add(alias[0]);
    }
  }
  for (const m of claims.matchAll(/(?:不添加|不使用|未添加|零添加|无添加|未使用)([^\s,，、;；。!！]{1,8})/g)) {
    const alias = classAliases.find(([w]) => m[1]!.startsWith(w));
    if (alias) denied.add(alias[0]);
  }
  for (const word of denied) {
    const cls = classAliases.find(([w]) => w === word)![1];
    const found = seen.find((a) => a.func.includes(cls));
    if (found)
      hits.push({
        rule: 'claim-contradicts',
        subject: word,
        fails: [cites.truthful2011, cites.truthful2025],
        x: found.printed,
      });
  }
  for (const w of DISEASE)
    if (claims.includes(w))
      hits.push({ rule: 'claim-disease', subject: w, fails: [cites.disease2011, cites.disease2025] });
  for (const w of WORDING)
    if (claims.includes(w))
      hits.push({ rule: 'claim-wording', subject: w, fails: [cites.truthful2011, cites.truthful2025], review: true });
  return hits;
}

/** Ingredients named in a claim of addition or in the food name, whose share is not printed. */
function quantityHits(label: Label, items: Ingredient[]): Hit[] {
  const hits: Hit[] = [];
  const claims = norm(label.claims);
  const top = items.filter((i) => i.name.length >= 2);
  const emphasised = new Set<string>();
  for (const m of claims.matchAll(/(?<![不零无未没])(?:添加|含有|富含|加入)(?:了)?([^\s,，、;；。!！]{1,10})/g)) {
    const item = top.find((i) => m[1]!.startsWith(i.name) || i.name.startsWith(m[1]!));
    if (item && item.percent === null && !emphasised.has(item.name)) {
      emphasised.add(item.name);
      hits.push({ rule: 'quantity-emphasis', subject: item.name, fails: [cites.emphasis2011, cites.emphasis2025] });
    }
  }
  const name = norm(label.foodName);
  for (const i of top)
    if (!emphasised.has(i.name) && i.percent === null && !i.func && name.includes(i.name))
      hits.push({ rule: 'quantity-name', subject: i.name, fails: [cites.nameQuantity2025], review: true });
  return hits;
}

function allergenHits(label: Label, items: Ingredient[]): Hit[] {
  const statement = label.allergenStatement;
  const found = new Map<string, string[]>();
  for (const i of allItems(items)) {
    if (i.func) continue;
    for (const cat of allergensOf(i.name)) found.set(cat.key, [...(found.get(cat.key) ?? []), i.name]);
  }
  const hits: Hit[] = [];
  for (const cat of allergenCategories) {
    const words = found.get(cat.key);
    if (!words || statementNames(statement, cat, words)) continue;
    hits.push({
      rule: 'allergen',
      subject: cat.key,
      fails: [cites.allergen2011, cites.allergen2025],
      x: words.join('、'),
    });
  }
  return hits;
}

const decimals = (x: number) => (String(x).split('.')[1] ?? '').length;

function nutritionHits(label: Label): Hit[] {
  if (!label.nutrition.length) return [];
  const hits: Hit[] = [];
  const rows = label.nutrition.map((r) => ({ row: r, rule: ruleOf(r.item) }));
  const shown = new Set(rows.map((r) => r.rule?.item).filter(Boolean));
  for (const item of mandatory2025) {
    if (shown.has(item)) continue;
    const fails = [...(mandatory2011.includes(item) ? [cites.nutrition2011] : []), cites.nutrition2025];
    hits.push({ rule: 'nutrition-missing', subject: item, fails });
  }
  if (!norm(label.nutritionNote).includes('儿童青少年应避免过量摄入盐油糖'))
    hits.push({ rule: 'nutrition-note', subject: '', fails: [cites.note2025] });
  for (const { row, rule } of rows) {
    if (!rule) continue;
    if (!unitMatches(rule, row.unit)) {
      hits.push({ rule: 'nutrition-unit', subject: rule.item, fails: [cites.table2011, cites.table2025], x: row.unit });
      continue;
    }
    const value = Number(row.amount.replace(/[^\d.]/g, ''));
    if (!has(row.amount) || !Number.isFinite(value)) continue;
    const wrong =
      value > 0 && value <= rule.zero
        ? { rule: 'nutrition-zero' as const, fails: [cites.table2011, cites.zero2025] }
        : decimals(value) > decimals(rule.interval)
          ? { rule: 'nutrition-rounding' as const, fails: [cites.table2011, cites.table2025] }
          : null;
    if (wrong) {
      hits.push({ ...wrong, subject: rule.item, x: row.amount });
      continue;
    }
    const printed = has(row.nrv) ? Number(row.nrv.replace(/[^\d.]/g, '')) : null;
    if (rule.nrv !== null && printed !== null && Number.isFinite(printed)) {
      // The NRV% of the printed value, rounded to whole percent; one point either way is the
      // rounding of a value that was itself rounded.
      const expected = Math.round((value / rule.nrv) * 100);
      if (Math.abs(expected - printed) > 1)
        hits.push({
          rule: 'nutrition-nrv',
          subject: rule.item,
          fails: [cites.nrv2011, cites.nrv2025],
          x: `${row.nrv}（${expected}%）`,
        });
    }
  }
  return hits;
}

const UNIT = /(\d+(?:\.\d+)?)\s*(千克|克|毫升|升|kg|g|ml|l)(?![a-z])/i;

function netContentHits(label: Label): Hit[] {
  if (!has(label.netContent)) return [];
  const m = UNIT.exec(norm(label.netContent).replace(/^净含量[:：]?/, ''));
  const wrong = !m || (Number(m[1]) >= 1000 && /^(克|g|毫升|ml)$/i.test(m[2]!));
  return wrong ? [{ rule: 'net-content', subject: '', fails: [cites.netContent2011], x: label.netContent }] : [];
}

function fontHits(label: Label): Hit[] {
  if (label.surfaceCm2 === null || label.fontMm === null) return [];
  return label.surfaceCm2 > 35 && label.fontMm < 1.8
    ? [{ rule: 'font-height', subject: '', fails: [cites.font2011], x: String(label.fontMm) }]
    : [];
}

const stateText = (s: StandardState): [string, string, string, string, boolean] => {
  switch (s.kind) {
    case 'replaced':
      return [
        `本库记载已被 ${s.by} 替代（${s.from} 起）`,
        `replaced by ${s.by} from ${s.from}, as the library records`,
        `改为执行 ${s.by}，并按其要求核对产品。`,
        `Change to ${s.by} and check the product against it.`,
        true,
      ];
    case 'abolished':
      return [
        `本库记载已废止（${s.date}）`,
        `abolished (${s.date}), as the library records`,
        '改为执行现行有效的标准。',
        'Change to a standard in force.',
        true,
      ];
    case 'not-yet':
      return [
        `本库记载尚未实施（${s.from} 实施）`,
        `not yet in force (from ${s.from}), as the library records`,
        '实施日前执行现行标准。',
        'Follow the standard in force until then.',
        true,
      ];
    case 'enterprise':
      return [
        '企业标准不在本库中，无法核对其备案与状态',
        'an enterprise standard: the library holds none, so its filing and status cannot be checked',
        '核实企业标准已备案且现行有效。',
        'Check that the enterprise standard is filed and in force.',
        false,
      ];
    default:
      return [
        '本库未收录该标准，无法核对其状态',
        'the library does not hold this standard, so its status cannot be checked',
        '核对标准代号与顺序号是否正确、现行有效。',
        'Check the number and that the standard is in force.',
        false,
      ];
  }
};

function standardHits(label: Label, ctx: LabelContext): Hit[] {
  const s = ctx.standard;
  if (!has(label.standardCode) || label.imported || !s || s.kind === 'in-force') return [];
  const [zh, en, fixZh, fixEn, binding] = stateText(s);
  const subject = s.kind === 'unreadable' ? 'not-held' : s.kind;
  return [
    {
      rule: 'standard-code',
      subject,
      fails: [cites.standardCode2011, cites.standardCode2025],
      review: !binding,
      x: ctx.lang === 'en' ? en : zh,
      f: [fixZh, fixEn],
    },
  ];
}

/** What a grade finding says and suggests, per case, in both languages. */
const gradeWords = (printed: string, grades: string): Record<string, [string, string, string, string]> => ({
  unknown: [
    '本库未收录该产品标准的正文，无法判断其是否规定了质量（品质）等级',
    'The library holds no text of this product standard: whether it sets quality grades cannot be told',
    '对照产品标准原文：如规定了质量等级，应标示所执行的等级。',
    'Read the standard: if it sets quality grades, show the grade the product meets.',
  ],
  undefined: [
    `标示了质量等级“${printed}”，而本库所存该产品标准正文中未见质量等级的规定（2025 版起不得标示）`,
    `The label shows the grade "${printed}", but the standard's text held sets no quality grades (not allowed from 2027)`,
    '核对产品标准；如其未规定质量等级，删去等级标示。',
    'Check the standard; if it sets no grades, remove the grade.',
  ],
  missing: [
    `所执行的产品标准规定了质量等级（${grades}），标签未标示质量等级`,
    `The product standard sets quality grades (${grades}) and the label shows none`,
    `标示产品达到的质量等级（${grades}之一）。`,
    `Show the grade the product meets (one of ${grades}).`,
  ],
  other: [
    `标示的质量等级“${printed}”不在产品标准规定的等级（${grades}）之中`,
    `The grade "${printed}" is not one the product standard sets (${grades})`,
    `按产品标准的等级（${grades}）标示。`,
    `Show one of the standard's grades (${grades}).`,
  ],
});

/** The quality grade against the grades the product standard's own text sets (2011 4.1.11.4, 2025 4.11). */
function gradeHits(label: Label, ctx: LabelContext): Hit[] {
  if (!has(label.standardCode) || label.imported) return [];
  const grades = ctx.grades;
  const printed = label.grade.trim();
  const hit = (subject: 'unknown' | 'undefined' | 'missing' | 'other', fails: Cite[], review: boolean): Hit[] => {
    const [zh, en, fixZh, fixEn] = gradeWords(printed, (grades ?? []).join('、'))[subject]!;
    return [{ rule: 'grade', subject, fails, review, x: ctx.lang === 'en' ? en : zh, f: [fixZh, fixEn] }];
  };
  const both = [cites.grade2011, cites.grade2025];
  if (grades === null) return hit('unknown', both, true);
  if (!grades.length) return printed ? hit('undefined', [cites.grade2025], true) : [];
  if (!printed) return hit('missing', both, false);
  return gradeShown(printed, grades) ? [] : hit('other', both, true);
}

const fill = (tpl: string, subject: string, x: string, f = '') =>
  tpl.replaceAll('{s}', subject).replaceAll('{x}', x).replaceAll('{f}', f);

function subjectShown(hit: Hit, lang: LabelContext['lang']): string {
  if (hit.rule === 'allergen') {
    const cat = allergenCategories.find((c) => c.key === hit.subject)!;
    return lang === 'en' ? cat.en : cat.zh;
  }
  return hit.subject;
}

/** One finding from a hit: the failing clause of today's edition, of the coming one, and its group. */
function finding(hit: Hit, ctx: LabelContext): LabelFinding | null {
  const pick = (docs: LabelDoc[]) => hit.fails.find((c) => docs.includes(c.doc) || c.doc === 'GB 2760-2024') ?? null;
  const today = pick(ctx.today);
  const coming = ctx.coming.length ? pick(ctx.coming) : null;
  if (!today && !coming) return null;
  const group: LabelGroup = hit.review ? 'review' : today?.binding ? 'must' : coming?.binding ? 'from2027' : 'review';
  const text = ruleTexts[hit.rule];
  const en = ctx.lang === 'en';
  const subject = subjectShown(hit, ctx.lang);
  let x = hit.x ?? '';
  if (hit.rule === 'mandatory') x = itemNames[hit.subject as MandatoryItem][en ? 1 : 0];
  const f = hit.f ? hit.f[en ? 1 : 0] : '';
  return {
    key: `${hit.rule}:${hit.subject}`,
    rule: hit.rule,
    subject: hit.subject,
    group,
    message: fill(en ? text.en : text.zh, subject, x, f),
    fix: fill(en ? text.fixEn : text.fixZh, subject, x, f),
    today,
    coming,
  };
}

const groupOrder: Record<LabelGroup, number> = { must: 0, from2027: 1, review: 2 };

export function checkLabel(label: Label, ctx: LabelContext): { findings: LabelFinding[]; additives: LabelAdditive[] } {
  const items = readIngredients(label.ingredients);
  const { hits: additive, seen } = additiveHits(label, items, ctx);
  const hits = [
    ...mandatoryHits(label, ctx.lang),
    ...gradeHits(label, ctx),
    ...dateHits(label),
    ...ingredientHits(items),
    ...additive,
    ...claimHits(label, seen),
    ...quantityHits(label, items),
    ...allergenHits(label, items),
    ...nutritionHits(label),
    ...netContentHits(label),
    ...fontHits(label),
    ...standardHits(label, ctx),
  ];
  const findings = hits
    .map((h) => finding(h, ctx))
    .filter((f): f is LabelFinding => f !== null)
    .sort((a, b) => groupOrder[a.group] - groupOrder[b.group]);
  return { findings, additives: seen };
}

export const countGroups = (findings: LabelFinding[]): Record<LabelGroup, number> => ({
  must: findings.filter((f) => f.group === 'must').length,
  from2027: findings.filter((f) => f.group === 'from2027').length,
  review: findings.filter((f) => f.group === 'review').length,
});

export { nutrientRules };
