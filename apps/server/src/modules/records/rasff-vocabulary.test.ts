import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { rasffText } from '@app/contract';
import { loadConfig } from '../../config.js';
import { hazardCategoryOf } from './rasff-import.js';

const rows = parse(
  readFileSync(path.join(loadConfig().publicDataDir, 'eu_rasff_notifications_2024-01_2025-08.csv'), 'utf8'),
  { columns: true, bom: true },
) as Record<string, string>[];
const latin = /[A-Za-z]{3,}/;
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
