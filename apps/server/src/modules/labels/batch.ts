import { labelBatchMax, labelExample, labelInput, type FoodLabel, type LabelGroup } from '@app/contract';
import type { Database } from '../../db/client.js';
import { warn } from '../../lib/errors.js';
import { readXlsxRows, writeXlsx, xlsxAnswer } from '../../lib/xlsx.js';
import { contextBuilder } from './context.js';
import { checkLabel, countGroups } from './engine.js';

/**
 * Many labels from one xlsx (the template: one label a row, columns in the template's order).
 * The nutrition table is one cell, "能量 2000 kJ 24%；蛋白质 8.0 g 13%；…". The labels share one
 * context, so a thousand labels of a few categories cost a few queries.
 */
type Lang = 'zh-cn' | 'en';

export const batchColumns: [keyof FoodLabel, string, string][] = [
  ['foodName', '食品名称', 'Food name'],
  ['categoryCode', '食品分类号(GB 2760 附录E)', 'Food category (GB 2760 appendix E)'],
  ['ingredients', '配料表', 'Ingredient list'],
  ['netContent', '净含量和规格', 'Net content'],
  ['producer', '生产者名称', 'Producer'],
  ['address', '地址', 'Address'],
  ['contact', '联系方式', 'Contact'],
  ['productionDate', '生产日期', 'Production date'],
  ['shelfLife', '保质期', 'Shelf life'],
  ['expiryDate', '保质期到期日', 'Expiry date'],
  ['storage', '贮存条件', 'Storage'],
  ['licence', '食品生产许可证编号', 'Licence number'],
  ['standardCode', '产品标准代号', 'Product standard'],
  ['grade', '质量等级', 'Quality grade'],
  ['allergenStatement', '致敏物质提示', 'Allergen statement'],
  ['claims', '声称', 'Claims'],
  ['nutrition', '营养成分表(项目 含量 单位 NRV%；…)', 'Nutrition (item amount unit NRV%; …)'],
  ['nutritionNote', '营养成分表下方提示语', 'Line under the table'],
  ['surfaceCm2', '最大表面面积(cm²)', 'Largest surface (cm²)'],
  ['fontMm', '最小字高(mm)', 'Smallest character (mm)'],
  ['imported', '进口(是/否)', 'Imported (yes/no)'],
  // Added after the first template: last, so that rows of a template downloaded before still read.
  ['alcohol', '酒精度', 'Alcohol'],
  ['batchNo', '批号', 'Batch number'],
];

/** "能量 2000 kJ 24%；蛋白质 8.0 g 13%" → rows of the nutrition table. */
export function nutritionOf(cell: string) {
  return cell
    .split(/[;；\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 40)
    .map((s) => {
      const m = /^(\S+?)\s*([\d.]+)\s*([a-zA-Z\u4e00-\u9fa5]*)\s*([\d.]+\s*%)?$/.exec(s.replace(/\s+/g, ' '));
      return m
        ? { item: m[1]!, amount: m[2]!, unit: m[3] ?? '', nrv: m[4]?.replace(/\s+/g, '') ?? '' }
        : { item: s.slice(0, 30), amount: '', unit: '', nrv: '' };
    });
}

export function labelFromRow(cells: string[]): FoodLabel {
  const raw: Record<string, unknown> = {};
  batchColumns.forEach(([key], i) => {
    const v = (cells[i] ?? '').trim();
    if (key === 'nutrition') raw[key] = nutritionOf(v);
    else if (key === 'surfaceCm2' || key === 'fontMm') raw[key] = v === '' ? null : v;
    else if (key === 'imported') raw[key] = /^(是|yes|y|true|1)$/i.test(v);
    else raw[key] = v;
  });
  const parsed = labelInput.safeParse(raw);
  if (!parsed.success) throw warn('formatError', { attr: String(parsed.error.issues[0]?.path.join('.') ?? '') });
  return parsed.data;
}

export async function checkMany(database: Database, rows: string[][], lang: Lang) {
  const builder = await contextBuilder(database, lang);
  const counts: Record<LabelGroup, number> = { must: 0, from2027: 0, review: 0 };
  const out = [];
  for (const [i, cells] of rows.entries()) {
    const label = labelFromRow(cells);
    const { findings } = checkLabel(label, await builder.forLabel(label));
    const c = countGroups(findings);
    for (const g of Object.keys(counts) as LabelGroup[]) counts[g] += c[g];
    out.push({ row: i + 2, foodName: label.foodName, counts: c, keys: findings.map((f) => f.key) });
  }
  return { rows: out, counts };
}

export async function checkXlsx(database: Database, buffer: Buffer, lang: Lang) {
  const rows = await readXlsxRows(buffer, { maxRows: labelBatchMax, skipHeader: true, tooManyKey: 'labelsTooMany' });
  return checkMany(database, rows, lang);
}

export async function templateXlsx(lang: Lang) {
  const columns = batchColumns.map(([key, zh, en]) => ({ header: lang === 'en' ? en : zh, key, width: 22 }));
  const example: Record<string, unknown> = {
    ...labelExample,
    nutrition: labelExample.nutrition.map((n) => `${n.item} ${n.amount} ${n.unit} ${n.nrv}`.trim()).join('；'),
    imported: lang === 'en' ? 'no' : '否',
  };
  return xlsxAnswer(await writeXlsx({ sheetName: 'labels', columns, rows: [example] }), 'label-check-template.xlsx');
}
