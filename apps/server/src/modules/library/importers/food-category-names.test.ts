import path from 'node:path';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { gb2760CategoryEn } from '@app/contract';
import { loadConfig } from '../../../config.js';
import { intermediateFoodCategories, topFoodCategories } from './safe-db.js';

const rows = parse(readFileSync(path.join(loadConfig().publicDataDir, 'gb2760_2024_additive_uses.csv'), 'utf8'), {
  columns: true,
  bom: true,
  relax_column_count: true,
}) as Record<string, string>[];

describe('English names of the GB 2760 food categories (issue 15: no Chinese tree on an English page)', () => {
  it('names every category of the tree the import writes: top, intermediate and every code the uses name', () => {
    const codes = new Set<string>([...topFoodCategories, ...intermediateFoodCategories].map(([c]) => c));
    for (const r of rows) {
      const code = (r.food_category_code ?? '').trim().replace(/^(\d{2})\.0$/, '$1');
      if (/^\d{2}(\.\d{1,2})*$/.test(code)) codes.add(code);
    }
    expect(codes.size).toBeGreaterThan(200);
    const missing = [...codes].filter((c) => !gb2760CategoryEn(c));
    expect(missing).toEqual([]);
    for (const c of codes) expect(gb2760CategoryEn(c), c).not.toMatch(/[\u3400-\u9fff]/);
    expect(gb2760CategoryEn('12.04')).toBe('Soy sauce');
    expect(gb2760CategoryEn('99.99')).toBeUndefined();
  });
});
