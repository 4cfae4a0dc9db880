import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { and, eq, like, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { libFoodCategories, libSafeItems } from '../../../db/schema/index.js';
import { emptyReport, type ImportReport } from './upsert.js';
import { checkGb2760, checkGb9685, englishOwners, type CsvRow } from './safe-db-clean.js';
import { readGb2760FullText, textUseRows } from './gb2760/from-text.js';
import { reconcile } from './gb2760/reconcile.js';

type SafeInsert = typeof libSafeItems.$inferInsert;

/** GB 2760-2024 appendix E top-level food categories (facts of the standard). */
export const topFoodCategories: [string, string][] = [
  ['01', '乳及乳制品'],
  ['02', '脂肪，油和乳化脂肪制品'],
  ['03', '冷冻饮品'],
  ['04', '水果、蔬菜（包括块根类）、豆类、食用菌、藻类、坚果以及籽类等'],
  ['05', '可可制品、巧克力和巧克力制品（包括代可可脂巧克力及制品）以及糖果'],
  ['06', '粮食和粮食制品'],
  ['07', '焙烤食品'],
  ['08', '肉及肉制品'],
  ['09', '水产及其制品'],
  ['10', '蛋及蛋制品'],
  ['11', '甜味料'],
  ['12', '调味品'],
  ['13', '特殊膳食用食品'],
  ['14', '饮料类'],
  ['15', '酒类'],
  ['16', '其他类'],
];

/**
 * Fallback safeDb rows when the public data folder is absent: well-known GB 2760 uses (additive, CNS,
 * INS, function, category, maximum use) and GB 9685 entries, enough for the pages to work.
 */
const fallbackAdditives: [string, string, string, string, string, string, string, string][] = [
  ['苯甲酸及其钠盐', 'benzoic acid, sodium benzoate', '17.001,17.002', '210,211', '防腐剂', '12.04', '酱油', '1.0'],
  [
    '山梨酸及其钾盐',
    'sorbic acid, potassium sorbate',
    '17.003,17.004',
    '200,202',
    '防腐剂、抗氧化剂、稳定剂',
    '14.02',
    '果蔬汁类及其饮料',
    '0.5',
  ],
  [
    '二氧化硫及亚硫酸盐',
    'sulphur dioxide and sulphites',
    '05.001',
    '220',
    '漂白剂、防腐剂、抗氧化剂',
    '04.01.02.03',
    '水果干类',
    '0.1',
  ],
  ['阿斯巴甜', 'aspartame', '19.004', '951', '甜味剂', '14.0', '饮料类', '0.6'],
  ['三氯蔗糖', 'sucralose', '19.016', '955', '甜味剂', '14.0', '饮料类', '0.25'],
  ['胭脂红及其铝色淀', 'ponceau 4R', '08.001', '124', '着色剂', '03.0', '冷冻饮品', '0.05'],
  ['柠檬黄及其铝色淀', 'tartrazine', '08.005', '102', '着色剂', '05.02', '糖果', '0.1'],
  ['卡拉胶', 'carrageenan', '20.007', '407', '增稠剂', '01.02.02', '风味发酵乳', '按生产需要适量使用'],
  [
    '丁基羟基茴香醚（BHA）',
    'butylated hydroxyanisole',
    '04.001',
    '320',
    '抗氧化剂',
    '02.01',
    '基本不含水的脂肪和油',
    '0.2',
  ],
  ['亚硝酸钠', 'sodium nitrite', '09.002', '250', '护色剂、防腐剂', '08.02', '预制肉制品', '0.15'],
];
const fallbackContact: [string, string, string, string][] = [
  ['FCA0001', '(1,1-二甲基乙基)-4-甲氧基苯酚；叔丁基羟基茴香醚(BHA)', '25013-16-5', '30（SML）'],
  ['FCA0002', "(1,1'-联苯基)-4,4'-二醇", '92-88-6', '6（SML）'],
];

async function writeSafe(database: Database, rows: SafeInsert[], report: ImportReport) {
  for (let i = 0; i < rows.length; i += 400) {
    const chunk = rows.slice(i, i + 400);
    const res = await database.db
      .insert(libSafeItems)
      .values(chunk)
      .onConflictDoUpdate({
        target: libSafeItems.sourceKey,
        set: {
          name: sql`excluded.name`,
          nameEn: sql`excluded.name_en`,
          code: sql`excluded.code`,
          ins: sql`excluded.ins`,
          cas: sql`excluded.cas`,
          func: sql`excluded.func`,
          foodCategoryCode: sql`excluded.food_category_code`,
          foodCategory: sql`excluded.food_category`,
          maxUse: sql`excluded.max_use`,
          remark: sql`excluded.remark`,
        },
        // Only rows whose content differs are touched, so a second run updates nothing.
        setWhere: sql`(lib_safe_items.name, lib_safe_items.name_en, lib_safe_items.code, lib_safe_items.ins, lib_safe_items.cas, lib_safe_items.func, lib_safe_items.food_category_code, lib_safe_items.food_category, lib_safe_items.max_use, lib_safe_items.remark) is distinct from (excluded.name, excluded.name_en, excluded.code, excluded.ins, excluded.cas, excluded.func, excluded.food_category_code, excluded.food_category, excluded.max_use, excluded.remark)`,
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const r of res)
      if (r.inserted) report.inserted++;
      else report.updated++;
    report.unchanged += chunk.length - res.length;
  }
}

const none = (s?: string) => (s && s.trim() && s.trim() !== '—' ? s.trim() : null);

export async function importGb2760(database: Database, file: string): Promise<ImportReport> {
  const report: ImportReport = { ...emptyReport(file), repaired: [] };
  const records = parse(await readFile(file, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
    relax_column_count: true,
  }) as CsvRow[];
  const owners = englishOwners(records);
  let rows: SafeInsert[] = [];
  const checkedRows: { line: number; row: CsvRow }[] = [];
  const seen = new Set<string>();
  records.forEach((raw, i) => {
    report.read++;
    const checked = checkGb2760(raw, owners);
    if (!checked.ok) return report.rejected.push({ line: i + 2, reason: checked.reason });
    const r = checked.row;
    const name = r.additive_cn!;
    const key = `gb2760:${name}|${r.table}|${r.food_category_code}|${r.food_category_name}|${r.max_use}`;
    if (seen.has(key)) return report.rejected.push({ line: i + 2, reason: 'duplicate use' });
    seen.add(key);
    checkedRows.push({ line: i + 2, row: r });
    for (const reason of checked.repairs) report.repaired!.push({ line: i + 2, reason });
    rows.push({
      kind: 'additive',
      name,
      nameEn: none(r.en_name),
      code: none(r.cns),
      ins: none(r.ins),
      func: none(r.function),
      foodCategoryCode: categoryCode(none(r.food_category_code)),
      foodCategory: none(r.food_category_name),
      maxUse: none(r.max_use),
      remark: none(r.remark),
      source: `${r.standard || 'GB 2760-2024'} ${r.table ?? ''}`.trim(),
      sourceKey: key,
    });
  });
  // The standard's full text, when shipped beside the CSV, is what is imported: the CSV holds only
  // the first page of many additives' uses and rows carried over page breaks (reconcile.ts).
  const text = await readGb2760FullText(path.dirname(file));
  let tree: { code: string; name: string; exceptionNo?: number }[] = [];
  if (text?.uses.length) {
    const diff = reconcile(text, checkedRows);
    rows = textUseRows(text, checkedRows);
    tree = [
      ...text.categories.map((c) => ({ code: categoryCode(c.code)!, name: c.name })),
      ...text.exceptions.map((e) => ({ code: categoryCode(e.code)!, name: e.name, exceptionNo: e.no })),
    ];
    report.notes = [
      `full text of GB 2760-2024: table A.1 ${text.uses.length} uses of ${new Set(text.uses.map((u) => u.cns)).size} additives, table A.2 ${text.exceptions.length} excepted categories, table E.1 ${text.categories.length} categories; rejected ${text.rejected.length}`,
      ...text.rejected.map((r) => `  rejected ${r.table} p.${r.page} "${r.text}": ${r.reason}`),
      `against the CSV: ${diff.onlyCsv.length} CSV rows not in the text, ${diff.onlyText.length} uses of the text not in the CSV`,
    ];
    // The text's rows are what was read; the CSV's own rejects count among its differences.
    report.differences = [...report.rejected.map((r) => ({ ...r, reason: `CSV: ${r.reason}` })), ...diff.onlyCsv];
    report.read = text.uses.length + text.rejected.length;
    report.rejected = text.rejected.map((r) => ({ line: r.page, reason: `${r.table} p.${r.page}: ${r.reason}` }));
    report.rejected.push(
      ...Array.from({ length: text.uses.length - rows.length }, () => ({
        line: 0,
        reason: 'duplicate use',
      })),
    );
  }
  // Rows of an earlier import that the checks now reject (or whose key a repair changed) go.
  await database.db.delete(libSafeItems).where(
    and(
      eq(libSafeItems.kind, 'additive'),
      like(libSafeItems.sourceKey, 'gb2760:%'),
      notInArray(
        libSafeItems.sourceKey,
        rows.map((r) => r.sourceKey),
      ),
    ),
  );
  await writeSafe(database, rows, report);
  await writeFoodCategories(database, rows, tree);
  return report;
}

export async function importGb9685(database: Database, file: string): Promise<ImportReport> {
  const report: ImportReport = { ...emptyReport(file), repaired: [] };
  const records = parse(await readFile(file, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
    relax_column_count: true,
  }) as CsvRow[];
  const rows: SafeInsert[] = [];
  const seen = new Set<string>();
  records.forEach((raw, i) => {
    report.read++;
    const checked = checkGb9685(raw);
    if (!checked.ok) return report.rejected.push({ line: i + 2, reason: checked.reason });
    const r = checked.row;
    if (seen.has(r.fca_no!)) return report.rejected.push({ line: i + 2, reason: `duplicate FCA number ${r.fca_no}` });
    seen.add(r.fca_no!);
    for (const reason of checked.repairs) report.repaired!.push({ line: i + 2, reason });
    rows.push({
      kind: 'contact',
      name: r.name_cn!.trim(),
      nameEn: none(r.name_en),
      code: none(r.fca_no),
      cas: none(r.cas),
      func: none(r.material_categories),
      maxUse: none(r.max_usage_by_category),
      remark: [none(r.sml_or_qm), none(r.sml_t)].filter(Boolean).join('；') || null,
      source: 'GB 9685-2016',
      sourceKey: `gb9685:${r.fca_no}`,
    });
  });
  await writeSafe(database, rows, report);
  return report;
}

/** Appendix E writes a top category "01.0"; the tree and the counts know it as "01". */
const categoryCode = (code: string | null) => code?.replace(/^(\d{2})\.0$/, '$1') ?? null;

/**
 * Intermediate categories of GB 2760-2024 appendix E that no additive use names, so the file
 * cannot give their names; without them their sub-categories would hang under the top category.
 */
export const intermediateFoodCategories: [string, string][] = [
  ['01.01', '巴氏杀菌乳、灭菌乳和调制乳'],
  ['01.02', '发酵乳和风味发酵乳'],
  ['04.01', '水果'],
  ['04.02', '蔬菜'],
  ['04.02.01', '新鲜蔬菜'],
  ['04.03', '食用菌和藻类'],
  ['04.03.01', '新鲜食用菌和藻类'],
  ['04.04.01', '非发酵豆制品'],
  ['04.05', '坚果和籽类'],
  ['06.04', '杂粮粉及其制品'],
  ['09.02', '冷冻水产品及其制品'],
  ['10.02', '再制蛋（不改变物理性状）'],
  ['14.01', '包装饮用水'],
  ['14.02', '果蔬汁类及其饮料'],
  ['15.01', '蒸馏酒'],
  ['16.02', '茶叶、咖啡和茶制品'],
];

/** foodDb: the 16 top categories plus every sub-category code that the additive uses name. */
export async function writeFoodCategories(
  database: Database,
  uses: SafeInsert[] = [],
  tree: { code: string; name: string; exceptionNo?: number }[] = [],
) {
  const cats = new Map<string, string>([...topFoodCategories, ...intermediateFoodCategories]);
  // Appendix E's names first (a deleted category prints "—"), then table A.2's numbers.
  for (const c of tree) if (!c.exceptionNo && c.name && c.name !== '—') cats.set(c.code, c.name.slice(0, 200));
  const exceptionNo = new Map(tree.filter((c) => c.exceptionNo).map((c) => [c.code, c.exceptionNo!]));
  for (const c of tree) if (c.exceptionNo && !cats.has(c.code)) cats.set(c.code, c.name.slice(0, 200));
  for (const u of uses) {
    const code = u.foodCategoryCode;
    if (code && /^\d{2}(\.\d{1,2})*$/.test(code) && u.foodCategory && !cats.has(code))
      cats.set(code, u.foodCategory.slice(0, 200));
  }
  const rows = [...cats].map(([code, name]) => {
    const parts = code.split('.');
    let parent: string | null = null;
    for (let n = parts.length - 1; n >= 1 && !parent; n--) {
      const p = parts.slice(0, n).join('.');
      if (cats.has(p)) parent = p;
    }
    return { code, name, parentCode: parent, level: parts.length, exceptionNo: exceptionNo.get(code) ?? null };
  });
  // A category written by an earlier import keeps its code; its parent and name follow this tree.
  // "01.0"-style codes of earlier imports are the top categories themselves and go.
  await database.db.delete(libFoodCategories).where(sql`${libFoodCategories.code} ~ '^[0-9]{2}\\.0$'`);
  for (let i = 0; i < rows.length; i += 400)
    await database.db
      .insert(libFoodCategories)
      .values(rows.slice(i, i + 400))
      .onConflictDoUpdate({
        target: libFoodCategories.code,
        set: {
          name: sql`excluded.name`,
          parentCode: sql`excluded.parent_code`,
          level: sql`excluded.level`,
          exceptionNo: sql`excluded.exception_no`,
        },
      });
}

export async function seedSafeFallback(database: Database) {
  const report = emptyReport('fallback');
  const rows: SafeInsert[] = [
    ...fallbackAdditives.map(([name, nameEn, code, ins, func, catCode, cat, maxUse]) => ({
      kind: 'additive',
      name,
      nameEn,
      code,
      ins,
      func,
      foodCategoryCode: categoryCode(catCode),
      foodCategory: cat,
      maxUse,
      remark: null,
      source: 'GB 2760-2024',
      sourceKey: `gb2760:${name}|${catCode}`,
    })),
    ...fallbackContact.map(([code, name, cas, remark]) => ({
      kind: 'contact',
      name,
      nameEn: null,
      code,
      cas,
      func: null,
      maxUse: null,
      remark,
      source: 'GB 9685-2016',
      sourceKey: `gb9685:${code}`,
    })),
  ];
  await writeSafe(database, rows, report);
  await writeFoodCategories(database, rows);
}
