/**
 * Labels of the compliance register's values, zod-free so that pages can import
 * them without the call declarations.
 */
const labelled = <K extends string>(m: Record<K, { 'zh-cn': string; en: string }>) => m;

export const businessTypes = labelled({
  production: { 'zh-cn': '生产', en: 'Production' },
  trade: { 'zh-cn': '经营', en: 'Trade' },
  catering: { 'zh-cn': '餐饮', en: 'Catering' },
  import: { 'zh-cn': '进口', en: 'Import' },
  export: { 'zh-cn': '出口', en: 'Export' },
});
export type BusinessType = keyof typeof businessTypes;

/** The 16 top-level food categories of GB 2760-2024 appendix E. */
export const foodCategories = labelled({
  '01.0': { 'zh-cn': '乳及乳制品', en: 'Dairy products' },
  '02.0': { 'zh-cn': '脂肪、油和乳化脂肪制品', en: 'Fats, oils and fat emulsions' },
  '03.0': { 'zh-cn': '冷冻饮品', en: 'Frozen drinks' },
  '04.0': {
    'zh-cn': '水果、蔬菜、豆类、食用菌、藻类、坚果以及籽类等',
    en: 'Fruit, vegetables, pulses, fungi, algae, nuts and seeds',
  },
  '05.0': { 'zh-cn': '可可制品、巧克力和巧克力制品以及糖果', en: 'Cocoa, chocolate and confectionery' },
  '06.0': { 'zh-cn': '粮食和粮食制品', en: 'Cereals and cereal products' },
  '07.0': { 'zh-cn': '焙烤食品', en: 'Bakery products' },
  '08.0': { 'zh-cn': '肉及肉制品', en: 'Meat and meat products' },
  '09.0': { 'zh-cn': '水产及其制品', en: 'Aquatic products' },
  '10.0': { 'zh-cn': '蛋及蛋制品', en: 'Eggs and egg products' },
  '11.0': { 'zh-cn': '甜味料', en: 'Sweeteners' },
  '12.0': { 'zh-cn': '调味品', en: 'Condiments' },
  '13.0': { 'zh-cn': '特殊膳食用食品', en: 'Foods for special dietary uses' },
  '14.0': { 'zh-cn': '饮料类', en: 'Beverages' },
  '15.0': { 'zh-cn': '酒类', en: 'Alcoholic beverages' },
  '16.0': { 'zh-cn': '其他类', en: 'Other foods' },
});

export const markets = labelled({
  cn: { 'zh-cn': '中国大陆', en: 'Mainland China' },
  eu: { 'zh-cn': '欧盟', en: 'European Union' },
  us: { 'zh-cn': '美国', en: 'United States' },
  other: { 'zh-cn': '其他', en: 'Other' },
});

export const itemStatuses = labelled({
  unassessed: { 'zh-cn': '未评估', en: 'Not assessed' },
  applicable: { 'zh-cn': '适用', en: 'Applicable' },
  not_applicable: { 'zh-cn': '不适用', en: 'Not applicable' },
  compliant: { 'zh-cn': '合规', en: 'Compliant' },
  noncompliant: { 'zh-cn': '不合规', en: 'Non-compliant' },
  review: { 'zh-cn': '待复核', en: 'To review' },
});
export type ItemStatus = keyof typeof itemStatuses;

export const obligationKinds = labelled({
  mandatory: { 'zh-cn': '强制', en: 'Mandatory' },
  recommended: { 'zh-cn': '推荐', en: 'Recommended' },
  own: { 'zh-cn': '自定义', en: "Customer's own" },
});

export const frequencies = labelled({
  daily: { 'zh-cn': '每日', en: 'Daily' },
  weekly: { 'zh-cn': '每周', en: 'Weekly' },
  monthly: { 'zh-cn': '每月', en: 'Monthly' },
  quarterly: { 'zh-cn': '每季度', en: 'Quarterly' },
  yearly: { 'zh-cn': '每年', en: 'Yearly' },
  event: { 'zh-cn': '发生时', en: 'When it occurs' },
});

export const updateCauses = labelled({
  content: { 'zh-cn': '条款修改', en: 'Clause changed' },
  replaced: { 'zh-cn': '文件被替代', en: 'Document replaced' },
  abolished: { 'zh-cn': '文件废止', en: 'Document abolished' },
});
export const decisions = labelled({
  no_impact: { 'zh-cn': '无影响', en: 'No impact' },
  acknowledged: { 'zh-cn': '已知悉', en: 'Acknowledged' },
  action: { 'zh-cn': '需采取行动', en: 'Action needed' },
});

export const taskStatuses = labelled({
  open: { 'zh-cn': '待处理', en: 'Open' },
  in_progress: { 'zh-cn': '处理中', en: 'In progress' },
  done: { 'zh-cn': '已完成', en: 'Done' },
});

export const generatedDocuments = labelled({
  risk_list: { 'zh-cn': '食品安全风险管控清单', en: 'Food safety risk control list' },
  daily: { 'zh-cn': '日管控检查记录', en: 'Daily check record' },
  weekly: { 'zh-cn': '周排查记录', en: 'Weekly inspection record' },
  monthly: { 'zh-cn': '月调度记录', en: 'Monthly review record' },
  register: { 'zh-cn': '合规义务登记册', en: 'Obligation register' },
});
