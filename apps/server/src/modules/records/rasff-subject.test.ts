import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { productZh, rasffSubjectZh, subjectParts } from '@app/contract';
import { loadConfig } from '../../config.js';
import { hazardCategoryOf } from './rasff-import.js';

const rows = parse(
  readFileSync(path.join(loadConfig().publicDataDir, 'eu_rasff_notifications_2024-01_2025-08.csv'), 'utf8'),
  { columns: true, bom: true },
) as Record<string, string>[];
const list = (s: string | undefined) =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .join(', ');
/** The line as the zh-cn list composes it from a stored row (the importer's fields). */
const lineOf = (r: Record<string, string>) =>
  rasffSubjectZh({
    product: r.subject,
    hazard: list(r.hazards),
    hazardCategory: hazardCategoryOf(list(r.hazards), r.subject ?? ''),
    productCategory: r.category,
    originCountry: list(r.origin),
  });

describe('RASFF Chinese line read from the subject (issue 28)', () => {
  it('splits subjects into hazard, product and origin', () => {
    expect(subjectParts('Aflatoxins in dried figs from Türkiye')).toEqual({
      hazard: 'Aflatoxins',
      product: 'dried figs',
      origin: 'Türkiye',
      rest: '',
    });
    expect(subjectParts('Salmonella Blockley in MSM/Turkey meal from Germany via Denmark').origin).toBe('Germany');
    expect(subjectParts('ocratoxina A en higos secos de Turquia. Ochratoxin in dried figs from Turkey.')).toMatchObject(
      {
        hazard: 'Ochratoxin',
        product: 'dried figs',
        origin: 'Turkey',
      },
    );
    expect(subjectParts('Maracuya Colombia Pesticide Residue')).toMatchObject({
      product: '',
      rest: 'Maracuya Colombia Pesticide Residue',
    });
  });

  it('translates the product through the dictionary and keeps unknown words in brackets', () => {
    expect(productZh('cumin powder')).toBe('孜然粉');
    expect(productZh('dried figs')).toBe('干无花果');
    expect(productZh('frozen chicken meat preparation')).toBe('冷冻鸡肉制品');
    expect(productZh('dubai chocolate')).toBe('迪拜巧克力');
    expect(productZh('kataifi chocolate')).toBe('[kataifi]巧克力');
    expect(productZh('Pistachios in shell')).toBe('开心果带壳');
  });

  it('keeps the product, in Chinese or in brackets, on the line of every notification of the shipped file', () => {
    let translatedWords = 0;
    let productWords = 0;
    let missing = 0;
    for (const r of rows) {
      const line = lineOf(r);
      const parts = subjectParts(r.subject ?? '');
      const product = parts.product || parts.rest;
      if (!line) {
        missing++;
        continue;
      }
      if (product) {
        const zh = productZh(product);
        expect(line, r.subject).toContain(zh);
        // Every word of the product is there: translated, or in English inside brackets.
        const kept = zh.match(/\[[^\]]*\]/g)?.join(' ') ?? '';
        const words = product.toLowerCase().match(/[a-z]{3,}/g) ?? [];
        // The share in Chinese is measured on product parts (a subject without one is kept whole).
        if (parts.product) {
          productWords += words.length;
          translatedWords += words.filter((w) => !kept.includes(w)).length;
        }
      }
      expect(line.replace(/（[^）]*）|\[[^\]]*\]/g, ''), r.subject).not.toMatch(/[A-Za-z]{3,}/);
    }
    expect(missing).toBe(0);
    const share = translatedWords / productWords;
    console.log(`RASFF product words in Chinese: ${translatedWords}/${productWords} (${(share * 100).toFixed(1)} %)`);
    expect(share).toBeGreaterThan(0.75);
  });

  it('reads the hazard from the subject when the hazards field is empty, and not the product as the hazard', () => {
    const glass = {
      subject: 'Glass in peanut butter from the Netherlands',
      hazards: '',
      category: 'nuts, nut products and seeds',
      origin: '',
    };
    expect(hazardCategoryOf('', glass.subject)).toBe('foreign bodies');
    expect(lineOf(glass)).toBe('玻璃（花生酱，原产荷兰）');
    const cumin = {
      subject: 'Aflatoxins in cumin powder from India',
      hazards: '',
      category: 'herbs and spices',
      origin: 'India',
    };
    expect(lineOf(cumin)).toBe('黄曲霉毒素（孜然粉，原产印度）');
    const empty = rows.filter((r) => !r.hazards?.trim());
    expect(empty.length).toBeGreaterThan(2000);
    for (const r of empty) expect(lineOf(r), r.subject).toBeTruthy();
  });
});
