import type { FoodLabel as Label } from '@app/contract';

/**
 * The foods GB 7718 exempts from the shelf life (2011 4.3.1: 酒精度大于等于10%的饮料酒、食醋、食用盐、
 * 固态食糖类、味精; 2025 10.1 adds 葡萄酒 whatever its strength, and 10.2 lets 葡萄酒 and drinks of
 * 10% and more show a batch number instead of the production date). The standards name food
 * kinds, not GB 2760 categories: placing a kind in appendix E's categories is the portal's own
 * reading (`placements`), said in every finding that rests on it, with the food name where a
 * category holds more than the kind (12.02 鲜味剂和助鲜剂 holds 鸡精 as well as 味精; 11.01.02
 * holds syrups, which are not solid sugar).
 */
export type ExemptKind = 'spirits' | 'wine' | 'vinegar' | 'salt' | 'sugar' | 'msg';

interface Placement {
  kind: ExemptKind;
  /** GB 2760 appendix E code; its sub-categories are included. */
  code: string;
  /** The food name must show this (味精 in 12.02) … */
  name?: RegExp;
  /** … and must not show this (糖浆 in 11.01). */
  notName?: RegExp;
}

/** The portal's placements of the exempt kinds in GB 2760 appendix E (not a text of the standards). */
export const placements: Placement[] = [
  { kind: 'wine', code: '15.03.01' },
  { kind: 'spirits', code: '15' },
  { kind: 'vinegar', code: '12.03' },
  { kind: 'salt', code: '12.01' },
  { kind: 'sugar', code: '11.01', notName: /糖浆|糖蜜/ },
  { kind: 'msg', code: '12.02', name: /味精|谷氨酸钠/ },
];

export const kindNames: Record<ExemptKind, [string, string]> = {
  spirits: ['饮料酒', 'alcoholic drink'],
  wine: ['葡萄酒', 'wine'],
  vinegar: ['食醋', 'vinegar'],
  salt: ['食用盐', 'salt'],
  sugar: ['固态食糖', 'solid sugar'],
  msg: ['味精', 'monosodium glutamate'],
};

/** Alcohol strength in % vol as printed ("12%vol", "52度", "≥10%"); null when none is readable. */
export function alcoholOf(label: Label): number | null {
  const text = label.alcohol || /酒精度[:：]?\s*[≥>]?\s*(\d+(?:\.\d+)?)\s*(?:%|％|度)/.exec(label.claims)?.[0] || '';
  const m = /(\d+(?:\.\d+)?)/.exec(text.normalize('NFKC'));
  return m ? Number(m[1]) : null;
}

export interface Exemption {
  kind: ExemptKind;
  /** What the exemption rests on, shown in the finding: the category and, for drinks, the strength. */
  basis: [string, string];
  /** Exempt from the shelf life under 2011 4.3.1 / 2025 10.1; null when the strength is unknown. */
  shelf2011: boolean | null;
  shelf2025: boolean | null;
  /** May show a batch number instead of the production date (2025 10.2). */
  batch2025: boolean | null;
}

const within = (code: string, parent: string) => code === parent || code.startsWith(`${parent}.`);

export function exemptionOf(label: Label): Exemption | null {
  const code = label.categoryCode;
  if (!code) return null;
  const p = placements.find(
    (x) => within(code, x.code) && (!x.name || x.name.test(label.foodName)) && !x.notName?.test(label.foodName),
  );
  if (!p) return null;
  const drink = p.kind === 'spirits' || p.kind === 'wine';
  const alcohol = drink ? alcoholOf(label) : null;
  const strong = alcohol === null ? null : alcohol >= 10;
  const [zh, en] = kindNames[p.kind];
  const shown = alcohol === null ? '' : `，酒精度 ${alcohol}%vol`;
  const shownEn = alcohol === null ? '' : `, ${alcohol}% vol`;
  const basis: [string, string] = [
    `按所选食品类别 ${code} 视为${zh}${drink ? (alcohol === null ? '，未填酒精度' : shown) : ''}（本平台的归类）`,
    `taken as ${en} from the chosen category ${code}${drink ? (alcohol === null ? ', no alcohol strength entered' : shownEn) : ''} (the portal's placement)`,
  ];
  if (!drink) return { kind: p.kind, basis, shelf2011: true, shelf2025: true, batch2025: false };
  const wine = p.kind === 'wine';
  return {
    kind: p.kind,
    basis,
    shelf2011: strong,
    shelf2025: wine ? true : strong,
    batch2025: wine ? true : strong,
  };
}

/**
 * A drink of GB 2760 category 15 (饮料酒) needs no nutrition label from 0.5% alcohol (GB 28050-2011
 * 7: 乙醇含量≥0.5%; 2025 7: 0.5%vol 以上): 'exempt', 'unknown' without a strength, null otherwise.
 */
export function drinkNutrition(label: Label): 'exempt' | 'unknown' | null {
  if (!within(label.categoryCode, '15')) return null;
  const alcohol = alcoholOf(label);
  if (alcohol === null) return 'unknown';
  return alcohol >= 0.5 ? 'exempt' : null;
}
