/**
 * What the record generator draws from: real food categories of the SAMR sampling catalogue,
 * their typical products, and the hazard items tested on them with the real limits of the
 * national standards (GB 2760 additives, GB 2761 mycotoxins, GB 2762 contaminants, GB 2763
 * pesticide residues, GB 31650 veterinary drugs, product standards). `limit: null` means the
 * substance must not be detected / used (不得检出 / 不得使用).
 */
export interface Hazard {
  name: string;
  limit: number | null;
  unit: string;
  basis: string;
  /** Typical measured value of a compliant sample, as a share of the limit (or absolute when limit is null). */
  typical: number;
  /** Risk-factor category used by penalties (top-30 statistics). */
  risk: string;
  /** The products the item is tested on with this limit; absent: every product of the category. */
  only?: string[];
  /** The food category as the cited standard's table prints it (checked against data/ by a test). */
  food?: string;
}
export interface FoodCategory {
  name: string;
  products: string[];
  specs: string[];
  hazards: Hazard[];
  /** Relative share of samples. */
  weight: number;
  /** Failure probability of one sample. */
  failRate: number;
  /** Kinds of company that make this food (a 乳业 company makes dairy, never peanut oil). */
  kinds: string[];
}

/** The hazard items tested on one product of a category. */
export const hazardsOf = (cat: FoodCategory, product: string) =>
  cat.hazards.filter((x) => !x.only || x.only.includes(product));

/**
 * `only`: the products the item is tested on with that limit (absent: every product of the
 * category); `food`: the food category as the cited standard prints it, so a test finds the
 * same limit in the standard's table (data/). `limit: null` means 不得检出 / 不得使用.
 */
const h = (
  name: string,
  limit: number | null,
  unit: string,
  basis: string,
  risk: string,
  scope: { only?: string[]; food?: string; typical?: number } = {},
): Hazard => ({ name, limit, unit, basis, risk, typical: scope.typical ?? (limit === null ? 0 : 0.3), ...scope });
const ADD = '超范围超限量使用食品添加剂';
const MICRO = '微生物污染';
const PEST = '农药残留超标';
const VET = '兽药残留超标';
const METAL = '重金属等元素污染';
const TOXIN = '生物毒素污染';
const QUALITY = '质量指标不达标';
const ILLEGAL = '非法添加非食用物质';
const GENERIC = ['食品有限公司', '食品厂', '食品股份有限公司'];
const RETAIL = ['超市有限公司', '农贸市场', '便利店', '生鲜超市', '商贸有限公司', '百货有限公司', '网店'];
const CATERING = ['餐饮管理有限公司', '饭店', '餐厅'];

export const foodCategories: FoodCategory[] = [
  {
    name: '粮食加工品',
    weight: 8,
    failRate: 0.02,
    products: ['小麦粉', '大米', '挂面', '玉米粉', '糯米粉'],
    specs: ['5kg/袋', '10kg/袋', '2.5kg/袋', '1kg/袋', '500g/袋'],
    kinds: [...GENERIC, '粮油有限公司', '米业有限公司', '面业有限公司'],
    hazards: [
      h('铅(以Pb计)', 0.2, 'mg/kg', 'GB 2762-2022', METAL, {
        food: '谷物及其制品a[麦片、面筋、粥类罐头、带馅(料)面米制品除外]',
      }),
      h('镉(以Cd计)', 0.2, 'mg/kg', 'GB 2762-2022', METAL, { only: ['大米', '糯米粉'], food: '稻谷a、糙米、大米(粉)' }),
      h('镉(以Cd计)', 0.1, 'mg/kg', 'GB 2762-2022', METAL, {
        only: ['小麦粉', '玉米粉'],
        food: '谷物碾磨加工品[糙米、大米(粉)除外]',
      }),
      h('黄曲霉毒素B₁', 10, 'μg/kg', 'GB 2761-2017', TOXIN, { only: ['大米'], food: '稻谷a、糙米、大米' }),
      h('黄曲霉毒素B₁', 5.0, 'μg/kg', 'GB 2761-2017', TOXIN, { only: ['小麦粉'], food: '小麦粉、麦片、其他去壳谷物' }),
      h('黄曲霉毒素B₁', 20, 'μg/kg', 'GB 2761-2017', TOXIN, {
        only: ['玉米粉'],
        food: '玉米、玉米面(渣、片)及玉米制品',
      }),
      h('脱氧雪腐镰刀菌烯醇', 1000, 'μg/kg', 'GB 2761-2017', TOXIN, {
        only: ['小麦粉'],
        food: '大麦、小麦、麦片、小麦粉',
      }),
      h('脱氧雪腐镰刀菌烯醇', 1000, 'μg/kg', 'GB 2761-2017', TOXIN, { only: ['玉米粉'], food: '玉米、玉米面(渣、片)' }),
      h('苯并[a]芘', 2.0, 'μg/kg', 'GB 2762-2022', METAL, {
        only: ['大米', '小麦粉', '玉米粉'],
        food: '稻谷a、糙米、大米(粉)、小麦、小麦粉、玉米、玉米粉、玉米糁(渣)',
      }),
    ],
  },
  {
    name: '食用油、油脂及其制品',
    weight: 6,
    failRate: 0.03,
    products: ['花生油', '大豆油', '菜籽油', '玉米油', '芝麻油', '食用植物调和油'],
    specs: ['5L/桶', '1.8L/瓶', '900mL/瓶', '4L/桶'],
    kinds: [...GENERIC, '粮油有限公司', '油脂有限公司'],
    hazards: [
      h('酸价(KOH)', 3, 'mg/g', 'GB 2716-2018', QUALITY),
      h('过氧化值', 0.25, 'g/100g', 'GB 2716-2018', QUALITY),
      h('黄曲霉毒素B₁', 20, 'μg/kg', 'GB 2761-2017', TOXIN, { only: ['花生油', '玉米油'], food: '花生油、玉米油' }),
      h('黄曲霉毒素B₁', 10, 'μg/kg', 'GB 2761-2017', TOXIN, {
        only: ['大豆油', '菜籽油', '芝麻油', '食用植物调和油'],
        food: '植物油脂(花生油、玉米油除外)',
      }),
      h('苯并[a]芘', 10, 'μg/kg', 'GB 2762-2022', METAL, { food: '油脂及其制品' }),
      h('铅(以Pb计)', 0.08, 'mg/kg', 'GB 2762-2022', METAL, { food: '油脂及其制品' }),
      h('溶剂残留量', 20, 'mg/kg', 'GB 2716-2018', QUALITY),
    ],
  },
  {
    name: '调味品',
    weight: 8,
    failRate: 0.025,
    products: ['酱油', '食醋', '火锅底料'],
    specs: ['500mL/瓶', '1.9L/瓶', '200g/袋', '400g/袋', '250g/瓶'],
    kinds: [...GENERIC, '调味食品有限公司', '酿造有限公司'],
    hazards: [
      h('黄曲霉毒素B₁', 5.0, 'μg/kg', 'GB 2761-2017', TOXIN, { only: ['酱油', '食醋'], food: '酱油、醋、酿造酱' }),
      h('菌落总数', 50000, 'CFU/mL', 'GB 2717-2018', MICRO, { only: ['酱油'] }),
      h('罂粟碱', null, 'μg/kg', '整顿办函〔2008〕3号', ILLEGAL, { only: ['火锅底料'] }),
    ],
  },
  {
    name: '肉制品',
    weight: 6,
    failRate: 0.035,
    products: ['火腿肠', '酱卤肉', '腊肉', '香肠', '熏煮火腿', '卤鸭脖'],
    specs: ['240g/袋', '500g/袋', '散装称重', '100g/袋'],
    kinds: [...GENERIC, '肉制品有限公司', '肉类加工厂'],
    hazards: [
      h('亚硝酸盐(以亚硝酸钠计)', 30, 'mg/kg', 'GB 2760-2024', ADD, {
        only: ['火腿肠', '酱卤肉', '腊肉', '香肠', '卤鸭脖'],
      }),
      h('亚硝酸盐(以亚硝酸钠计)', 70, 'mg/kg', 'GB 2760-2024', ADD, { only: ['熏煮火腿'] }),
      h('菌落总数', 100000, 'CFU/g', 'GB 2726-2016', MICRO, { only: ['火腿肠', '酱卤肉', '熏煮火腿', '卤鸭脖'] }),
      h('大肠菌群', 100, 'CFU/g', 'GB 2726-2016', MICRO, { only: ['火腿肠', '酱卤肉', '熏煮火腿', '卤鸭脖'] }),
      h('氯霉素', null, 'μg/kg', '农业农村部公告第250号', VET),
      h('N-二甲基亚硝胺', 3.0, 'μg/kg', 'GB 2762-2022', METAL, { food: '肉制品(肉类罐头除外)' }),
      h('铅(以Pb计)', 0.3, 'mg/kg', 'GB 2762-2022', METAL, { food: '肉制品(畜禽内脏制品除外)' }),
    ],
  },
  {
    name: '乳制品',
    weight: 4,
    failRate: 0.01,
    products: ['酸奶', '调制乳', '全脂乳粉', '奶酪'],
    specs: ['250mL/盒', '200g/杯', '400g/罐', '1L/盒'],
    kinds: [...GENERIC, '乳业有限公司', '乳品有限公司'],
    hazards: [
      h('大肠菌群', 5, 'CFU/g', 'GB 19302-2010', MICRO, { only: ['酸奶'] }),
      h('霉菌', 30, 'CFU/g', 'GB 19302-2010', MICRO, { only: ['酸奶'] }),
      h('菌落总数', 100000, 'CFU/g', 'GB 25191-2010', MICRO, { only: ['调制乳'] }),
      h('大肠菌群', 5, 'CFU/g', 'GB 25191-2010', MICRO, { only: ['调制乳'] }),
      h('菌落总数', 200000, 'CFU/g', 'GB 19644-2024', MICRO, { only: ['全脂乳粉'] }),
      h('黄曲霉毒素M₁', 0.5, 'μg/kg', 'GB 2761-2017', TOXIN, { food: '乳及乳制品a' }),
      h('三聚氰胺', 2.5, 'mg/kg', '卫生部等5部门公告2011年第10号', ILLEGAL, { typical: 0.05 }),
    ],
  },
  {
    name: '饮料',
    weight: 6,
    failRate: 0.03,
    products: ['饮用纯净水', '饮用天然矿泉水', '果汁饮料', '茶饮料', '植物蛋白饮料', '碳酸饮料'],
    specs: ['550mL/瓶', '18.9L/桶', '1.5L/瓶', '250mL/盒'],
    kinds: [...GENERIC, '饮品有限公司', '饮料有限公司'],
    hazards: [
      h('菌落总数', 10000, 'CFU/mL', 'GB 7101-2022', MICRO, {
        only: ['果汁饮料', '茶饮料', '植物蛋白饮料', '碳酸饮料'],
      }),
      h('铜绿假单胞菌', null, 'CFU/250mL', 'GB 19298-2014', MICRO, { only: ['饮用纯净水'] }),
      h('铜绿假单胞菌', null, 'CFU/250mL', 'GB 8537-2018', MICRO, { only: ['饮用天然矿泉水'] }),
      h('溴酸盐', 0.01, 'mg/L', 'GB 8537-2018', METAL, { only: ['饮用天然矿泉水'] }),
      h('溴酸盐', 0.01, 'mg/L', 'GB 19298-2014', METAL, { only: ['饮用纯净水'] }),
      h('余氯(游离氯)', 0.05, 'mg/L', 'GB 19298-2014', QUALITY, { only: ['饮用纯净水'] }),
      h('甜蜜素(以环己基氨基磺酸计)', 0.65, 'g/kg', 'GB 2760-2024', ADD, {
        only: ['果汁饮料', '茶饮料', '植物蛋白饮料', '碳酸饮料'],
        food: '饮料类',
      }),
    ],
  },
  {
    name: '糕点',
    weight: 5,
    failRate: 0.04,
    products: ['面包', '月饼', '蛋糕', '蛋黄酥', '桃酥', '绿豆糕'],
    specs: ['散装称重', '400g/盒', '100g/袋', '60g/个'],
    kinds: [...GENERIC, '烘焙食品有限公司', '糕点厂'],
    hazards: [
      h('菌落总数', 100000, 'CFU/g', 'GB 7099-2015', MICRO),
      h('霉菌', 150, 'CFU/g', 'GB 7099-2015', MICRO),
      h('过氧化值(以脂肪计)', 0.25, 'g/100g', 'GB 7099-2015', QUALITY),
      h('酸价(以脂肪计)(KOH)', 5, 'mg/g', 'GB 7099-2015', QUALITY),
      h('铝的残留量(干样品，以Al计)', 100, 'mg/kg', 'GB 2760-2024', ADD, { food: '焙烤食品' }),
      h('甜蜜素(以环己基氨基磺酸计)', 1.6, 'g/kg', 'GB 2760-2024', ADD, {
        only: ['月饼', '蛋糕', '蛋黄酥', '桃酥', '绿豆糕'],
        food: '糕点',
      }),
    ],
  },
  {
    name: '蔬菜制品',
    weight: 3,
    failRate: 0.04,
    products: ['酱腌菜', '榨菜', '泡菜', '干制蔬菜'],
    specs: ['80g/袋', '500g/瓶', '散装称重'],
    kinds: [...GENERIC, '农业科技有限公司', '酱菜厂'],
    hazards: [
      h('苯甲酸及其钠盐(以苯甲酸计)', 1.0, 'g/kg', 'GB 2760-2024', ADD, {
        only: ['酱腌菜', '榨菜', '泡菜'],
        food: '腌渍的蔬菜',
      }),
      h('糖精钠(以糖精计)', 0.15, 'g/kg', 'GB 2760-2024', ADD, {
        only: ['酱腌菜', '榨菜', '泡菜'],
        food: '腌渍的蔬菜',
      }),
      h('甜蜜素(以环己基氨基磺酸计)', 1.0, 'g/kg', 'GB 2760-2024', ADD, {
        only: ['酱腌菜', '榨菜', '泡菜'],
        food: '腌渍的蔬菜',
      }),
      h('铅(以Pb计)', 0.5, 'mg/kg', 'GB 2762-2022', METAL, { only: ['酱腌菜', '榨菜', '泡菜'], food: '酱腌菜' }),
      h('铅(以Pb计)', 0.8, 'mg/kg', 'GB 2762-2022', METAL, { only: ['干制蔬菜'], food: '干制蔬菜' }),
    ],
  },
  {
    name: '水果制品',
    weight: 2,
    failRate: 0.04,
    products: ['蜜饯', '果脯', '果酱', '水果干'],
    specs: ['100g/袋', '250g/袋', '散装称重'],
    kinds: [...GENERIC, '果业有限公司'],
    hazards: [
      h('糖精钠(以糖精计)', 1.0, 'g/kg', 'GB 2760-2024', ADD, { only: ['蜜饯', '果脯'], food: '蜜饯' }),
      h('糖精钠(以糖精计)', 0.2, 'g/kg', 'GB 2760-2024', ADD, { only: ['果酱'], food: '果酱' }),
      h('糖精钠(以糖精计)', 5.0, 'g/kg', 'GB 2760-2024', ADD, { only: ['水果干'], food: '水果干类' }),
      h('甜蜜素(以环己基氨基磺酸计)', 1.0, 'g/kg', 'GB 2760-2024', ADD, { only: ['果酱'], food: '果酱' }),
      h('苯甲酸及其钠盐(以苯甲酸计)', 0.5, 'g/kg', 'GB 2760-2024', ADD, { only: ['蜜饯', '果脯'], food: '蜜饯' }),
      h('霉菌', 50, 'CFU/g', 'GB 14884-2016', MICRO, { only: ['蜜饯', '果脯'] }),
    ],
  },
  {
    name: '炒货食品及坚果制品',
    weight: 3,
    failRate: 0.035,
    products: ['瓜子', '花生', '开心果', '碧根果', '巴旦木', '夏威夷果'],
    specs: ['200g/袋', '500g/袋', '散装称重'],
    kinds: [...GENERIC, '炒货食品有限公司'],
    hazards: [
      h('酸价(以脂肪计)(KOH)', 3, 'mg/g', 'GB 19300-2014', QUALITY),
      h('过氧化值(以脂肪计)', 0.8, 'g/100g', 'GB 19300-2014', QUALITY, { only: ['瓜子'] }),
      h('黄曲霉毒素B₁', 20, 'μg/kg', 'GB 2761-2017', TOXIN, { only: ['花生'], food: '花生及其制品' }),
      h('黄曲霉毒素B₁', 5.0, 'μg/kg', 'GB 2761-2017', TOXIN, {
        only: ['瓜子', '开心果', '碧根果', '巴旦木', '夏威夷果'],
        food: '其他熟制坚果及籽类',
      }),
      h('甜蜜素(以环己基氨基磺酸计)', 6.0, 'g/kg', 'GB 2760-2024', ADD, {
        only: ['瓜子'],
        food: '带壳熟制坚果与籽类',
      }),
      h('大肠菌群', 100, 'CFU/g', 'GB 19300-2014', MICRO),
    ],
  },
  {
    name: '食用农产品',
    weight: 22,
    failRate: 0.06,
    products: [
      '韭菜',
      '芹菜',
      '豇豆',
      '菠菜',
      '普通白菜',
      '生姜',
      '猪肉',
      '鸡肉',
      '牛肉',
      '鸡蛋',
      '草鱼',
      '鲈鱼',
      '对虾',
    ],
    specs: ['散装称重'],
    kinds: ['农业科技有限公司', '农业专业合作社', '养殖有限公司'],
    hazards: [
      h('腐霉利', 0.2, 'mg/kg', 'GB 2763-2021', PEST, { only: ['韭菜'] }),
      h('毒死蜱', 0.02, 'mg/kg', 'GB 2763-2021', PEST, { only: ['韭菜', '菠菜', '普通白菜'] }),
      h('克百威', 0.02, 'mg/kg', 'GB 2763-2021', PEST, { only: ['韭菜', '芹菜', '豇豆', '菠菜', '普通白菜', '生姜'] }),
      h('氧乐果', 0.02, 'mg/kg', 'GB 2763-2021', PEST, { only: ['韭菜', '芹菜', '豇豆', '菠菜', '普通白菜'] }),
      h('镉(以Cd计)', 0.2, 'mg/kg', 'GB 2762-2022', METAL, { only: ['韭菜', '菠菜', '普通白菜'], food: '叶菜蔬菜' }),
      h('镉(以Cd计)', 0.2, 'mg/kg', 'GB 2762-2022', METAL, { only: ['芹菜'], food: '芹菜、黄花菜' }),
      h('镉(以Cd计)', 0.1, 'mg/kg', 'GB 2762-2022', METAL, {
        only: ['豇豆'],
        food: '豆类蔬菜、块根和块茎蔬菜、茎类蔬菜(芹菜除外)',
      }),
      h('铅(以Pb计)', 0.2, 'mg/kg', 'GB 2762-2022', METAL, {
        only: ['生姜'],
        food: '芸薹类蔬菜、豆类蔬菜、生姜、薯类',
      }),
      h('镉(以Cd计)', 0.1, 'mg/kg', 'GB 2762-2022', METAL, {
        only: ['猪肉', '鸡肉', '牛肉'],
        food: '肉及肉制品(畜禽内脏及其制品除外)',
      }),
      h('镉(以Cd计)', 0.5, 'mg/kg', 'GB 2762-2022', METAL, { only: ['对虾'], food: '甲壳类(海蟹、虾蛄除外)' }),
      h('镉(以Cd计)', 0.05, 'mg/kg', 'GB 2762-2022', METAL, { only: ['鸡蛋'], food: '蛋及蛋制品' }),
      h('恩诺沙星', 100, 'μg/kg', 'GB 31650-2019', VET, { only: ['猪肉', '鸡肉', '牛肉', '草鱼', '鲈鱼'] }),
      h('氧氟沙星', null, 'μg/kg', '农业部公告第2292号', VET, {
        only: ['猪肉', '鸡肉', '鸡蛋', '草鱼', '鲈鱼', '对虾'],
      }),
      h('孔雀石绿', null, 'μg/kg', '农业农村部公告第250号', VET, { only: ['草鱼', '鲈鱼'] }),
      h('呋喃唑酮代谢物', null, 'μg/kg', '农业农村部公告第250号', VET, {
        only: ['猪肉', '鸡肉', '草鱼', '鲈鱼', '对虾'],
      }),
      h('甲硝唑', null, 'μg/kg', '农业农村部公告第250号', VET, { only: ['猪肉', '鸡肉', '鸡蛋'] }),
      h('氟苯尼考', null, 'μg/kg', 'GB 31650-2019', VET, { only: ['鸡蛋'] }),
    ],
  },
  {
    name: '酒类',
    weight: 4,
    failRate: 0.02,
    products: ['白酒', '啤酒', '黄酒', '葡萄酒', '露酒'],
    specs: ['500mL/瓶', '330mL/罐', '750mL/瓶', '2.5L/桶'],
    kinds: ['酒业有限公司', '酒厂', '酿酒有限公司'],
    hazards: [
      h('甲醇', 0.6, 'g/L', 'GB 2757-2012', QUALITY, { only: ['白酒'] }),
      h('氰化物(以HCN计)', 8.0, 'mg/L', 'GB 2757-2012', QUALITY, { only: ['白酒'] }),
      h('甜蜜素(以环己基氨基磺酸计)', null, 'g/kg', 'GB 2760-2024', ADD, { only: ['白酒', '啤酒', '黄酒', '葡萄酒'] }),
      h('糖精钠(以糖精计)', null, 'g/kg', 'GB 2760-2024', ADD, { only: ['白酒', '啤酒', '黄酒', '葡萄酒'] }),
      h('甜蜜素(以环己基氨基磺酸计)', 0.65, 'g/kg', 'GB 2760-2024', ADD, { only: ['露酒'], food: '配制酒' }),
      h('赭曲霉毒素A', 2.0, 'μg/kg', 'GB 2761-2017', TOXIN, { only: ['葡萄酒'], food: '葡萄酒' }),
    ],
  },
  {
    name: '茶叶及相关制品',
    weight: 2,
    failRate: 0.02,
    products: ['绿茶', '红茶', '乌龙茶', '花茶'],
    specs: ['250g/罐', '100g/盒', '散装称重'],
    kinds: ['茶业有限公司', '茶厂', '农业科技有限公司'],
    hazards: [
      h('铅(以Pb计)', 5.0, 'mg/kg', 'GB 2762-2022', METAL, { food: '茶叶' }),
      h('草甘膦', 1, 'mg/kg', 'GB 2763-2021', PEST),
      h('联苯菊酯', 5, 'mg/kg', 'GB 2763-2021', PEST),
      h('水胺硫磷', 0.05, 'mg/kg', 'GB 2763-2021', PEST),
    ],
  },
  {
    name: '方便食品',
    weight: 3,
    failRate: 0.015,
    products: ['方便面'],
    specs: ['108g/袋', '5连包', '260g/盒'],
    kinds: [...GENERIC, '面业有限公司'],
    hazards: [
      h('酸价(以脂肪计)(KOH)', 1.8, 'mg/g', 'GB 17400-2015', QUALITY),
      h('过氧化值(以脂肪计)', 0.25, 'g/100g', 'GB 17400-2015', QUALITY),
      h('菌落总数', 100000, 'CFU/g', 'GB 17400-2015', MICRO),
      h('甜蜜素(以环己基氨基磺酸计)', 1.6, 'g/kg', 'GB 2760-2024', ADD, { food: '方便米面制品' }),
    ],
  },
  {
    name: '速冻食品',
    weight: 3,
    failRate: 0.015,
    products: ['速冻水饺', '速冻汤圆', '速冻包子', '速冻馄饨'],
    specs: ['500g/袋', '1kg/袋', '400g/袋'],
    kinds: [...GENERIC, '速冻食品有限公司'],
    hazards: [
      h('过氧化值(以脂肪计)', 0.25, 'g/100g', 'GB 19295-2021', QUALITY),
      h('铅(以Pb计)', 0.5, 'mg/kg', 'GB 2762-2022', METAL, { food: '麦片、面筋、粥类罐头、带馅(料)面米制品' }),
      h('糖精钠(以糖精计)', null, 'g/kg', 'GB 2760-2024', ADD),
    ],
  },
  {
    name: '豆制品',
    weight: 3,
    failRate: 0.035,
    products: ['豆腐', '腐竹', '豆干', '腐乳'],
    specs: ['散装称重', '400g/盒', '250g/袋'],
    kinds: [...GENERIC, '豆制品有限公司', '豆制品厂'],
    hazards: [
      h('苯甲酸及其钠盐(以苯甲酸计)', null, 'g/kg', 'GB 2760-2024', ADD, { only: ['豆腐', '腐竹', '豆干'] }),
      h('铝的残留量(干样品，以Al计)', 100, 'mg/kg', 'GB 2760-2024', ADD, { food: '豆类制品' }),
      h('碱性嫩黄', null, 'mg/kg', '整顿办函〔2011〕1号', ILLEGAL, { only: ['腐竹', '豆干'] }),
      h('大肠菌群', 100, 'CFU/g', 'GB 2712-2014', MICRO),
      h('甜蜜素(以环己基氨基磺酸计)', 0.65, 'g/kg', 'GB 2760-2024', ADD, { only: ['腐乳'], food: '腐乳类' }),
      h('黄曲霉毒素B₁', 5.0, 'μg/kg', 'GB 2761-2017', TOXIN, { only: ['腐乳'], food: '发酵豆制品' }),
    ],
  },
  {
    name: '淀粉及淀粉制品',
    weight: 2,
    failRate: 0.03,
    products: ['粉丝', '粉条', '红薯淀粉', '凉粉'],
    specs: ['500g/袋', '250g/袋', '散装称重'],
    kinds: [...GENERIC, '淀粉有限公司', '粉丝厂'],
    hazards: [
      h('铝的残留量(干样品，以Al计)', 200, 'mg/kg', 'GB 2760-2024', ADD, { only: ['粉丝', '粉条'], food: '粉丝 粉条' }),
      h('铅(以Pb计)', 0.2, 'mg/kg', 'GB 2762-2022', METAL, { only: ['红薯淀粉'], food: '食用淀粉' }),
      h('铅(以Pb计)', 0.5, 'mg/kg', 'GB 2762-2022', METAL, { only: ['粉丝', '粉条', '凉粉'], food: '淀粉制品' }),
    ],
  },
  {
    name: '餐饮食品',
    weight: 5,
    failRate: 0.05,
    products: ['复用餐饮具', '油条', '卤菜'],
    specs: ['散装称重', '/'],
    kinds: CATERING,
    hazards: [
      h('大肠菌群', null, '/50cm²', 'GB 14934-2016', MICRO, { only: ['复用餐饮具'] }),
      h('阴离子合成洗涤剂(以十二烷基苯磺酸钠计)', null, 'mg/100cm²', 'GB 14934-2016', MICRO, { only: ['复用餐饮具'] }),
      h('铝的残留量(干样品，以Al计)', 100, 'mg/kg', 'GB 2760-2024', ADD, { only: ['油条'], food: '油炸面制品' }),
      h('亚硝酸盐(以亚硝酸钠计)', 30, 'mg/kg', 'GB 2760-2024', ADD, { only: ['卤菜'] }),
    ],
  },
  {
    name: '蜂产品',
    weight: 1,
    failRate: 0.03,
    products: ['蜂蜜'],
    specs: ['500g/瓶', '250g/瓶'],
    kinds: [...GENERIC, '蜂业有限公司', '蜂产品有限公司'],
    hazards: [
      h('蔗糖', 5, 'g/100g', 'GB 14963-2011', QUALITY),
      h('菌落总数', 1000, 'CFU/g', 'GB 14963-2011', MICRO),
      h('氯霉素', null, 'μg/kg', '农业农村部公告第250号', VET),
      h('嗜渗酵母计数', 200, 'CFU/g', 'GB 14963-2011', MICRO),
    ],
  },
  {
    name: '水产制品',
    weight: 2,
    failRate: 0.04,
    products: ['鱿鱼丝', '虾皮', '鱼干'],
    specs: ['100g/袋', '散装称重', '250g/袋'],
    kinds: [...GENERIC, '水产食品有限公司', '海产品有限公司'],
    hazards: [
      h('镉(以Cd计)', 0.1, 'mg/kg', 'GB 2762-2022', METAL, { only: ['鱼干'], food: '其他鱼类制品' }),
      h('苯甲酸及其钠盐(以苯甲酸计)', null, 'g/kg', 'GB 2760-2024', ADD),
      h('N-二甲基亚硝胺', 4.0, 'μg/kg', 'GB 2762-2022', METAL, { food: '干制水产品' }),
    ],
  },
  {
    name: '饼干',
    weight: 2,
    failRate: 0.01,
    products: ['苏打饼干', '夹心饼干', '曲奇饼干', '威化饼干'],
    specs: ['100g/袋', '400g/盒', '散装称重'],
    kinds: [...GENERIC, '饼干有限公司'],
    hazards: [
      h('酸价(以脂肪计)(KOH)', 5, 'mg/g', 'GB 7100-2015', QUALITY),
      h('过氧化值(以脂肪计)', 0.25, 'g/100g', 'GB 7100-2015', QUALITY),
      h('菌落总数', 100000, 'CFU/g', 'GB 7100-2015', MICRO),
      h('甜蜜素(以环己基氨基磺酸计)', 0.65, 'g/kg', 'GB 2760-2024', ADD, { food: '饼干' }),
    ],
  },
  {
    name: '冷冻饮品',
    weight: 1.5,
    failRate: 0.02,
    products: ['冰淇淋', '雪糕', '冰棍'],
    specs: ['75g/支', '80g/支', '散装称重'],
    kinds: [...GENERIC, '冷饮有限公司'],
    hazards: [
      h('菌落总数', 100000, 'CFU/g', 'GB 2759-2015', MICRO),
      h('大肠菌群', 100, 'CFU/g', 'GB 2759-2015', MICRO),
      h('甜蜜素(以环己基氨基磺酸计)', 0.65, 'g/kg', 'GB 2760-2024', ADD, { food: '冷冻饮品' }),
      h('糖精钠(以糖精计)', 0.15, 'g/kg', 'GB 2760-2024', ADD, { food: '冷冻饮品' }),
    ],
  },
  {
    name: '薯类和膨化食品',
    weight: 2,
    failRate: 0.015,
    products: ['薯片', '膨化玉米', '虾条'],
    specs: ['70g/袋', '104g/罐', '散装称重'],
    kinds: [...GENERIC],
    hazards: [
      h('酸价(以脂肪计)(KOH)', 5, 'mg/g', 'GB 17401-2014', QUALITY),
      h('过氧化值(以脂肪计)', 0.25, 'g/100g', 'GB 17401-2014', QUALITY),
      h('甜蜜素(以环己基氨基磺酸计)', 0.2, 'g/kg', 'GB 2760-2024', ADD, { food: '膨化食品' }),
    ],
  },
  {
    name: '蛋制品',
    weight: 1,
    failRate: 0.02,
    products: ['皮蛋', '咸鸭蛋', '卤蛋'],
    specs: ['6枚/盒', '散装称重'],
    kinds: [...GENERIC, '蛋品有限公司'],
    hazards: [
      h('铅(以Pb计)', 0.2, 'mg/kg', 'GB 2762-2022', METAL, { food: '蛋及蛋制品' }),
      h('镉(以Cd计)', 0.05, 'mg/kg', 'GB 2762-2022', METAL, { food: '蛋及蛋制品' }),
      h('苯甲酸及其钠盐(以苯甲酸计)', null, 'g/kg', 'GB 2760-2024', ADD),
    ],
  },
];

/** Words of fictional company and brand names (no real company is named in a failed record). */
export const nameWords = [
  '鑫源',
  '华康',
  '金丰',
  '绿源',
  '康达',
  '福临',
  '顺和',
  '润泽',
  '嘉禾',
  '恒信',
  '佳味',
  '鲜锋',
  '惠民',
  '丰年',
  '裕隆',
  '瑞祥',
  '盛泰',
  '宏达',
  '永兴',
  '天润',
  '百味',
  '禾香',
  '益康',
  '众联',
  '汇丰源',
  '新农',
  '好滋味',
  '乡里香',
  '田园',
  '海之蓝',
];
/** Where samples are taken and who is fined for selling: shops and markets, or, for meals, restaurants. */
export const unitKinds = RETAIL;
export const cateringKinds = CATERING;
export const districts = ['城关', '新城', '高新', '开发', '东城', '西城', '南湖', '北苑', '滨江', '经开'];

export const penaltyTypes = [
  '警告',
  '罚款',
  '没收违法所得、罚款',
  '没收违法所得、没收非法财物、罚款',
  '责令停产停业、罚款',
  '吊销许可证、罚款',
];
/** Thirty risk-factor categories (the spec's case statistics show the top 30). */
export const riskFactors = [
  '农药残留超标',
  '兽药残留超标',
  '微生物污染',
  '重金属等元素污染',
  '超范围超限量使用食品添加剂',
  '生物毒素污染',
  '质量指标不达标',
  '非法添加非食用物质',
  '标签标识不合格',
  '经营超过保质期食品',
  '无证生产经营',
  '未履行进货查验义务',
  '虚假宣传',
  '使用不合格原料',
  '从业人员未取得健康证明',
  '生产经营环境卫生不达标',
  '餐饮具清洗消毒不合格',
  '未建立生产记录',
  '冷链贮存不规范',
  '假冒伪劣',
  '进口食品无中文标签',
  '网络食品销售违规',
  '特殊食品违规宣传',
  '保健食品宣称疗效',
  '经营走私冻品',
  '经营病死畜禽肉',
  '注水肉',
  '未按规定贮存食品',
  '计量不合格',
  '未落实食品安全主体责任',
];
/**
 * Penalty cases: the violation (a risk factor) and the article and item of 食品安全法 that punish
 * it. A failed sample's risk (its hazard's) picks the same way: contaminants, residues, microbes,
 * toxins and other harmful substances over a limit are 第一百二十四条（一）, additives beyond their
 * use 第一百二十四条（三）, non-food substances 第一百二十三条（一）.
 */
export interface Violation {
  risk: string;
  article: string;
  /** The item of the article's first paragraph, when it has items. */
  item?: string;
  /** Who is punished: whoever makes or sells the food, or a restaurant. */
  party: 'any' | 'catering';
}
export const sampleViolations: Record<string, Violation> = {
  [PEST]: { risk: PEST, article: '第一百二十四条', item: '一', party: 'any' },
  [VET]: { risk: VET, article: '第一百二十四条', item: '一', party: 'any' },
  [MICRO]: { risk: MICRO, article: '第一百二十四条', item: '一', party: 'any' },
  [METAL]: { risk: METAL, article: '第一百二十四条', item: '一', party: 'any' },
  [TOXIN]: { risk: TOXIN, article: '第一百二十四条', item: '一', party: 'any' },
  [QUALITY]: { risk: QUALITY, article: '第一百二十四条', item: '一', party: 'any' },
  [ADD]: { risk: ADD, article: '第一百二十四条', item: '三', party: 'any' },
  [ILLEGAL]: { risk: ILLEGAL, article: '第一百二十三条', item: '一', party: 'any' },
};
export const otherViolations: Violation[] = [
  { risk: '无证生产经营', article: '第一百二十二条', party: 'any' },
  { risk: '经营病死畜禽肉', article: '第一百二十三条', item: '三', party: 'any' },
  { risk: '经营超过保质期食品', article: '第一百二十四条', item: '五', party: 'any' },
  { risk: '标签标识不合格', article: '第一百二十五条', item: '二', party: 'any' },
  { risk: '使用不合格原料', article: '第一百二十五条', item: '四', party: 'any' },
  { risk: '未落实食品安全主体责任', article: '第一百二十六条', item: '二', party: 'any' },
  { risk: '未履行进货查验义务', article: '第一百二十六条', item: '三', party: 'any' },
  { risk: '餐饮具清洗消毒不合格', article: '第一百二十六条', item: '五', party: 'catering' },
  { risk: '从业人员未取得健康证明', article: '第一百二十六条', item: '六', party: 'catering' },
];
/**
 * The fines of those articles as 食品安全法 states them: goods worth under 10,000 yuan, a fine
 * from `below[0]` to `below[1]` yuan; worth more, `times` the goods' worth. 第一百二十六条 gives a
 * warning, and a fine of 5,000 to 50,000 yuan only to whoever refuses to put things right.
 */
export const fines: Record<string, { below: [number, number]; times?: [number, number]; warning?: boolean }> = {
  第一百二十二条: { below: [50_000, 100_000], times: [10, 20] },
  第一百二十三条: { below: [100_000, 150_000], times: [15, 30] },
  第一百二十四条: { below: [50_000, 100_000], times: [10, 20] },
  第一百二十五条: { below: [5_000, 50_000], times: [5, 10] },
  第一百二十六条: { below: [5_000, 50_000], warning: true },
};
export const judgeCauses = [
  '产品责任纠纷',
  '买卖合同纠纷',
  '网络购物合同纠纷',
  '信息网络买卖合同纠纷',
  '产品销售者责任纠纷',
  '生产、销售不符合安全标准的食品罪',
  '生产、销售有毒、有害食品罪',
  '食品安全民事公益诉讼',
];
export const judgeResults = [
  '支持原告诉讼请求',
  '部分支持原告诉讼请求',
  '驳回原告诉讼请求',
  '维持原判',
  '撤销原判并改判',
  '判处有期徒刑并处罚金',
  '调解结案',
];
export const instances = ['一审', '二审', '再审'];
export const surnames = [
  '张',
  '王',
  '李',
  '赵',
  '刘',
  '陈',
  '杨',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '高',
];

/** Countries and hazard categories of generated international warnings (non-RASFF sources). */
export const intlSources = [
  { source: 'US FDA', notifying: 'United States' },
  { source: 'Japan MHLW', notifying: 'Japan' },
  { source: 'Korea MFDS', notifying: 'South Korea' },
  { source: 'Canada CFIA', notifying: 'Canada' },
  { source: 'Australia DAFF', notifying: 'Australia' },
];
export const intlOrigins = [
  'China',
  'India',
  'Türkiye',
  'Vietnam',
  'Thailand',
  'United States',
  'Brazil',
  'Mexico',
  'Egypt',
  'Indonesia',
  'Spain',
  'Italy',
  'Poland',
  'Pakistan',
  'Argentina',
];
export const intlProducts: { category: string; products: string[]; hazards: [string, string][] }[] = [
  {
    category: 'nuts, nut products and seeds',
    products: ['groundnuts', 'pistachios', 'almonds', 'sesame seeds', 'hazelnuts'],
    hazards: [
      ['aflatoxin B1', 'mycotoxins'],
      ['Salmonella', 'pathogenic micro-organisms'],
      ['ethylene oxide', 'pesticide residues'],
    ],
  },
  {
    category: 'fruits and vegetables',
    products: ['dried figs', 'goji berries', 'fresh peppers', 'green tea leaves', 'dried apricots'],
    hazards: [
      ['chlorpyrifos', 'pesticide residues'],
      ['sulphite undeclared', 'allergens'],
      ['ochratoxin A', 'mycotoxins'],
    ],
  },
  {
    category: 'fish and fish products',
    products: ['frozen shrimps', 'canned tuna', 'swordfish', 'squid'],
    hazards: [
      ['mercury', 'metals'],
      ['Listeria monocytogenes', 'pathogenic micro-organisms'],
      ['histamine', 'biotoxins (other)'],
    ],
  },
  {
    category: 'herbs and spices',
    products: ['chilli powder', 'cumin', 'black pepper', 'turmeric'],
    hazards: [
      ['Sudan 1', 'food additives and flavourings'],
      ['aflatoxin B1', 'mycotoxins'],
      ['lead', 'metals'],
    ],
  },
  {
    category: 'food contact materials',
    products: ['melamine tableware', 'bamboo fibre cups', 'nylon kitchen utensils', 'ceramic bowls'],
    hazards: [
      ['migration of formaldehyde', 'migration'],
      ['migration of primary aromatic amines', 'migration'],
      ['lead migration', 'metals'],
    ],
  },
  {
    category: 'cereals and bakery products',
    products: ['rice noodles', 'basmati rice', 'wheat flour', 'instant noodles'],
    hazards: [
      ['ethylene oxide', 'pesticide residues'],
      ['tricyclazole', 'pesticide residues'],
      ['undeclared gluten', 'allergens'],
    ],
  },
  {
    category: 'poultry meat and poultry meat products',
    products: ['frozen chicken breast', 'chicken meat preparation', 'duck meat'],
    hazards: [
      ['Salmonella Enteritidis', 'pathogenic micro-organisms'],
      ['nitrofuran metabolite', 'residues of veterinary medicinal products'],
    ],
  },
];
