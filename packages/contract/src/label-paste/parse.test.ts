import { describe, expect, it } from 'vitest';
import { pasteCases, pasteHoldout, type PasteCase } from './cases.js';
import { parseLabelText, pasteTextKeys, type PastedFields } from './parse.js';

/** One unit per text item, per nutrition row and for the imported flag: what the score counts. */
function units(f: PastedFields): string[] {
  return [
    ...pasteTextKeys.filter((k) => f[k]).map((k) => `${k}=${f[k]}`),
    ...(f.nutrition ?? []).map((r) => `nutrition=${r.item}|${r.amount}|${r.unit}|${r.nrv}`),
    ...(f.imported ? ['imported'] : []),
  ];
}

function score(cases: PasteCase[]) {
  let tp = 0;
  let found = 0;
  let wanted = 0;
  const misses: string[] = [];
  for (const c of cases) {
    const got = units(parseLabelText(c.text).fields);
    const want = units(c.expected);
    found += got.length;
    wanted += want.length;
    tp += got.filter((u) => want.includes(u)).length;
    for (const u of want.filter((x) => !got.includes(x))) misses.push(`${c.name}: missed ${u}`);
    for (const u of got.filter((x) => !want.includes(x))) misses.push(`${c.name}: wrong ${u}`);
  }
  return { precision: tp / found, recall: tp / wanted, wanted, misses };
}

describe('label paste: text read into the form items', () => {
  it('has at least 15 cases', () => expect(pasteCases.length).toBeGreaterThanOrEqual(15));

  it('reaches field-level precision and recall of 0.95 over the cases (32 label paste)', () => {
    const { precision, recall, wanted, misses } = score(pasteCases);
    console.log(
      `label paste: ${pasteCases.length} cases, ${wanted} expected items, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`,
    );
    if (misses.length) console.log(misses.join('\n'));
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  it('prints the score of texts written after the parser (not tuned against)', () => {
    const h = score(pasteHoldout);
    console.log(
      `label paste holdout: ${pasteHoldout.length} cases, ${h.wanted} expected items, precision ${h.precision.toFixed(3)}, recall ${h.recall.toFixed(3)}`,
    );
    if (h.misses.length) console.log(h.misses.join('\n'));
    expect(h.wanted).toBeGreaterThan(0);
  });

  it.each(pasteCases.filter((c) => c.unmapped))('hands back the lines it cannot map: $name', (c) => {
    expect(parseLabelText(c.text).unmapped).toEqual(expect.arrayContaining(c.unmapped!));
  });

  it('drops no line: every line is mapped or listed as unmapped', () => {
    for (const c of pasteCases) {
      const { fields, unmapped } = parseLabelText(c.text);
      const all = [...Object.values(fields).flatMap((v) => (typeof v === 'string' ? [v] : [])), ...unmapped].join('\n');
      for (const line of c.text.split(/\n|\s{2,}/)) {
        const value = line.replace(/^[^：:]*[：:]/, '').trim();
        if (/[\u4e00-\u9fa5]/.test(value) && !/^(项目|营养成分表|生产者$|配料$)/.test(line))
          expect(all.includes(value) || (fields.nutrition ?? []).some((r) => line.startsWith(r.item)), line).toBe(true);
      }
    }
  });

  it('maps nothing from an empty or unrelated text and lists the lines', () => {
    expect(parseLabelText('')).toEqual({ fields: {}, unmapped: [] });
    expect(parseLabelText('hello\n12345')).toEqual({ fields: {}, unmapped: ['hello', '12345'] });
  });

  it('reads no more than the longest text allowed', () => {
    const long = `产品名称：饼干\n${'x'.repeat(30_000)}\n净含量：1克`;
    expect(parseLabelText(long).fields.netContent).toBeUndefined();
  });
});
