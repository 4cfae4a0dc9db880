import { hazardNameEn } from './hazard-names-en.js';

/**
 * English names of the Chinese category values the record modules show in facets, charts and
 * cells, so an English page does not keep Chinese labels. Food categories are the
 * SAMR sampling system's food categories (食品大类); risk factors are the causes the penalty
 * and judgment records are grouped by. A value not listed here is data in its own language
 * and is shown as stored.
 */
const foodCategory: Record<string, string> = {
  粮食加工品: 'Cereal products',
  '食用油、油脂及其制品': 'Edible oils and fats',
  调味品: 'Condiments',
  肉制品: 'Meat products',
  乳制品: 'Dairy products',
  饮料: 'Beverages',
  方便食品: 'Convenience foods',
  饼干: 'Biscuits',
  罐头: 'Canned foods',
  冷冻饮品: 'Frozen desserts',
  速冻食品: 'Quick-frozen foods',
  薯类和膨化食品: 'Potato and puffed snacks',
  糖果制品: 'Confectionery',
  茶叶及相关制品: 'Tea and tea products',
  酒类: 'Alcoholic beverages',
  蔬菜制品: 'Vegetable products',
  水果制品: 'Fruit products',
  炒货食品及坚果制品: 'Roasted seeds and nuts',
  蛋制品: 'Egg products',
  可可及焙烤咖啡产品: 'Cocoa and roasted coffee',
  食糖: 'Sugar',
  水产制品: 'Aquatic products',
  淀粉及淀粉制品: 'Starch and starch products',
  糕点: 'Pastries',
  豆制品: 'Soy products',
  蜂产品: 'Bee products',
  保健食品: 'Health foods',
  特殊膳食食品: 'Foods for special dietary uses',
  婴幼儿配方食品: 'Infant formula',
  特殊医学用途配方食品: 'Foods for special medical purposes',
  餐饮食品: 'Catering foods',
  食品添加剂: 'Food additives',
  食用农产品: 'Edible agricultural products',
};

const riskFactor: Record<string, string> = {
  农药残留超标: 'Pesticide residues over the limit',
  兽药残留超标: 'Veterinary drug residues over the limit',
  微生物污染: 'Microbial contamination',
  重金属等元素污染: 'Heavy metal contamination',
  超范围超限量使用食品添加剂: 'Additives beyond permitted use or level',
  生物毒素污染: 'Biotoxin contamination',
  质量指标不达标: 'Quality indicators not met',
  非法添加非食用物质: 'Illegal non-food substances',
  标签标识不合格: 'Non-compliant labelling',
  经营超过保质期食品: 'Selling food past its shelf life',
  无证生产经营: 'Operating without a licence',
  未履行进货查验义务: 'No incoming-goods inspection',
  虚假宣传: 'False advertising',
  使用不合格原料: 'Non-compliant raw materials',
  从业人员未取得健康证明: 'Staff without health certificates',
  生产经营环境卫生不达标: 'Unsanitary premises',
  餐饮具清洗消毒不合格: 'Tableware not properly disinfected',
  未建立生产记录: 'No production records',
  冷链贮存不规范: 'Improper cold-chain storage',
  假冒伪劣: 'Counterfeit or substandard goods',
  进口食品无中文标签: 'Imported food without a Chinese label',
  网络食品销售违规: 'Online food sales violations',
  特殊食品违规宣传: 'Illegal claims for special foods',
  保健食品宣称疗效: 'Health food claiming therapeutic effects',
  经营走私冻品: 'Selling smuggled frozen goods',
  经营病死畜禽肉: 'Selling meat of diseased animals',
  注水肉: 'Water-injected meat',
  未按规定贮存食品: 'Improper food storage',
  计量不合格: 'Short measure',
  未落实食品安全主体责任: 'Food-safety duties not fulfilled',
};

/** Court-judgment causes, instances and outcomes, and penalty types (facets of the judge and penalty pages). */
const cause: Record<string, string> = {
  产品责任纠纷: 'Product liability dispute',
  买卖合同纠纷: 'Sales contract dispute',
  网络购物合同纠纷: 'Online shopping contract dispute',
  信息网络买卖合同纠纷: 'Online sales contract dispute',
  产品销售者责任纠纷: "Seller's product liability dispute",
  '生产、销售不符合安全标准的食品罪': 'Producing or selling food not meeting safety standards (crime)',
  '生产、销售有毒、有害食品罪': 'Producing or selling toxic or harmful food (crime)',
  食品安全民事公益诉讼: 'Food-safety civil public-interest litigation',
};
const instance: Record<string, string> = { 一审: 'First instance', 二审: 'Second instance', 再审: 'Retrial' };
const judgeResult: Record<string, string> = {
  支持原告诉讼请求: "Plaintiff's claims upheld",
  部分支持原告诉讼请求: "Plaintiff's claims partly upheld",
  驳回原告诉讼请求: "Plaintiff's claims dismissed",
  维持原判: 'Original judgment upheld',
  撤销原判并改判: 'Original judgment reversed',
  判处有期徒刑并处罚金: 'Fixed-term imprisonment and fine',
  调解结案: 'Settled by mediation',
};
const penaltyType: Record<string, string> = {
  警告: 'Warning',
  罚款: 'Fine',
  '没收违法所得、罚款': 'Confiscation of illegal gains, fine',
  '没收违法所得、没收非法财物、罚款': 'Confiscation of illegal gains and property, fine',
  '责令停产停业、罚款': 'Suspension of production or business, fine',
  '吊销许可证、罚款': 'Licence revoked, fine',
};

const byField: Record<string, Record<string, string>> = {
  foodCategory,
  riskFactor,
  cause,
  instance,
  result: judgeResult,
  penaltyType,
};
/** Fields whose values are composed (a hazard with its "expressed as" note): a translating function. */
const composed: Record<string, (value: string) => string | undefined> = { hazard: hazardNameEn };

/** The English name of a stored Chinese category value, or undefined when there is none. */
export const englishValue = (field: string, value: string): string | undefined =>
  byField[field]?.[value] ?? composed[field]?.(value);

/** Fields whose values have English names here (an unnamed Chinese value of one is marked as Chinese). */
export const hasVocabulary = (field: string) => field in byField || field in composed;

const han = /[\u3400-\u9fff]/;
/**
 * A value on an English page: its English name, or the Chinese original marked as Chinese
 * (never an invented name) when a vocabulary field has no entry for it.
 */
export function englishOrMarked(field: string, value: string): string {
  const en = englishValue(field, value);
  if (en) return en;
  return hasVocabulary(field) && han.test(value) ? `${value} (Chinese)` : value;
}

/** Every listed value of a field (tests check the generators use no unlisted one). */
export const vocabularyOf = (field: string): readonly string[] => Object.keys(byField[field] ?? {});
