/**
 * A third clean hold-out of 12 product standards, written because the second (parse-holdout-clean.ts)
 * is spent once the parser is changed after measuring it. Same line format and reading rules
 * ("name | scope or grade | requirement"). Chosen the same way, so nobody picked them: continuing
 * the SHA-256 order of "holdout-2026:" + number over the standards of
 * data/cn_food_product_standards_fulltext.jsonl outside all earlier fixtures whose text names
 * 理化指标 / 微生物限量 / 污染物限量, the next 12 that are product or product-specification standards.
 * Passed over, as before, for having no product requirement table: GB 9678.2-2014, GB 29921-2021,
 * GB/T 47141-2026, GB 2762-2022; and GB 22508-2016 and GB 31641-2016 (hygiene codes).
 *
 * Written from the text alone before the parser's output on them was looked at. Reading rules
 * added to those of the earlier fixtures:
 * - a table printed per product type or per table (高度酒 / 低度酒) names that type as the scope;
 *   a graded row names its grade;
 * - a table of 限量指标 whose cells have no operator holds maxima; an operator printed once for a
 *   row (LaTeX "$\leqslant$ 12.0 & 15.0") applies to every cell of the row; a maximum an OCR
 *   printed without its operator in a column of maxima (茯茶 茶梗, 水分 of 压制茯茶) is a maximum;
 * - numeric requirements stated in sentences of the 理化指标 clause (GB 10770) are rows too;
 * - a target value with a tolerance (茅台 "53.0") and "通过试验" are left out, as is a cell the
 *   extraction emptied (GB/T 32719.1 茶梗) and a table continuation the text lost (GB 19645 表2(续)).
 */
export const parseHoldoutThird: Record<string, string[]> = {
  // PyPDF2, one row per line, "w/%" after a comma
  'GB 1903.72-2025': [
    '铁(Fe) | | 12.5~13.5',
    '乙二胺四乙酸(以C10H16N2O8计) | | 65.5~70.5',
    '水分 | | <=13.5',
    '游离铁(以Fe3+计) | | <=0.05',
    'pH(10g/L水溶液) | | 3.5~5.5',
    '水不溶物 | | <=0.1',
    '氨基三乙酸 | | <=0.1',
    '氯化物(以Cl计) | | <=0.06',
    '硫酸盐(以SO4计) | | <=0.06',
    '铅(Pb) | | <=1.0',
    '总砷(以As计) | | <=1.0',
  ],
  // HTML tables, high- and low-alcohol, two grades, values spanning both grades
  'GB/T 10781.9-2021': [
    '酒精度 | 高度酒 | 40~68',
    '己酸乙酯 | 高度酒 | 0.1~1.2',
    '乳酸乙酯 | 高度酒 | >=0.6',
    '固形物 | 高度酒 | <=0.7',
    '总酸 | 优级 | >=0.5',
    '总酸 | 一级 | >=0.3',
    '总酯 | 优级 | >=2.2',
    '总酯 | 一级 | >=1.5',
    '乙酸乙酯 | 优级 | >=0.6',
    '乙酸乙酯 | 一级 | >=0.4',
    '酸酯总量 | 优级 | >=38.0',
    '酸酯总量 | 一级 | >=25.0',
    '乙酸乙酯+乙酸 | 优级 | >=1.2',
    '乙酸乙酯+乙酸 | 一级 | >=1.0',
    '酒精度 | 低度酒 | 25~40',
    '己酸乙酯 | 低度酒 | 0.1~0.8',
    '乳酸乙酯 | 低度酒 | >=0.3',
    '固形物 | 低度酒 | <=0.9',
    '总酸 | 优级 | >=0.4',
    '总酸 | 一级 | >=0.2',
    '总酯 | 优级 | >=1.8',
    '总酯 | 一级 | >=1.2',
    '乙酸乙酯 | 优级 | >=0.5',
    '乙酸乙酯 | 一级 | >=0.3',
    '酸酯总量 | 优级 | >=28.0',
    '酸酯总量 | 一级 | >=20.0',
    '乙酸乙酯+乙酸 | 优级 | >=1.0',
    '乙酸乙酯+乙酸 | 一级 | >=0.8',
  ],
  // PyPDF2, one row per line ("通过试验" rows left out)
  'GB 1886.384-2025': [
    '碳含量(以干基计) | | >=95',
    '干燥减量 | | <=12.0',
    '灰分 | | <=4.0',
    '粒径(D10) | | >=0.275',
    '总砷(以As计) | | <=3.0',
    '铅(Pb) | | <=2.0',
    '镉(Cd) | | <=1.0',
    '汞(Hg) | | <=1.0',
  ],
  // PyPDF2; the 理化指标 are sentences (4.3.1–4.3.5), numbers broken across lines; one table
  'GB 10770-2025': [
    '蛋白质 | 唯一配料 | >=1.7',
    '脂肪 | 唯一配料 | <=1.4',
    '蛋白质 | 其他食品原料 | >=0.7',
    '脂肪 | 其他食品原料 | <=1.4',
    '组胺 | 含有鱼肉的产品 | <=10',
    '钠 | | <=200',
    '霉菌(视野%) | 番茄 | <=40',
  ],
  // Qwen OCR, LaTeX tabular: two product forms, two grades each, operators partly lost
  'GB/T 32719.5-2018': [
    '水分 | 散状茯茶 | <=12.0',
    '水分 | 压制茯茶 | <=13.0',
    '总灰分 | 散状茯茶 | <=7.5',
    '总灰分 | 压制茯茶 | <=8.0',
    '茶梗 | 特级 | <=6.0',
    '茶梗 | 一级 | <=8.0',
    '茶梗 | 机制 | <=10.0',
    '茶梗 | 手筑 | <=8.0',
    '水浸出物 | 特级 | >=26.0',
    '水浸出物 | 一级 | >=24.0',
    '水浸出物 | 机制 | >=24.0',
    '水浸出物 | 手筑 | >=24.0',
    '冠突散囊菌 | | >=200000',
  ],
  // Qwen OCR, LaTeX tabular: the operator printed once per row for two product forms
  'GB/T 32719.1-2016': [
    '水分 | 散茶 | <=12.0',
    '水分 | 紧压茶 | <=15.0',
    '总灰分 | 散茶 | <=8.0',
    '总灰分 | 紧压茶 | <=8.5',
    '水浸出物 | 散茶 | >=24.0',
    '水浸出物 | 紧压茶 | >=22.0',
    '粉末 | 散茶 | <=1.5',
  ],
  // markdown tables (sensory, 界限指标 minima, 限量指标 maxima without operators), a LaTeX
  // continuation, a LaTeX n/c/m plan
  'GB 8537-2018': [
    '色度 | | <=10',
    '浑浊度 | | <=1',
    '锂 | | >=0.20',
    '锶 | | >=0.20',
    '锌 | | >=0.20',
    '偏硅酸 | | >=25.0',
    '硒 | | >=0.01',
    '游离二氧化碳 | | >=250',
    '溶解性总固体 | | >=1000',
    '硒 | | <=0.05',
    '铊 | | <=0.005',
    '铜 | | <=1.0',
    '钡 | | <=0.7',
    '总铬 | | <=0.05',
    '锰 | | <=0.4',
    '镍 | | <=0.02',
    '银 | | <=0.05',
    '溴酸盐 | | <=0.01',
    '硼酸盐(以B计) | | <=5',
    '氟化物(以F⁻计) | | <=1.5',
    '耗氧量(以O₂计) | | <=2.0',
    '挥发酚(以苯酚计) | | <=0.002',
    '氰化物(以CN⁻计) | | <=0.010',
    '矿物油 | | <=0.05',
    '阴离子合成洗涤剂 | | <=0.3',
    '²²⁶Ra放射性 | | <=1.1',
    '总β放射性 | | <=1.50',
    '大肠菌群 | | plan:5,0,0,-',
    '粪链球菌 | | plan:5,0,0,-',
    '铜绿假单胞菌 | | plan:5,0,0,-',
    '产气荚膜梭菌 | | plan:5,0,0,-',
  ],
  // PyPDF2, a three-product table with the time-dependent rows run together
  'GB/T 18356-2026': [
    '酒精度(20℃) | 陈年贵州茅台酒 | 52.0~53.0',
    '总酸(以乙酸计) | 陈年贵州茅台酒 | >=2.0',
    '总酸(以乙酸计) | 53%vol贵州茅台酒 | >=1.6',
    '总酸(以乙酸计) | 43%vol贵州茅台酒 | >=1.5',
    '总酯(以乙酸乙酯计) | | >=2.5',
    '酸酯总量 | | >=60.0',
    '固形物 | 陈年贵州茅台酒 | <=1.0',
    '固形物 | 53%vol贵州茅台酒 | <=0.7',
    '固形物 | 43%vol贵州茅台酒 | <=0.7',
  ],
  // Qwen OCR, LaTeX tabular with the operator inside the cell
  'GB/T 22180-2014': ['冻品中心温度 | | <=-18', '鱼肉含量 | | >=50', '鱼肉水分含量 | | <=86'],
  // HTML tables, high- and low-alcohol, the operator in its own cell
  'GB/T 10781.1-2021': [
    '酒精度 | 高度酒 | 40~68',
    '固形物 | 高度酒 | <=0.40',
    '总酸 | 优级 | >=0.40',
    '总酸 | 一级 | >=0.30',
    '总酯 | 优级 | >=2.00',
    '总酯 | 一级 | >=1.50',
    '己酸乙酯 | 优级 | >=1.20',
    '己酸乙酯 | 一级 | >=0.60',
    '酸酯总量 | 优级 | >=35.0',
    '酸酯总量 | 一级 | >=30.0',
    '己酸+己酸乙酯 | 优级 | >=1.50',
    '己酸+己酸乙酯 | 一级 | >=1.00',
    '酒精度 | 低度酒 | 25~40',
    '固形物 | 低度酒 | <=0.70',
    '总酸 | 优级 | >=0.30',
    '总酸 | 一级 | >=0.25',
    '总酯 | 优级 | >=1.50',
    '总酯 | 一级 | >=1.00',
    '己酸乙酯 | 优级 | >=0.70',
    '己酸乙酯 | 一级 | >=0.40',
    '酸酯总量 | 优级 | >=25.0',
    '酸酯总量 | 一级 | >=20.0',
    '己酸+己酸乙酯 | 优级 | >=0.80',
    '己酸+己酸乙酯 | 一级 | >=0.50',
  ],
  // Qwen OCR, LaTeX tabular across a page break: three grades and a no-starch column
  'GB/T 20712-2006': [
    '水分 | 特级 | <=70',
    '水分 | 优级 | <=67',
    '水分 | 普通级 | <=64',
    '水分 | 无淀粉产品 | <=70',
    '食盐(以NaCl计) | | <=3.5',
    '蛋白质 | 特级 | >=12',
    '蛋白质 | 优级 | >=11',
    '蛋白质 | 普通级 | >=10',
    '蛋白质 | 无淀粉产品 | >=14',
    '脂肪 | | 6~16',
    '淀粉 | 特级 | <=6',
    '淀粉 | 优级 | <=8',
    '淀粉 | 普通级 | <=10',
    '淀粉 | 无淀粉产品 | <=1',
    '亚硝酸盐(以NaNO2计) | | <=30',
  ],
  // PyPDF2, one cell per line, the operator after the name; n/c/m/M one per line
  'GB 19645-2010': [
    '脂肪 | | >=3.1',
    '蛋白质 | 牛乳 | >=2.9',
    '蛋白质 | 羊乳 | >=2.8',
    '菌落总数 | | plan:5,2,50000,100000',
    '大肠菌群 | | plan:5,2,1,5',
    '金黄色葡萄球菌 | | plan:5,0,0,-',
    '沙门氏菌 | | plan:5,0,0,-',
  ],
};
