import { chineseNumber } from '../../clauses/index.js';

/**
 * The law and article a 处罚依据 cites first: "依据《中华人民共和国食品安全法》第一百二十四条第一款第（三）项"
 * → { title: 中华人民共和国食品安全法, article: 124 }. A citation without 《…》 names the law
 * by its usual short name (食品安全法第一百二十四条); the library's laws carry the full name, so
 * the short form gets the state's prefix.
 */
export interface BasisCitation {
  title: string;
  article: number;
}

const cn = '[一二三四五六七八九十百零〇两\\d]+';
const bracketed = new RegExp(`《([^》]{2,80})》\\s*(?:的)?\\s*第(${cn})条`);
const bare = new RegExp(`((?:中华人民共和国)?[\\u4e00-\\u9fa5]{2,30}?(?:法|条例|办法|规定))\\s*第(${cn})条`);

export function citedArticle(basis: string): BasisCitation | undefined {
  const text = basis.normalize('NFKC');
  const m = bracketed.exec(text) ?? bare.exec(text);
  if (!m) return undefined;
  const article = /^\d+$/.test(m[2]!) ? Number(m[2]) : chineseNumber(m[2]!);
  if (!article) return undefined;
  let title = m[1]!.replace(/^(依据|根据|依照|按照|违反了?)/, '');
  // Laws of the state are cited by short name; their library titles start with 中华人民共和国.
  if (/^(食品安全法|农产品质量安全法|产品质量法|消费者权益保护法|行政处罚法|标准化法|反食品浪费法)/.test(title))
    title = `中华人民共和国${title}`;
  return { title, article };
}
