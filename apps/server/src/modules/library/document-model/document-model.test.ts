import { describe, expect, it } from 'vitest';
import { splitModel } from '../../clauses/split.js';
import { unreadableReason } from '../importers/product-texts.js';
import { documentModel, modelText, readableText } from './index.js';
import { hasTexts, jsonLines, lawFile, standardText as standard, stdFile } from './test-texts.js';

// Cases written from the source texts (data/cn_food_product_standards_fulltext.jsonl and the
// LawRefBook laws): what the printed standard says, checked against what the model gives.
const lines = jsonLines;
/** Markup that must never reach a reader (the issue's list; `[[…]]` as a wiki link, since chemical names nest brackets). */
const markup = [
  /\\begin/,
  /<div/,
  /\$\\geq/,
  /\[\[[^[\]]+\]\]/,
  /^## /m,
  /<\/?(table|td|tr|img|span)\b/i,
  /\\multicolumn/,
  /&lt;/,
];

describe('document model', () => {
  it('reads LaTeX tables with merged cells, header rows and ≥ signs', () => {
    const m = documentModel(
      String.raw`表 2 理化指标
\begin{tabular}{|l|c|c|}
\hline
\multirow{2}{*}{项目} & \multicolumn{2}{c|}{指标} \\
\cline{2-3}
& 特级 & 一级 \\
\hline
氨基酸态氮, g/100 mL & $\geq$ 0.80 & 0.70 \\
\hline
\end{tabular}`,
    );
    const t = m.blocks.find((b) => b.type === 'table');
    expect(t).toMatchObject({
      type: 'table',
      caption: '表 2 理化指标',
      headerRows: 2,
      rows: [
        [
          { text: '项目', rowSpan: 2 },
          { text: '指标', colSpan: 2 },
        ],
        [{ text: '特级' }, { text: '一级' }],
        [{ text: '氨基酸态氮, g/100 mL' }, { text: '≥ 0.80' }, { text: '0.70' }],
      ],
    });
  });

  it('reads HTML and markdown tables, wiki links, entities and inline formulas', () => {
    const m = documentModel(
      '<div align="center">中华人民共和国国家标准</div>\n\n<table><tr><th>项目</th><th colspan="2">限量</th></tr><tr><td>铅</td><td>0.2</td><td>mg/kg</td></tr></table>\n\n| 项目 | 指标 |\n|---|---|\n| 水分 | $\\leq$ 12.0 |\n\n菌落总数 $10^{4}$ CFU/g &lt; 见 [[GB_4789.2-2022|食品微生物学检验 菌落总数测定]]',
    );
    const tables = m.blocks.filter((b) => b.type === 'table');
    expect(tables).toHaveLength(2);
    expect(tables[0]).toMatchObject({
      headerRows: 1,
      rows: [[{ text: '项目' }, { text: '限量', colSpan: 2 }], expect.anything()],
    });
    expect(tables[1]).toMatchObject({
      headerRows: 1,
      rows: [
        [{ text: '项目' }, { text: '指标' }],
        [{ text: '水分' }, { text: '≤ 12.0' }],
      ],
    });
    const text = modelText(m);
    expect(text).toContain('菌落总数 10⁴ CFU/g < 见 GB 4789.2-2022 食品微生物学检验 菌落总数测定');
    expect(text).not.toMatch(/<div|\$|\[\[/);
  });

  it.runIf(hasTexts)('repairs GB 7718-2025 extracted with a space between every character', () => {
    const m = documentModel(standard('GB 7718-2025'));
    expect(m.quality.issues).toContain('spacedCharacters');
    const text = modelText(m);
    expect(text).toContain('本标准代替 GB 7718-2011');
    expect(text).not.toContain('7 7 1 8');
    expect(text).toContain('4.4.2.2 不得使用 “不添加” “不使用” 及其同义语等词汇');
  });

  it.runIf(hasTexts)('splits GB 7718-2025 into its numbered clauses with stable anchors', () => {
    const { clauses, model } = splitModel(documentModel(standard('GB 7718-2025')));
    const anchors = clauses.map((c) => c.anchor);
    for (const a of [
      'sec-2.6',
      'sec-3.3',
      'sec-4.1',
      'sec-4.3.2',
      'sec-4.4.2.2',
      'sec-4.12',
      'sec-4.12.1',
      'sec-9.7',
      'sec-10.3',
    ])
      expect(anchors).toContain(a);
    expect(clauses.find((c) => c.anchor === 'sec-4.12.1')!.text).toContain('以下食品配料可能导致敏感人群产生过敏反应');
    expect(clauses.find((c) => c.anchor === 'sec-4.12.1')!.text).toContain('h) 坚果及其果仁类制品');
    // The reader's contents: the block starting each clause carries its anchor.
    expect(model.blocks.filter((b) => b.clause).length).toBe(clauses.filter((c) => c.anchor !== 'whole').length);
    expect(anchors).toEqual(splitModel(documentModel(standard('GB 7718-2025'))).clauses.map((c) => c.anchor));
  });

  it.runIf(hasTexts)('splits GB 28050-2025 and GB 2762-2022 (numbers cut at line ends, amendment apart)', () => {
    const nutrition = splitModel(documentModel(standard('GB 28050-2025'))).clauses.map((c) => c.anchor);
    for (const a of ['sec-3.1', 'sec-4.1', 'sec-5.5', 'sec-6.7']) expect(nutrition).toContain(a);
    const contaminants = splitModel(documentModel(standard('GB 2762-2022'))).clauses;
    const anchors = contaminants.map((c) => c.anchor);
    for (const a of ['sec-3.5', 'sec-4.1.1', 'sec-4.6', 'sec-4.8.1', 'sec-4.11.2', 'amendment-1'])
      expect(anchors).toContain(a);
    expect(contaminants.find((c) => c.anchor === 'sec-3.5')!.text).toMatch(
      /^3\.5 对于肉类干制品、干制水产品、干制食用菌/,
    );
  });

  it.runIf(hasTexts)('GB/T 18186-2000: the 氨基酸态氮 requirement table is a table, not LaTeX', () => {
    const m = documentModel(standard('GB/T 18186-2000'));
    const table = m.blocks.find((b) => b.type === 'table' && b.rows.some((r) => r[0]?.text.startsWith('氨基酸态氮')));
    expect(table).toBeDefined();
    const row = table!.type === 'table' ? table!.rows.find((r) => r[0]!.text.startsWith('氨基酸态氮'))! : [];
    expect(row.map((c) => c.text)).toEqual([
      '氨基酸态氮(以氮计), g/100 mL',
      '≥ 0.80',
      '0.70',
      '0.55',
      '0.40',
      '0.80',
      '0.70',
      '0.60',
      '0.40',
    ]);
  });

  it.runIf(hasTexts)('says font-code and mis-decoded texts are unreadable instead of showing them', () => {
    for (const id of ['GB 7096-2014', 'GB 8953-2018']) {
      const m = documentModel(standard(id));
      expect(m.quality.readable).toBe(false);
      expect(m.blocks).toEqual([]);
      expect(readableText(standard(id))).toBe('');
    }
  });

  it.runIf(hasTexts)('over all shipped texts: no markup left, how many split into clauses (figures printed)', () => {
    const texts = [
      ...lines(stdFile).map((o) => ({ name: o.standard_id || o.title!, text: o.text ?? '' })),
      ...lines(lawFile).map((o) => ({ name: o.title!, text: o.text ?? '' })),
    ];
    // Texts the importers keep out of the library (too short, garbage, another document's OCR).
    const shipped = texts.filter((t) => !unreadableReason(t.text.trim()) || !t.text.trim());
    const withText = shipped.filter((t) => t.text.trim().length >= 300);
    let clean = 0;
    let split = 0;
    let clauses = 0;
    const dirty: string[] = [];
    const unsplit: string[] = [];
    for (const t of withText) {
      const model = documentModel(t.text);
      const out = modelText(model);
      const hit = markup.find((re) => re.test(out));
      if (hit) dirty.push(`${t.name}: ${hit}`);
      else clean++;
      const c = splitModel(model).clauses;
      if (c.some((x) => x.anchor !== 'whole' && x.anchor !== 'preamble')) {
        split++;
        clauses += c.length;
      } else unsplit.push(t.name);
    }
    const share = (n: number) => `${((100 * n) / withText.length).toFixed(1)}%`;
    console.log(
      `document model over ${withText.length} shipped texts (${texts.length - withText.length} not shipped: unreadable or empty): ` +
        `no markup left ${clean} (${share(clean)}), split into clauses ${split} (${share(split)}), clauses ${clauses}; ` +
        `left whole ${unsplit.length}: ${unsplit.join(', ')}`,
    );
    expect(dirty).toEqual([]);
    expect(split / withText.length).toBeGreaterThan(0.85);
  });
});
