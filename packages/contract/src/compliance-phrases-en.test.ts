import { describe, expect, it } from 'vitest';
import { applicabilityReasonEn, articleLabelEn, chineseNumber, lawTitleEn } from './compliance-phrases-en.js';

describe('compliance phrases in English', () => {
  it('reads Chinese numerals', () => {
    expect(chineseNumber('四十八')).toBe(48);
    expect(chineseNumber('十九')).toBe(19);
    expect(chineseNumber('二十')).toBe(20);
    expect(chineseNumber('一百零五')).toBe(105);
    expect(chineseNumber('一百五十四')).toBe(154);
    expect(chineseNumber('三三')).toBeUndefined();
    expect(chineseNumber('四十x')).toBeUndefined();
  });

  it('names articles and leaves numbered clauses alone', () => {
    expect(articleLabelEn('第四十八条')).toBe('Art. 48');
    expect(articleLabelEn('第十九条')).toBe('Art. 19');
    expect(articleLabelEn('第三章')).toBe('Chapter 3');
    expect(articleLabelEn('4.1.1')).toBe('4.1.1');
    expect(articleLabelEn('附录A')).toBeUndefined();
  });

  it('names the laws it knows, with their edition, and no others', () => {
    expect(lawTitleEn('中华人民共和国食品安全法（2021修正）')).toBe('Food Safety Law (2021 amendment)');
    expect(lawTitleEn('食品安全法（2021修正）')).toBe('Food Safety Law (2021 amendment)');
    expect(lawTitleEn('中华人民共和国食品安全法实施条例')).toBe(
      'Regulations for the Implementation of the Food Safety Law',
    );
    expect(lawTitleEn('食品安全国家标准 食品中污染物限量')).toBeUndefined();
  });

  it('turns the applicability reasons the server writes into its English wording', () => {
    expect(applicabilityReasonEn('企业档案符合（业态：生产）')).toBe('the profile matches (business type: Production)');
    expect(applicabilityReasonEn('企业档案符合（业态：生产、经营）')).toBe(
      'the profile matches (business type: Production, Trade)',
    );
    // A category whose own name holds 、 is read whole.
    expect(
      applicabilityReasonEn(
        '企业档案符合（业态：生产；食品类别：水果、蔬菜、豆类、食用菌、藻类、坚果以及籽类等、乳及乳制品）',
      ),
    ).toBe(
      'the profile matches (business type: Production; food category: Fruit, vegetables, pulses, fungi, algae, nuts and seeds, Dairy products)',
    );
    expect(applicabilityReasonEn('适用于所有食品生产经营者')).toBe('applies to every food business');
    expect(applicabilityReasonEn('适用于市场：欧盟，企业档案不含')).toBe(
      'applies to market European Union; the profile has none of them',
    );
    expect(applicabilityReasonEn('企业档案符合（业态：养殖）')).toBeUndefined();
    expect(applicabilityReasonEn('人工填写的理由')).toBeUndefined();
  });
});
