import { describe, expect, it } from 'vitest';
import { normaliseForQuote } from '../citations.js';
import { numberDraft } from '../written-answer.js';
import { DraftBuilder } from './draft.js';
import { limitRecord, writeLimits, type LimitFindings } from './limits.js';

type Governing = LimitFindings['picks'][number]['rows'][number];

/** GB 2762-2025 表2: 稻谷、糙米、大米(粉), 镉(以Cd计) 0.2 mg/kg (footnote a: 稻谷以糙米计). */
const cadmiumRice = {
  id: 7,
  docId: 1,
  limitType: 'ML',
  limitFor: '镉(以Cd计)',
  valueRaw: '0.2',
  value: 0.2,
  unit: 'mg/kg',
  basis: '',
  footnotes: 'a 稻谷以糙米计。',
  caveat: '',
  foodLabel: '稻谷、糙米、大米(粉)',
  sourceDoc: 'GB 2762-2025',
  sourceTable: '表2',
} as unknown as Governing;
const cadmium = { id: 3, nameZh: '镉', nameEn: 'cadmium', substanceClass: 'contaminant', matched: '镉' };
const inForce = {
  docNumber: 'GB 2762-2025',
  title: '食品安全国家标准 食品中污染物限量',
  validity: 2,
  endedBy: null,
  implementDate: '2026-09-02',
  abolishDate: null,
  newerId: null,
  newerNumber: null,
  newerImplementDate: null,
  newerValidity: null,
};

describe('the assistant limit sentence', () => {
  for (const lang of ['zh', 'en'] as const)
    it(`cites its limit row once, with one quote holding the food and the value (${lang}; no "[1][1]")`, () => {
      const b = new DraftBuilder(lang);
      writeLimits(
        b,
        {
          picks: [{ substance: cadmium, jurisdiction: 'CN', rows: [cadmiumRice], score: 1 }],
          docs: new Map([[1, inForce]]),
        },
        '大米',
      );
      const { sentences, sources, dropped } = numberDraft(
        { route: 'limit', sentences: b.sentences, sources: b.sources },
        [],
      );
      expect(dropped).toBe(0);
      expect(sentences).toHaveLength(1);
      const refs = sentences[0]!.citations.map((c) => c.ref);
      expect(refs).toEqual([1]);
      const quote = sentences[0]!.citations[0]!.quote;
      expect(quote).toBe('食品 稻谷、糙米、大米(粉)；限量 0.2 mg/kg');
      expect(normaliseForQuote(sources[0]!.text)).toContain(normaliseForQuote(quote));
      expect(sources[0]!.text).toBe(limitRecord(cadmiumRice, cadmium, '中国'));
    });

  it('a replaced edition is cited once too', () => {
    const b = new DraftBuilder('zh');
    const replaced = {
      ...inForce,
      docNumber: 'GB 2762-2022',
      validity: 3,
      newerNumber: 'GB 2762-2025',
      newerImplementDate: '2026-09-02',
    };
    writeLimits(
      b,
      {
        picks: [
          { substance: cadmium, jurisdiction: 'CN', rows: [{ ...cadmiumRice, sourceDoc: 'GB 2762-2022' }], score: 1 },
        ],
        docs: new Map([[1, replaced]]),
      },
      '大米',
    );
    expect(b.sentences[0]!.text).toContain('曾为 0.2 mg/kg');
    expect(b.sentences[0]!.cites).toHaveLength(1);
  });

  /**
   * Regulation (EU) 2023/915 Annex I 3.2.12.3, as held (French): "Riz, quinoa, son de blé et gluten
   * de blé", cadmium 0,15 mg/kg; the portal's translation of the entry (eu_2023_915_product_names.csv):
   * 大米、藜麦、小麦麸和小麦面筋 / "Rice, quinoa, wheat bran and wheat gluten".
   */
  const euRice = {
    ...cadmiumRice,
    id: 9,
    docId: null,
    jurisdiction: 'EU',
    limitFor: '',
    valueRaw: '0,15 mg/kg',
    value: 0.15,
    footnotes: '',
    foodLabel: 'Riz, quinoa, son de blé et gluten de blé',
    sourceDoc: 'Regulation (EU) 2023/915 Annex I',
    sourceTable: '3.2.12.3',
    path: [
      {
        id: 40,
        nameZh: '大米、藜麦、小麦麸和小麦面筋',
        nameEn: 'Rice, quinoa, wheat bran and wheat gluten',
        nameSource: 'Riz, quinoa, son de blé et gluten de blé',
      },
    ],
  } as unknown as Governing;

  for (const [lang, shown, original] of [
    ['zh', '大米、藜麦、小麦麸和小麦面筋〔本平台译', '原文“Riz, quinoa, son de blé et gluten de blé”'],
    [
      'en',
      '"Rice, quinoa, wheat bran and wheat gluten" (the portal\'s translation',
      'of "Riz, quinoa, son de blé et gluten de blé"',
    ],
  ] as const)
    it(`an EU entry is named by the portal's translation, marked as such, with the French words kept (${lang})`, () => {
      const b = new DraftBuilder(lang);
      writeLimits(
        b,
        { picks: [{ substance: cadmium, jurisdiction: 'EU', rows: [euRice], score: 1 }], docs: new Map() },
        '大米',
      );
      const text = b.sentences[0]!.text;
      expect(text).toContain(shown);
      expect(text).toContain(original);
      expect(text).toContain('0.15 mg/kg');
      // The quote stays the source's own words.
      expect(b.sentences[0]!.cites[0]!.quote).toBe('食品 Riz, quinoa, son de blé et gluten de blé；限量 0.15 mg/kg');
    });
});
