import { describe, expect, it } from 'vitest';
import { itemSummaryPhrases, itemTitlePhrases } from './monitor-item-phrases-en.js';

const english = (parts: ReturnType<typeof itemSummaryPhrases>) =>
  parts?.map((p) => (p.kind === 'hazard' ? (p.english ?? p.text) : p.text)).join('');

describe('derived monitoring items in English', () => {
  it('splits a failed sampling batch into data and the portal’s words', () => {
    const title = itemTitlePhrases('嘉禾绿豆糕（沈阳嘉禾乳业有限公司） 霉菌不合格', 'sampling');
    expect(english(title)).toBe('嘉禾绿豆糕（沈阳嘉禾乳业有限公司） Moulds failed');
    expect(title?.[0]).toEqual({ kind: 'data', text: '嘉禾绿豆糕（沈阳嘉禾乳业有限公司）' });
    const summary = itemSummaryPhrases(
      '浙江 金华；检验结果 662CFU/g；标准值 150CFU/g；依据 GB 7099-2015；市场监管总局关于食品抽检情况的通告（2026年第31号）',
      'sampling',
    );
    expect(english(summary)).toBe(
      '浙江 金华; measured 662CFU/g; limit 150CFU/g; basis GB 7099-2015; 市场监管总局关于食品抽检情况的通告（2026年第31号）',
    );
    expect(summary?.filter((p) => p.kind === 'words').map((p) => p.text)).toEqual([
      '; ',
      'measured ',
      '; ',
      'limit ',
      '; ',
      'basis ',
      '; ',
    ]);
  });

  it('names library events and libraries', () => {
    expect(english(itemTitlePhrases('实施：食品安全国家标准 食品中污染物限量', 'library'))).toBe(
      'In force: 食品安全国家标准 食品中污染物限量',
    );
    expect(english(itemSummaryPhrases('标准法规库；GB 2762-2025；实施日期 2026-09-02', 'library'))).toBe(
      'Food standards and laws library; GB 2762-2025; in force 2026-09-02',
    );
    expect(english(itemSummaryPhrases('RASFF 2025.6038；通报国 Netherlands；原产国 Argentina', 'rasff'))).toBe(
      'RASFF 2025.6038; notified by Netherlands; origin Argentina',
    );
  });

  it('leaves a staff member’s own text alone', () => {
    expect(itemTitlePhrases('本周要闻', 'staff')).toBeUndefined();
    expect(itemSummaryPhrases('编者写的摘要', 'staff')).toBeUndefined();
  });
});
