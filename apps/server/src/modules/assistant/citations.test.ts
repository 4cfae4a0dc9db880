import { describe, expect, it } from 'vitest';
import { checkSentences, normaliseForQuote, quoteHolds } from './citations.js';

const chunks: Record<string, string> = {
  'law-34':
    '第三十四条　禁止生产经营下列食品、食品添加剂、食品相关产品：\n（一）用非食品原料生产的食品或者添加食品添加剂以外的化学物质；',
  'gb2760-sorbate': '山梨酸及其钾盐 CNS 17.003 INS 200, 202 酱油 最大使用量 1.0 g/kg（以山梨酸计）',
};
const text = (id: string) => chunks[id];

describe('citation check', () => {
  it('keeps an exact quote, also across width, case and whitespace', () => {
    expect(quoteHolds({ chunk: 'law-34', quote: '禁止生产经营下列食品' }, text)).toBe(true);
    expect(quoteHolds({ chunk: 'gb2760-sorbate', quote: '最大使用量 1.0 G/KG' }, text)).toBe(true);
    expect(quoteHolds({ chunk: 'gb2760-sorbate', quote: '最大使用量１．０g/kg' }, text)).toBe(true);
    expect(normaliseForQuote('Ａ Ｂ\nc')).toBe('abc');
  });

  it('drops a quote altered by one character', () => {
    expect(quoteHolds({ chunk: 'gb2760-sorbate', quote: '最大使用量 2.0 g/kg' }, text)).toBe(false);
    expect(quoteHolds({ chunk: 'law-34', quote: '禁止生产销售下列食品' }, text)).toBe(false);
  });

  it('drops a quote stitched from two places of the chunk', () => {
    expect(quoteHolds({ chunk: 'law-34', quote: '禁止生产经营用非食品原料生产的食品' }, text)).toBe(false);
  });

  it('drops a quote cited to the wrong chunk, or to a chunk that does not exist', () => {
    expect(quoteHolds({ chunk: 'law-34', quote: '最大使用量 1.0 g/kg' }, text)).toBe(false);
    expect(quoteHolds({ chunk: 'nope', quote: '禁止生产经营下列食品' }, text)).toBe(false);
  });

  it('drops quotes too short to prove anything, and sentences without citations', () => {
    const { kept, dropped } = checkSentences(
      [
        {
          text: '酱油中山梨酸钾最多 1.0 g/kg。',
          citations: [{ chunk: 'gb2760-sorbate', quote: '酱油 最大使用量 1.0 g/kg' }],
        },
        { text: '这很安全。', citations: [] },
        { text: '短引文。', citations: [{ chunk: 'law-34', quote: '食品' }] },
        {
          text: '一半对。',
          citations: [
            { chunk: 'law-34', quote: '禁止生产经营下列食品' },
            { chunk: 'law-34', quote: '允许生产' },
          ],
        },
      ],
      text,
    );
    expect(kept.map((s) => s.text)).toEqual(['酱油中山梨酸钾最多 1.0 g/kg。']);
    expect(dropped).toHaveLength(3);
  });
});
