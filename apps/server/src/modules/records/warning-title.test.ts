import { describe, expect, it } from 'vitest';
import { warningTitle } from './texts.js';

describe('sampling warning titles', () => {
  it('name the producer in brackets when there is one', () => {
    expect(warningTitle({ product: '嘉禾酱油', producer: '酒泉嘉禾乳业有限公司', hazard: '山梨酸' }, 'zh-cn')).toBe(
      '抽检预警：嘉禾酱油（酒泉嘉禾乳业有限公司）山梨酸不合格',
    );
    expect(warningTitle({ product: 'Soy sauce', producer: 'Jiahe', hazard: 'sorbic acid' }, 'en')).toBe(
      'Sampling warning: Soy sauce (Jiahe) failed on sorbic acid',
    );
  });

  it('leave out empty brackets for records without a producer (the inbox showed 韭菜（）克百威不合格)', () => {
    expect(warningTitle({ product: '韭菜', producer: '', hazard: '克百威' }, 'zh-cn')).toBe(
      '抽检预警：韭菜克百威不合格',
    );
    expect(warningTitle({ product: '韭菜', producer: null, hazard: '克百威' }, 'en')).toBe(
      'Sampling warning: 韭菜 failed on 克百威',
    );
  });
});
