/**
 * Twenty food product standards chosen to check that an assembled list inherits the general
 * standards' limits of its food, written down before the placement and the importers were changed.
 * Each names the food category the portal's editors place it in, in the scheme of GB 2762 (as
 * GB 2762-2025 appendix A names it) and in GB 2760-2024 appendix E (code): a placement is the
 * portal's own decision, not a fact of either standard. `expect` holds values read from the
 * standards' texts (GB 2762-2025, GB 2762-2022, GB 2761-2017), by edition: the test reads the
 * edition the library says is in force.
 */
export interface ChosenProduct {
  number: string;
  /** GB 2762/2761 category path, top category first, as GB 2762-2025 appendix A names it. */
  gb2762Path: string;
  gb2760: string;
  /** GB 31650 species or tissue, where the product is an animal food it covers. */
  gb31650?: string;
  expect: { substance: string; value: number; unit: string; edition: string }[];
}

export const chosenProducts: ChosenProduct[] = [
  {
    number: 'GB/T 1534-2026',
    gb2762Path: '油脂及其制品/植物油脂/花生油',
    gb2760: '02.01.01.01',
    expect: [
      { substance: '黄曲霉毒素B1', value: 20, unit: 'μg/kg', edition: 'GB 2761-2017' },
      { substance: '苯并[a]芘', value: 10, unit: 'μg/kg', edition: 'GB 2762-2025' },
      { substance: '苯并[a]芘', value: 10, unit: 'μg/kg', edition: 'GB 2762-2022' },
      { substance: '铅', value: 0.08, unit: 'mg/kg', edition: 'GB 2762-2025' },
      { substance: '铅', value: 0.08, unit: 'mg/kg', edition: 'GB 2762-2022' },
    ],
  },
  {
    number: 'GB/T 30357.6-2017',
    gb2762Path: '其他类/茶叶',
    gb2760: '16.02.01',
    expect: [
      { substance: '铅', value: 5.0, unit: 'mg/kg', edition: 'GB 2762-2025' },
      { substance: '铅', value: 5.0, unit: 'mg/kg', edition: 'GB 2762-2022' },
    ],
  },
  {
    number: 'GB 2717-2018',
    gb2762Path: '调味品/酱油',
    gb2760: '12.04',
    expect: [
      { substance: '铅', value: 1.0, unit: 'mg/kg', edition: 'GB 2762-2025' },
      { substance: '铅', value: 1.0, unit: 'mg/kg', edition: 'GB 2762-2022' },
    ],
  },
  { number: 'GB/T 18186-2000', gb2762Path: '调味品/酱油', gb2760: '12.04', expect: [] },
  { number: 'GB/T 1445-2018', gb2762Path: '食糖及淀粉糖/食糖', gb2760: '11.01.01', expect: [] },
  { number: 'GB/T 317-2018', gb2762Path: '食糖及淀粉糖/食糖', gb2760: '11.01.01', expect: [] },
  { number: 'GB 2719-2018', gb2762Path: '调味品/食醋', gb2760: '12.03', expect: [] },
  { number: 'GB/T 1535-2026', gb2762Path: '油脂及其制品/植物油脂', gb2760: '02.01.01.01', expect: [] },
  { number: 'GB/T 19111-2026', gb2762Path: '油脂及其制品/植物油脂/玉米油', gb2760: '02.01.01.01', expect: [] },
  { number: 'GB/T 8233-2018', gb2762Path: '油脂及其制品/植物油脂', gb2760: '02.01.01.01', expect: [] },
  { number: 'GB/T 14456.1-2017', gb2762Path: '其他类/茶叶', gb2760: '16.02.01', expect: [] },
  { number: 'GB/T 1354-2018', gb2762Path: '谷物及其制品/谷物碾磨加工品/大米(粉)', gb2760: '06.02.01', expect: [] },
  { number: 'GB/T 1355-2021', gb2762Path: '谷物及其制品/谷物碾磨加工品/小麦粉', gb2760: '06.03.01', expect: [] },
  { number: 'GB 14963-2011', gb2762Path: '其他类/蜂蜜', gb31650: '蜂蜜', gb2760: '11.03.01', expect: [] },
  { number: 'GB 19645-2010', gb2762Path: '乳及乳制品/巴氏杀菌乳', gb2760: '01.01.01', expect: [] },
  { number: 'GB 2757-2012', gb2762Path: '酒类/蒸馏酒', gb2760: '15.01', expect: [] },
  { number: 'GB 2726-2016', gb2762Path: '肉及肉制品/肉制品/熟肉制品', gb2760: '08.03', expect: [] },
  { number: 'GB/T 21731-2008', gb2762Path: '饮料类/果蔬汁类及其饮料', gb2760: '14.02', expect: [] },
  { number: 'GB 2721-2015', gb2762Path: '调味品/食用盐', gb2760: '12.01', expect: [] },
  { number: 'GB 2720-2015', gb2762Path: '调味品/味精', gb2760: '12.02', expect: [] },
];
