import { businessTypes, foodCategories, markets } from './compliance-labels.js';

/**
 * English for the phrases the compliance pages compose from Chinese parts: the short
 * name of a law beside a clause, the clause's "第四十八条", and the applicability reason the
 * server writes ("企业档案符合（业态：生产）"). Each returns undefined when a part is not
 * understood, so the page shows the original marked as Chinese rather than a guess.
 */

/** Laws the obligations cite, by their short title (without 中华人民共和国). */
const lawNames: Record<string, string> = {
  食品安全法: 'Food Safety Law',
  食品安全法实施条例: 'Regulations for the Implementation of the Food Safety Law',
  农产品质量安全法: 'Agricultural Product Quality Safety Law',
  产品质量法: 'Product Quality Law',
  广告法: 'Advertising Law',
  消费者权益保护法: 'Consumer Rights Protection Law',
  食品生产许可管理办法: 'Measures for the Administration of Food Production Licensing',
  食品经营许可和备案管理办法: 'Measures for the Administration of Food Business Licensing and Filing',
  食品召回管理办法: 'Measures for the Administration of Food Recalls',
  化妆品监督管理条例: 'Regulations on the Supervision and Administration of Cosmetics',
  饲料和饲料添加剂管理条例: 'Regulations on the Administration of Feed and Feed Additives',
};
const editionKinds: Record<string, string> = { 修正: 'amendment', 修订: 'revision' };

/** "食品安全法（2021修正）" → "Food Safety Law (2021 amendment)". */
export function lawTitleEn(title: string): string | undefined {
  const m = /^(?:中华人民共和国)?(.+?)(?:[（(](\d{4})(修正|修订)?[）)])?$/.exec(title.trim());
  if (!m) return undefined;
  const name = lawNames[m[1]!];
  if (!name) return undefined;
  if (!m[2]) return name;
  return `${name} (${m[2]}${m[3] ? ` ${editionKinds[m[3]]}` : ''})`;
}

const digits: Record<string, number> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const units: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** A Chinese numeral below 10 000 ("四十八", "一百零五", "十九") as a number; undefined when it is not one. */
export function chineseNumber(text: string): number | undefined {
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  let total = 0;
  let digit: number | undefined;
  for (const ch of text) {
    if (ch in digits) {
      if (digit !== undefined && digit !== 0) return undefined;
      digit = digits[ch];
    } else if (ch in units) {
      total += (digit ?? 1) * units[ch]!;
      digit = undefined;
    } else return undefined;
  }
  return total + (digit ?? 0);
}

const partNames: Record<string, string> = { 条: 'Art.', 章: 'Chapter', 节: 'Section', 款: 'Para.', 项: 'Item' };

/** "第四十八条" → "Art. 48"; a numbered clause of a standard ("4.1.1") stays as it is. */
export function articleLabelEn(label: string): string | undefined {
  const text = label.trim();
  if (!/[\u3400-\u9fff]/.test(text)) return text;
  const m = /^第(.+?)([条章节款项])$/.exec(text);
  const n = m ? chineseNumber(m[1]!) : undefined;
  return n === undefined ? undefined : `${partNames[m![2]!]} ${n}`;
}

type Labels = Record<string, { 'zh-cn': string; en: string }>;
const dimensions: { zh: string; en: string; labels: Labels }[] = [
  { zh: '业态', en: 'business type', labels: businessTypes },
  { zh: '食品类别', en: 'food category', labels: foodCategories },
  { zh: '市场', en: 'market', labels: markets },
];

/**
 * Values listed with 、 (a label may itself hold 、, "水果、蔬菜、…"): the longest label at
 * each place wins. English names joined with commas, or undefined when one is not a label.
 */
function namesEn(list: string, labels: Labels): string | undefined {
  const byZh = Object.values(labels).sort((a, b) => b['zh-cn'].length - a['zh-cn'].length);
  const out: string[] = [];
  let rest = list;
  while (rest) {
    const hit = byZh.find((l) => rest.startsWith(l['zh-cn']) && /^(、|$)/.test(rest.slice(l['zh-cn'].length)));
    if (!hit) return undefined;
    out.push(hit.en);
    rest = rest.slice(hit['zh-cn'].length).replace(/^、/, '');
  }
  return out.join(', ');
}

function dimensionEn(part: string): string | undefined {
  const d = dimensions.find((x) => part.startsWith(`${x.zh}：`));
  if (!d) return undefined;
  const names = namesEn(part.slice(d.zh.length + 1), d.labels);
  return names && `${d.en}: ${names}`;
}

/** The applicability reason the server writes in Chinese, in English (the server's own English wording). */
export function applicabilityReasonEn(reason: string): string | undefined {
  const text = reason.trim();
  if (text === '适用于所有食品生产经营者') return 'applies to every food business';
  const match = /^企业档案符合（(.+)）$/.exec(text);
  if (match) {
    const parts = match[1]!.split('；').map(dimensionEn);
    return parts.every(Boolean) ? `the profile matches (${parts.join('; ')})` : undefined;
  }
  const miss = /^适用于(.+)，企业档案不含$/.exec(text);
  if (miss) {
    const part = dimensionEn(miss[1]!);
    return part && `applies to ${part.replace(': ', ' ')}; the profile has none of them`;
  }
  return undefined;
}
