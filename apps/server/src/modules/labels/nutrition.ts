/**
 * GB 28050 table 1 and table A.1 for the items the label check reads: the unit, the rounding
 * interval, the '0' threshold (per 100 g or 100 mL) and the NRV. The two editions print the same
 * figures for these items (2011 table 1 and A.1; 2025 table 1 and A.1); sugar has no NRV in either.
 */
export interface NutrientRule {
  item: string;
  aliases: string[];
  unit: 'kJ' | 'g' | 'mg';
  interval: number;
  zero: number;
  nrv: number | null;
}

export const nutrientRules: NutrientRule[] = [
  { item: '能量', aliases: ['能量'], unit: 'kJ', interval: 1, zero: 17, nrv: 8400 },
  { item: '蛋白质', aliases: ['蛋白质'], unit: 'g', interval: 0.1, zero: 0.5, nrv: 60 },
  { item: '脂肪', aliases: ['脂肪'], unit: 'g', interval: 0.1, zero: 0.5, nrv: 60 },
  {
    item: '饱和脂肪',
    aliases: ['饱和脂肪', '饱和脂肪酸', '-饱和脂肪', '—饱和脂肪'],
    unit: 'g',
    interval: 0.1,
    zero: 0.1,
    nrv: 20,
  },
  { item: '碳水化合物', aliases: ['碳水化合物'], unit: 'g', interval: 0.1, zero: 0.5, nrv: 300 },
  { item: '糖', aliases: ['糖', '-糖', '—糖'], unit: 'g', interval: 0.1, zero: 0.5, nrv: null },
  { item: '钠', aliases: ['钠'], unit: 'mg', interval: 1, zero: 5, nrv: 2000 },
];

/** The mandatory items: 2011 energy and the four core nutrients ("1+4"), 2025 adds saturated fat and sugar ("1+6"). */
export const mandatory2011 = ['能量', '蛋白质', '脂肪', '碳水化合物', '钠'];
export const mandatory2025 = ['能量', '蛋白质', '脂肪', '饱和脂肪', '碳水化合物', '糖', '钠'];

const unitWords: Record<NutrientRule['unit'], string[]> = {
  kJ: ['kj', '千焦'],
  g: ['g', '克'],
  mg: ['mg', '毫克'],
};
export const unitMatches = (rule: NutrientRule, unit: string) =>
  unitWords[rule.unit].includes(unit.normalize('NFKC').replace(/\s+/g, '').toLowerCase());

export const ruleOf = (item: string) => {
  const n = item
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/[（(].*?[)）]/g, '');
  return nutrientRules.find((r) => r.aliases.includes(n));
};
