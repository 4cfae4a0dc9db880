import { describe, expect, it } from 'vitest';
import { readIntent } from './intent.js';
import { keySentence, articleOf, articleEn } from './key-sentence.js';
import { chineseWords, expandedWords } from './glossary.js';

describe('question understanding', () => {
  it('reads a standard number with or without its year, never a substance code as one', () => {
    expect(readIntent('GB 7718现行是哪一版？')).toMatchObject({
      numberCode: 'GB7718',
      numberKey: null,
      asksValidity: true,
    });
    expect(readIntent('GB 2762-2022还能用吗？')).toMatchObject({ numberCode: 'GB2762', numberKey: 'GB2762-2022' });
    expect(readIntent('玉米中黄曲霉毒素B1的限量')).toMatchObject({ numberCode: null, asksValidity: false });
    expect(readIntent('GB 7718-2025什么时候实施？')).toMatchObject({ asksDate: true, lang: 'zh' });
  });

  it('tells the language, the places and what kind of fact is asked', () => {
    expect(readIntent('What is the ADI of glyphosate?')).toMatchObject({ lang: 'en', asksReference: true });
    expect(readIntent('欧盟大米中镉的限量是多少？').jurisdictions).toEqual(['EU']);
    expect(readIntent('美国FDA对婴儿配方奶粉的要求').foreignPlace).toBe('美国');
    expect(readIntent('大米中毒死蜱的最大残留限量').asksResidue).toBe(true);
    expect(readIntent('山梨酸钾在果酱中的最大使用量').asksMaxUse).toBe(true);
    expect(readIntent('司法解释对惩罚性赔偿怎么规定').namesInterpretation).toBe(true);
  });

  it('picks the sentence that answers, with the amount when an amount is asked', () => {
    const art148 =
      '第一百四十八条 消费者因不符合食品安全标准的食品受到损害的，可以向经营者要求赔偿损失。生产不符合食品安全标准的食品，消费者除要求赔偿损失外，还可以要求支付价款十倍或者损失三倍的赔偿金；增加赔偿的金额不足一千元的，为一千元。';
    const key = keySentence(art148, ['不符合', '食品安全', '标准', '赔偿'], '可以要求几倍赔偿？');
    expect(key.text).toMatch(/^生产不符合.*为一千元。$/);
    expect(art148).toContain(key.text);
    expect(keySentence('4.3 允许作治疗用 …………………… 45', ['允许'], 'ADI').text).toBe('');
    expect(articleOf('第九章 法律责任 第一百四十八条')).toBe('第一百四十八条');
    expect(articleEn('art-148', '第一百四十八条')).toBe('Article 148');
  });

  it("maps an English question's words to the texts' Chinese, and adds the texts' own wording", () => {
    expect(chineseWords('Do imported prepackaged foods need Chinese labels?')).toBe('预包装食品 中文标签 进口');
    expect(chineseWords('大米中镉')).toBe('');
    expect(expandedWords('食品惩罚性赔偿的标准是什么')).toContain('价款十倍');
  });
});
