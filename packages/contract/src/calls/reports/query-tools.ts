import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../../endpoint.js';

interface Label {
  'zh-cn': string;
  en: string;
}

/**
 * The digital query tools gathered on /database (right smalldb). Each tool names the portal
 * page it opens, the URL key that page reads as its search box, the right it needs and what it
 * holds; the server counts its rows (apps/server/src/modules/reports/database). An area that
 * adds a tool (limits, substances, indicators …) appends it here and its count there.
 */
export interface QueryTool {
  title: Label;
  holds: Label;
  /** Edition or origin of the data, shown beside the count. */
  source: Label;
  path: string;
  /** Fixed query of the page (isOpen, kind …). */
  query: Record<string, string>;
  /** The URL key the page reads as its keyword. */
  searchKey: string;
  right: string;
}

export const queryTools = {
  gb2760: {
    title: { 'zh-cn': '食品添加剂使用标准（GB 2760）', en: 'Food additive uses (GB 2760)' },
    holds: {
      'zh-cn': '允许使用的食品添加剂、功能、食品类别与最大使用量',
      en: 'Permitted additives, functions, food categories and maximum use levels',
    },
    source: { 'zh-cn': 'GB 2760-2024', en: 'GB 2760-2024' },
    path: '/system/safeDb',
    query: { isOpen: 'true', kind: 'additive' },
    searchKey: 'keyword',
    right: 'biaofa',
  },
  gb9685: {
    title: { 'zh-cn': '食品接触材料添加剂（GB 9685）', en: 'Food-contact additives (GB 9685)' },
    holds: {
      'zh-cn': '食品接触材料及制品用添加剂、CAS号、适用材料与SML/QM',
      en: 'Additives for food-contact materials: CAS, materials, SML/QM',
    },
    source: { 'zh-cn': 'GB 9685-2016', en: 'GB 9685-2016' },
    path: '/system/safeDb',
    query: { isOpen: 'true', kind: 'contact' },
    searchKey: 'keyword',
    right: 'biaofa',
  },
  foodCategories: {
    title: { 'zh-cn': '食品分类（GB 2760 附录E）', en: 'Food categories (GB 2760 appendix E)' },
    holds: {
      'zh-cn': '食品分类体系及各类别允许的添加剂数量',
      en: 'The food category tree and the permitted additive uses per category',
    },
    source: { 'zh-cn': 'GB 2760-2024 附录E', en: 'GB 2760-2024 appendix E' },
    path: '/system/foodDb',
    query: {},
    searchKey: 'keyword',
    right: 'biaofa',
  },
  standards: {
    title: { 'zh-cn': '食品标准法规检索', en: 'Food standards and laws' },
    holds: {
      'zh-cn': '标准、法律法规、征求意见稿、标准公告及其时效',
      en: 'Standards, laws, drafts and standard announcements with their validity',
    },
    source: { 'zh-cn': '国家标准与法规公开文本', en: 'Published standards and laws' },
    path: '/system/unifiedSearch',
    query: { isOpen: 'true', fullLibrary: '1' },
    searchKey: 'keyword',
    right: 'biaofa',
  },
  sampling: {
    title: { 'zh-cn': '食品抽检数据', en: 'Sampling inspections' },
    holds: {
      'zh-cn': '抽检批次、检验项目、检验结果与判定依据',
      en: 'Sampled batches, tested items, results and standards applied',
    },
    source: { 'zh-cn': '市场监管部门抽检公告', en: 'Market regulator sampling notices' },
    path: '/sampleSystem/dataQuery',
    query: {},
    searchKey: 'keyword',
    right: 'cj',
  },
  penalty: {
    title: { 'zh-cn': '行政处罚案例', en: 'Administrative penalties' },
    holds: {
      'zh-cn': '处罚决定书、当事人、违法事实与处罚依据',
      en: 'Penalty decisions, parties, facts and legal basis',
    },
    source: { 'zh-cn': '行政处罚公示', en: 'Published penalty decisions' },
    path: '/penalty/case',
    query: {},
    searchKey: 'keyword',
    right: 'sanction_index',
  },
  judge: {
    title: { 'zh-cn': '司法判例', en: 'Court judgments' },
    holds: { 'zh-cn': '食品相关裁判文书、案由与赔偿', en: 'Food-related judgments, causes and compensation' },
    source: { 'zh-cn': '裁判文书公开', en: 'Published judgments' },
    path: '/judge/judgeList',
    query: {},
    searchKey: 'keyword',
    right: 'judge_datavi',
  },
  international: {
    title: { 'zh-cn': '国际预警通报', en: 'International warnings' },
    holds: {
      'zh-cn': 'RASFF等通报：产品、危害、原产国与措施',
      en: 'RASFF and other notifications: product, hazard, origin, measures',
    },
    source: { 'zh-cn': 'EU RASFF 等', en: 'EU RASFF and others' },
    path: '/InternationalWarning/index',
    query: {},
    searchKey: 'keyword',
    right: 'international',
  },
  cosIngredients: {
    title: { 'zh-cn': '化妆品原料数据库', en: 'Cosmetic ingredients' },
    holds: {
      'zh-cn': '已使用化妆品原料目录（2021年版）与《化妆品安全技术规范》表3限用组分；配方原料批量核对',
      en: 'The 2021 catalogue of ingredients used in China and the restricted substances of table 3; batch check of a formula',
    },
    source: { 'zh-cn': 'IECIC 2021；STSC 2015 表3', en: 'IECIC 2021; STSC 2015 table 3' },
    path: '/rihua/ingredientDb',
    query: { isOpen: 'true' },
    searchKey: 'keyword',
    right: 'rihua',
  },
} as const satisfies Record<string, QueryTool>;
export type QueryToolKey = keyof typeof queryTools;
export const queryToolKeys = Object.keys(queryTools) as QueryToolKey[];

export const queryToolStat = z.object({
  key: z.enum(queryToolKeys as [QueryToolKey, ...QueryToolKey[]]),
  count: z.number().int(),
  /** The count is the planner's estimate (a table of many rows). */
  estimated: z.boolean(),
  /** Latest date of the data (YYYY-MM-DD), when the rows carry one. */
  lastUpdate: z.string().nullable(),
  /** The member holds the tool's right (else the search box is disabled). */
  allowed: z.boolean(),
});
export type QueryToolStat = z.infer<typeof queryToolStat>;

export const queryToolCalls = {
  queryTools: defineEndpoint({
    method: 'POST',
    path: '/comply/database/tools',
    input: z.object({ ...sessionFields }),
    output: z.array(queryToolStat),
    access: access.member('smalldb'),
    summary: 'The query tools of /database with their row counts and last update',
  }),
};
