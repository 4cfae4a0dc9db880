import type { Language } from '@app/contract';

/**
 * English names of the industries the library's documents carry (the curated seed's and the
 * generated demo documents' small vocabularies). The stored value stays the Chinese key; a value not listed here is shown as it
 * is stored (data in its own language).
 */
const english: Record<string, string> = {
  食品标签: 'Food labelling',
  检验检测: 'Testing and inspection',
  污染物: 'Contaminants',
  食品安全: 'Food safety',
  食品添加剂: 'Food additives',
  农药残留: 'Pesticide residues',
  兽药残留: 'Veterinary drug residues',
  食品生产: 'Food production',
  食品经营: 'Food trade',
  微生物: 'Microbiology',
  营养强化剂: 'Nutrition fortifiers',
  饲料: 'Feed',
  饲料添加剂: 'Feed additives',
  化妆品: 'Cosmetics',
  化妆品标签: 'Cosmetics labelling',
  // The generated demo documents' industries (seed/library-generate.ts).
  乳制品: 'Dairy products',
  肉制品: 'Meat products',
  饮料: 'Beverages',
  粮油: 'Grain and oils',
  调味品: 'Condiments',
  保健食品: 'Health foods',
  婴幼儿配方食品: 'Infant formula',
  餐饮服务: 'Catering',
  进出口食品: 'Imported and exported food',
  化妆品原料: 'Cosmetic ingredients',
  彩妆: 'Make-up',
  护肤: 'Skin care',
  洗护: 'Hair and body care',
  口腔护理: 'Oral care',
  香水香精: 'Perfumes and fragrances',
  特殊化妆品: 'Special-use cosmetics',
  儿童化妆品: "Children's cosmetics",
  饲料原料: 'Feed materials',
  配合饲料: 'Compound feed',
  宠物食品: 'Pet food',
  水产饲料: 'Aquatic feed',
  反刍动物饲料: 'Ruminant feed',
};

export const industryLabel = (key: string, lang: Language) => (lang === 'en' ? (english[key] ?? key) : key);
