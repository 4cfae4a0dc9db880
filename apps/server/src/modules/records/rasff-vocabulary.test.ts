import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { rasffSubjectZh, rasffText } from '@app/contract';
import { loadConfig } from '../../config.js';
import { hazardCategoryOf } from './rasff-import.js';

const rows = parse(
  readFileSync(path.join(loadConfig().publicDataDir, 'eu_rasff_notifications_2024-01_2025-08.csv'), 'utf8'),
  { columns: true, bom: true },
) as Record<string, string>[];
const latin = /[A-Za-z]{3,}/;
/** A list column as the importer stores it ("a, b"). */
const list = (s: string | undefined) =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .join(', ');
/** Share of values (each item of a list) that come out in Chinese. */
const share = (field: string, values: string[]) => {
  const items = values.filter(Boolean);
  return items.filter((v) => !latin.test(rasffText(field, v, 'zh-cn'))).length / items.length;
};

describe('RASFF vocabularies in Chinese', () => {
  it('translates categories, classifications, risk decisions and hazard categories completely', () => {
    expect(
      share(
        'productCategory',
        rows.map((r) => r.category!),
      ),
    ).toBe(1);
    expect(
      share(
        'classification',
        rows.map((r) => r.classification!),
      ),
    ).toBe(1);
    expect(
      share(
        'riskDecision',
        rows.map((r) => r.risk_decision!),
      ),
    ).toBe(1);
    expect(
      share(
        'hazardCategory',
        rows.map((r) => hazardCategoryOf(r.hazards ?? '', r.subject ?? '')),
      ),
    ).toBe(1);
  });

  it('translates every country of origin, notification and distribution', () => {
    for (const [field, column] of [
      ['originCountry', 'origin'],
      ['notifyingCountry', 'notifying_country'],
      ['distribution', 'distribution'],
    ] as const)
      expect(
        share(
          field,
          rows.map((r) => r[column]!),
        ),
        field,
      ).toBe(1);
    expect(rasffText('originCountry', 'China,Hong Kong', 'zh-cn')).toBe('中国、中国香港');
  });

  it('translates the common hazards (most notifications) and keeps the English in English', () => {
    const hazards = rows.flatMap((r) => (r.hazards ?? '').split(',').map((h) => h.trim()));
    expect(share('hazard', hazards)).toBeGreaterThan(0.8);
    expect(rasffText('hazard', 'chlorpyrifos unauthorised substance', 'zh-cn')).toBe('毒死蜱（未经批准物质）');
    expect(rasffText('hazard', 'Aflatoxin B1  ,aflatoxin total', 'zh-cn')).toBe('黄曲霉毒素B1、黄曲霉毒素总量');
    expect(rasffText('hazard', 'Listeria monocytogenes', 'en')).toBe('Listeria monocytogenes');
  });
});

describe('RASFF subject lines on a zh-cn list (issue 8: Chinese pages speak Chinese)', () => {
  it('composes a Chinese line from hazards, category and origin for most notifications', () => {
    const lines = rows.map((r) =>
      rasffSubjectZh({
        hazard: list(r.hazards),
        hazardCategory: hazardCategoryOf(list(r.hazards), r.subject ?? ''),
        productCategory: r.category,
        originCountry: list(r.origin),
      }),
    );
    const composed = lines.filter((l): l is string => !!l);
    expect(composed.length / rows.length).toBeGreaterThan(0.99);
    for (const l of composed) expect(l.replace(/（[^）]*）/g, ''), l).not.toMatch(latin);
    expect(
      rasffSubjectZh({
        hazard: 'Aflatoxin B1, aflatoxin total',
        productCategory: 'nuts, nut products and seeds',
        originCountry: 'Türkiye',
      }),
    ).toBe('黄曲霉毒素B1、黄曲霉毒素总量（坚果、坚果制品和籽类，原产土耳其）');
    // Hazards with no Chinese are left out (…等), or stand as their category; never invented.
    expect(rasffSubjectZh({ hazard: 'chlorpyrifos, some unknown substance', productCategory: 'confectionery' })).toBe(
      '毒死蜱等（糖果）',
    );
    expect(rasffSubjectZh({ hazard: 'some unknown substance', hazardCategory: 'other hazards' })).toBe('其他危害');
    expect(rasffSubjectZh({ hazard: 'some unknown substance', productCategory: 'confectionery' })).toBeUndefined();
  });
});
