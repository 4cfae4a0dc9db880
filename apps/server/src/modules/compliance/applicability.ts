import { businessTypes, foodCategories, markets, type Language } from '@app/contract';
import type { ApplicabilityRule } from '../../db/schema/index.js';

export interface Profile {
  businessTypes: string[];
  foodCategories: string[];
  regions: string[];
  markets: string[];
}

const dimensions = [
  {
    key: 'businessTypes',
    labels: businessTypes as Record<string, Record<Language, string>>,
    zh: '业态',
    en: 'business type',
  },
  {
    key: 'foodCategories',
    labels: foodCategories as Record<string, Record<Language, string>>,
    zh: '食品类别',
    en: 'food category',
  },
  { key: 'markets', labels: markets as Record<string, Record<Language, string>>, zh: '市场', en: 'market' },
] as const;

/**
 * Whether an obligation applies to a profile, and why in words a reader can check: every
 * dimension the rule names must share a value with the profile; a rule naming none applies to all.
 */
export function applies(
  rule: ApplicabilityRule,
  profile: Profile,
  lang: Language = 'zh-cn',
): { applies: boolean; reason: string } {
  const reasons: string[] = [];
  for (const d of dimensions) {
    const wanted = rule[d.key];
    if (!wanted?.length) continue;
    const hit = wanted.filter((w) => profile[d.key].includes(w));
    const names = (list: string[]) => list.map((v) => d.labels[v]?.[lang] ?? v).join(lang === 'en' ? ', ' : '、');
    if (!hit.length)
      return {
        applies: false,
        reason:
          lang === 'en'
            ? `applies to ${d.en} ${names(wanted)}; the profile has none of them`
            : `适用于${d.zh}：${names(wanted)}，企业档案不含`,
      };
    reasons.push(lang === 'en' ? `${d.en}: ${names(hit)}` : `${d.zh}：${names(hit)}`);
  }
  if (!reasons.length)
    return { applies: true, reason: lang === 'en' ? 'applies to every food business' : '适用于所有食品生产经营者' };
  return {
    applies: true,
    reason: lang === 'en' ? `the profile matches (${reasons.join('; ')})` : `企业档案符合（${reasons.join('；')}）`,
  };
}
