import { queryTokens } from '../../../lib/search/segment.js';
import { withoutExclusions } from '../passages.js';

/**
 * The food a question names, as words: the question without the substance, the route words and
 * the question's form. A row of a limits table is matched on its food as printed and its node's
 * name, with the foods it excludes left out ("谷物碾磨加工品[糙米、大米(粉)除外]" is not about 大米).
 */
const routeWords = new Set(
  [
    '限量',
    '最大',
    '残留',
    '限量值',
    '最大残留限量',
    '残留限量',
    '使用量',
    '最大使用量',
    '标准',
    '规定',
    '多少',
    '是多少',
    '什么',
    '的',
    '中',
    '在',
    '里',
    '是',
    '吗',
    '呢',
    '能',
    '用',
    '可以',
    '允许',
    '使用',
    '范围',
    '国家',
    '中国',
    '欧盟',
    '台湾',
    '地区',
    '农药',
    '兽药',
    '污染物',
    '真菌毒素',
    '毒素',
    '含量',
    '要求',
    '请问',
    '食品',
    'mrl',
    'ml',
    'limit',
    'limits',
    'maximum',
    'level',
    'levels',
    'residue',
    'in',
    'of',
    'the',
    'for',
    'what',
    'is',
    'are',
    'china',
    'chinese',
    'eu',
    'european',
    'union',
    'taiwan',
    'use',
    'permitted',
    'max',
    'how',
    'much',
    'a',
    'an',
    'and',
    'mg',
    'kg',
    '能用',
    '能否',
    '多少钱',
  ].map((w) => w.toLowerCase()),
);

export function foodWords(question: string, substanceNames: string[]): string[] {
  let q = question.normalize('NFKC');
  for (const n of substanceNames) q = q.split(n).join(' ');
  return [...new Set(queryTokens(q).filter((t) => !routeWords.has(t) && !/^[\d.]+$/.test(t) && t.trim().length > 0))];
}

/** How well a row's food matches the question's food words: matched characters, more for a closer name. */
export function foodScore(words: string[], printed: string, nameZh: string, nameEn: string): number {
  const zh = withoutExclusions(`${printed} ${nameZh}`).normalize('NFKC').toLowerCase();
  const en = withoutExclusions(nameEn).toLowerCase();
  let score = 0;
  for (const w of words) {
    if (
      /\p{Script=Han}/u.test(w) ? zh.includes(w) : new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(en)
    )
      score += w.length;
  }
  if (!score) return 0;
  // The closer name wins a tie: "叶菜蔬菜" over "新鲜蔬菜(…)"; "猪肝" over "猪、兔 肝".
  return score + 1 / (1 + nameZh.length);
}
