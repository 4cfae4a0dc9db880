/**
 * What each finding says and the fix it suggests, in both languages. `{s}` is the finding's subject
 * (an ingredient, an item, a word of the claim); `{x}` an extra detail the rule supplies.
 */
export interface RuleText {
  zh: string;
  en: string;
  fixZh: string;
  fixEn: string;
}

const t = (zh: string, en: string, fixZh: string, fixEn: string): RuleText => ({ zh, en, fixZh, fixEn });

export const ruleTexts = {
  mandatory: t(
    '缺少强制标示内容：{x}',
    'A mandatory item is missing: {x}',
    '在标签上标示{x}。',
    'Show the {x} on the label.',
  ),
  'date-order': t(
    '日期“{x}”未按年、月、日的顺序标示',
    'The date "{x}" is not printed in year, month, day order',
    '按年、月、日的顺序标示日期（如 2026年11月01日 或 2026-11-01）。',
    'Print the date as year, month, day (e.g. 2026-11-01).',
  ),
  'ingredient-order': t(
    '配料“{s}”（{x}%）排在加入量更少的配料之后',
    'Ingredient "{s}" ({x}%) comes after an ingredient added in a smaller amount',
    '按加入量递减顺序排列配料（不超过 2% 的配料除外）。',
    'List ingredients in descending order of amount (those of 2% or less excepted).',
  ),
  compound: t(
    '复合配料“{s}”{x}未标示其原始配料',
    'Compound ingredient "{s}"{x} does not list its own ingredients',
    '在复合配料名称后的括号内按递减顺序标示其原始配料（有标准且加入量小于 25% 的除外）。',
    'List its ingredients in brackets after it, in descending order (unless it has a standard and is under 25%).',
  ),
  'additive-unknown': t(
    '功能类别下的“{s}”在本库的 GB 2760 数据中找不到通用名称或 INS 号',
    '"{s}", listed under a function class, is not a general name or INS number in the GB 2760 data held',
    '使用 GB 2760 中的通用名称；本库 GB 2760 数据可能不全，请对照标准原文核实。',
    'Use the general name of GB 2760; the GB 2760 data held may be incomplete, check against the standard.',
  ),
  'additive-not-permitted': t(
    '食品添加剂“{s}”（{x}）在所选食品类别中不在 GB 2760 的使用范围内',
    'Food additive "{s}" ({x}) is not permitted by GB 2760 in the chosen food category',
    '删去该添加剂或改用该类别允许的添加剂；如仅由配料带入，须符合 GB 2760 3.4 带入原则。',
    'Remove it or use an additive permitted in the category; if it is only carried over by an ingredient, the carry-over principle (GB 2760 3.4) must hold.',
  ),
  'additive-category': t(
    '未选择食品类别，无法核对添加剂的使用范围',
    'No food category chosen: additives cannot be checked against GB 2760',
    '选择 GB 2760 附录 E 中的食品类别后再核对。',
    'Choose the GB 2760 appendix E food category and check again.',
  ),
  'additive-ins': t(
    '以 INS 号“{s}”代替通用名称，而包装最大表面面积为 {x} cm²（大于 60 cm²）',
    'INS number "{s}" used instead of the general name on a package of {x} cm² (over 60 cm²)',
    '标示食品添加剂的通用名称。',
    'Print the general name of the additive.',
  ),
  'claim-no-added': t(
    '声称使用了“{s}”类用语',
    'The claim uses "{s}" (no-added wording)',
    '删去“不添加/不使用”及其同义语的声称。',
    'Remove the "no added / not used" claim and its synonyms.',
  ),
  'claim-free-additive': t(
    '对食品添加剂“{s}”使用“无/不含”声称',
    'A "free of / contains no" claim about food additive "{s}"',
    '删去对食品添加剂的“无/不含”声称。',
    'Remove the "free of" claim about a food additive.',
  ),
  'claim-contradicts': t(
    '声称不含/不添加{s}，但配料表中有{s}“{x}”',
    'The claim says no {s}, but the ingredient list holds the {s} "{x}"',
    '删去与配料表不符的声称。',
    'Remove the claim that the ingredient list contradicts.',
  ),
  'claim-disease': t(
    '声称中有“{s}”：明示或暗示预防、治疗疾病',
    'The claim says "{s}": it states or implies preventing or treating disease',
    '删去预防、治疗疾病的表述（保健食品另按其规定）。',
    'Remove wording about preventing or treating disease (health foods follow their own rules).',
  ),
  'claim-wording': t(
    '声称中有“{s}”：需判断是否真实、准确，是否夸大或误导',
    'The claim says "{s}": judge whether it is true and accurate, not exaggerated or misleading',
    '核实该用语有依据，或删去。',
    'Make sure the wording can be substantiated, or remove it.',
  ),
  'quantity-emphasis': t(
    '强调了“{s}”但未标示其添加量或含量',
    '"{s}" is emphasised but its amount or content is not stated',
    '在配料表中或附加说明中标示{s}的添加量或在成品中的含量。',
    'State the amount of {s} added or its content in the product.',
  ),
  'quantity-name': t(
    '食品名称中提及配料“{s}”，但未标示其添加量或含量',
    'The food name mentions ingredient "{s}" without its amount or content',
    '标示{s}的添加量或含量，除非属于 2025 版 A.5.4 的豁免情形（如仅描述口味、标准规定的名称）。',
    'State the amount of {s}, unless an exemption of A.5.4 (2025) applies (a flavour description, a name set by a standard).',
  ),
  allergen: t(
    '配料“{x}”属于致敏物质“{s}”，致敏物质提示中未提及',
    'Ingredient "{x}" is an allergen ({s}) that the allergen statement does not name',
    '在配料表中以易辨识的方式提示，或在配料表临近位置标示致敏物质提示（如“含有……”）。',
    'Mark it in the ingredient list or print an allergen statement near it ("contains …").',
  ),
  'nutrition-drink': t(
    '饮料酒未填酒精度：酒精度 0.5% 及以上的饮料酒可豁免强制标示营养标签，无法判断本品是否豁免',
    'No alcohol strength entered: drinks of 0.5% vol and more need no nutrition label, so whether this one does cannot be told',
    '填写酒精度后再核对；低于 0.5% 的应标示营养标签。',
    'Enter the alcohol strength and check again; below 0.5% a nutrition label is required.',
  ),
  'nutrition-missing': t(
    '营养成分表缺少“{s}”',
    'The nutrition table lacks "{s}"',
    '在营养成分表中标示{s}的含量及其 NRV%。',
    'Show {s} and its NRV% in the nutrition table.',
  ),
  'nutrition-note': t(
    '营养成分表下方未标示“儿童青少年应避免过量摄入盐油糖”',
    'The line "儿童青少年应避免过量摄入盐油糖" is missing under the nutrition table',
    '在营养成分表下方标示该提示语。',
    'Print that line under the nutrition table.',
  ),
  'nutrition-unit': t(
    '“{s}”的单位为“{x}”，表 1 规定的单位不同',
    'The unit of "{s}" is "{x}", not the unit of table 1',
    '按表 1 的表达单位标示（能量 kJ，钠 mg，其余 g）。',
    'Use the unit of table 1 (energy kJ, sodium mg, the others g).',
  ),
  'nutrition-rounding': t(
    '“{s}”的数值 {x} 不是修约间隔的整数倍',
    'The value {x} of "{s}" is not a multiple of the rounding interval',
    '按表 1 的修约间隔修约（能量、钠取整数，其余保留 1 位小数）。',
    'Round to the interval of table 1 (energy and sodium whole numbers, others one decimal).',
  ),
  'nutrition-zero': t(
    '“{s}”为 {x}，不大于“0”界限值，应标示为 0',
    '"{s}" is {x}, at or under the "0" threshold: it must be shown as 0',
    '标示为 0。',
    'Show it as 0.',
  ),
  'nutrition-nrv': t(
    '“{s}”的 NRV% 标示为 {x}',
    'The NRV% of "{s}" is printed as {x}',
    '按含量 ÷ NRV × 100 计算并取整。',
    'Compute content ÷ NRV × 100 and round to a whole number.',
  ),
  grade: t('{x}', '{x}', '{f}', '{f}'),
  'date-exempt': t('{x}', '{x}', '{f}', '{f}'),
  'standard-code': t('产品标准代号“{s}”：{x}', 'Product standard "{s}": {x}', '{f}', '{f}'),
  'font-height': t(
    '强制标示内容的字高为 {x} mm，小于 1.8 mm（包装最大表面面积大于 35 cm²）',
    'Mandatory items are {x} mm high, under 1.8 mm (largest surface over 35 cm²)',
    '强制标示内容的文字、符号、数字高度不小于 1.8 mm。',
    'Print mandatory items at least 1.8 mm high.',
  ),
  'net-content': t(
    '净含量“{x}”未由数字和法定计量单位组成',
    'The net content "{x}" is not a number with a legal unit',
    '按“净含量 + 数字 + 法定计量单位”标示（小于 1000 g 用 g，不小于 1000 g 用 kg；体积同理）。',
    'Print it as number and legal unit (g below 1000 g, kg from 1000 g; mL and L likewise).',
  ),
} as const satisfies Record<string, RuleText>;

export type RuleId = keyof typeof ruleTexts;

/** Names of the mandatory items in both languages. */
export const itemNames = {
  foodName: ['食品名称', 'food name'],
  ingredients: ['配料表', 'ingredient list'],
  nutrition: ['营养标签', 'nutrition label'],
  netContent: ['净含量', 'net content'],
  producer: ['生产者或经营者名称', "producer's or distributor's name"],
  address: ['地址', 'address'],
  contact: ['联系方式', 'contact'],
  productionDate: ['生产日期', 'production date'],
  shelfLife: ['保质期', 'shelf life'],
  expiryDate: ['保质期到期日', 'expiry date'],
  storage: ['贮存条件', 'storage conditions'],
  licence: ['食品生产许可证编号', 'production licence number'],
  standardCode: ['产品标准代号', 'product standard code'],
} as const;
export type MandatoryItem = keyof typeof itemNames;
