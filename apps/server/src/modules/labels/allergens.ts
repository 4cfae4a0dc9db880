/**
 * The allergen categories of GB 7718-2025 4.12.1 a)–h) (the same list as GB 7718-2011 4.4.3.1)
 * and the ingredient words that place an ingredient in one. The clause names the categories and
 * gives examples (小麦、黑麦、大麦、燕麦…, 虾、龙虾、蟹); the further words and the words that look
 * alike but are not the allergen (乳化剂, 乳酸, 鱿鱼, 椰奶) are the portal's own choice, shown as such.
 */
export interface AllergenCategory {
  key: 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h';
  /** The category as the clause prints it. */
  zh: string;
  en: string;
  words: string[];
  /** Ingredient words holding a category word without being the allergen. */
  notWords: string[];
}

export const allergenCategories: AllergenCategory[] = [
  {
    key: 'a',
    zh: '含有麸质的谷物及其制品',
    en: 'cereals containing gluten and their products',
    words: ['小麦', '黑麦', '大麦', '燕麦', '斯佩耳特小麦', '麸质', '面筋', '麦芽'],
    notWords: ['麦芽糖醇', '麦芽糊精'],
  },
  {
    key: 'b',
    zh: '甲壳纲类动物及其制品',
    en: 'crustaceans and their products',
    words: ['虾', '龙虾', '蟹', '甲壳'],
    notWords: ['甲壳素'],
  },
  {
    key: 'c',
    zh: '鱼类及其制品',
    en: 'fish and their products',
    words: ['鱼'],
    notWords: ['鱿鱼', '墨鱼', '章鱼', '鲍鱼', '鱼明胶', '精炼鱼油', '鱼油来源DHA', '木鱼'],
  },
  {
    key: 'd',
    zh: '蛋类及其制品',
    en: 'eggs and their products',
    words: ['鸡蛋', '鸭蛋', '鹅蛋', '鹌鹑蛋', '蛋黄', '蛋清', '全蛋', '蛋液', '蛋粉', '鲜蛋', '咸蛋', '皮蛋'],
    notWords: [],
  },
  { key: 'e', zh: '花生及其制品', en: 'peanuts and their products', words: ['花生'], notWords: ['精炼花生油'] },
  {
    key: 'f',
    zh: '大豆及其制品',
    en: 'soybeans and their products',
    words: ['大豆', '黄豆', '豆粕', '豆浆', '豆腐', '腐竹', '豆乳'],
    notWords: ['精炼大豆油', '大豆来源的肽'],
  },
  {
    key: 'g',
    zh: '乳及乳制品（包括乳糖）',
    en: 'milk and milk products (including lactose)',
    words: ['乳', '奶', '干酪', '黄油', '酪蛋白', '乳清'],
    notWords: ['乳化剂', '乳酸', '乳糖醇', '椰乳', '椰奶', '豆乳', '乳木果', '奶油香精'],
  },
  {
    key: 'h',
    zh: '坚果及其果仁类制品',
    en: 'tree nuts and their kernel products',
    words: ['坚果', '核桃', '杏仁', '榛子', '榛仁', '腰果', '开心果', '碧根果', '夏威夷果', '松子', '巴旦木', '山核桃'],
    notWords: [],
  },
];

/** GB 7718-2025 D.4: deeply processed ingredients exempt from the statement. */
export const exemptIngredients = [
  '精炼大豆油',
  '精炼花生油',
  '大豆来源的肽',
  '磷脂',
  '维生素E',
  '植物甾醇',
  '植物甾醇酯',
  '植物甾烷醇酯',
  '黄原胶',
  '淀粉',
  '糊精',
  '葡萄糖浆',
  '甲壳素',
  '壳寡糖',
  '鱼明胶',
  '精炼鱼油',
  '乳糖醇',
];

const strip = (word: string, not: string[]) => not.reduce((w, n) => w.split(n).join('·'), word);

/** The categories an ingredient name falls in (none for a D.4 exempt ingredient). */
export function allergensOf(name: string): AllergenCategory[] {
  const n = name.normalize('NFKC').replace(/\s+/g, '');
  if (exemptIngredients.includes(n)) return [];
  return allergenCategories.filter((cat) => {
    const rest = strip(n, cat.notWords);
    return cat.words.some((w) => rest.includes(w));
  });
}

/** Whether a statement names the category: its words or the clause's own name of it. */
export function statementNames(statement: string, cat: AllergenCategory, found: string[]): boolean {
  const s = strip(statement.normalize('NFKC').replace(/\s+/g, ''), cat.notWords);
  const generic: Record<AllergenCategory['key'], string[]> = {
    a: ['麸质', '谷物'],
    b: ['甲壳'],
    c: ['鱼'],
    d: ['蛋'],
    e: ['花生'],
    f: ['大豆'],
    g: ['乳', '奶'],
    h: ['坚果'],
  };
  return [...cat.words, ...generic[cat.key], ...found].some((w) => s.includes(w));
}
