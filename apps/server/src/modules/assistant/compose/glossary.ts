/**
 * English words of compliance questions and the Chinese words the texts use for them: the
 * portal's own small glossary (an editorial choice, not a source's), so that an English question
 * finds the Chinese clauses and rows it is about. Longer phrases first.
 */
const glossary: [RegExp, string][] = [
  [/flavou?red fermented milk/i, '风味发酵乳'],
  [/food safety law/i, '食品安全法'],
  [/punitive (damages|compensation)|compensation|damages/i, '赔偿 十倍 惩罚性赔偿'],
  [/pre-?packaged food/i, '预包装食品'],
  [/chinese label/i, '中文标签'],
  [/labels?|labelling|labeling/i, '标签'],
  [/imported|imports?/i, '进口'],
  [/licen[cs]e|permit/i, '许可'],
  [/recall/i, '召回'],
  [/consumers?/i, '消费者'],
  [/prohibited|forbidden|banned/i, '禁止'],
  [/penalt(y|ies)|fines?/i, '罚款 处罚'],
  [/(fails?|not meet|non-?compliant).{0,20}standards?|safety standards?/i, '不符合食品安全标准'],
  [/infant formula/i, '婴幼儿配方'],
  [/health food/i, '保健食品'],
  [/additives?/i, '食品添加剂'],
  [/rice/i, '大米'],
  [/wheat flour/i, '小麦粉'],
  [/maize|corn/i, '玉米'],
  [/peanuts?/i, '花生'],
  [/pig|pork|swine/i, '猪'],
  [/liver/i, '肝'],
  [/kidney/i, '肾'],
  [/muscle/i, '肌肉'],
  [/milk/i, '奶'],
  [/eggs?/i, '蛋'],
  [/poultry|chicken/i, '家禽'],
  [/jam/i, '果酱'],
];

/** The Chinese words an English question stands for (empty for a Chinese question). */
export function chineseWords(question: string): string {
  const out: string[] = [];
  let rest = question;
  for (const [re, zh] of glossary)
    if (re.test(rest)) {
      out.push(zh);
      rest = rest.replace(re, ' ');
    }
  return out.join(' ');
}

/**
 * Words people use for what a text says in other words: 惩罚性赔偿 is written in 食品安全法 as
 * "价款十倍…赔偿金". Also the portal's own choice; added to the search, never to an answer.
 */
const expansions: [RegExp, string][] = [
  [/惩罚性赔偿|假一赔十|十倍赔偿/, '价款十倍 赔偿金'],
  [/定义|含义|是指|什么是|definition|what is meant/i, '用语的含义'],
];

export const expandedWords = (question: string) =>
  expansions
    .filter(([re]) => re.test(question))
    .map(([, words]) => words)
    .join(' ');
