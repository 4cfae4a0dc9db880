import type { DocModule, LibraryKey } from '@app/contract';

/**
 * Real, well-known standards and laws (facts only: numbers, titles, dates, issuers, which
 * version replaces which). Status is derived from the dates on the day the seed runs, so the
 * demo stays right as time passes. `replaces` names the number or title of the older version.
 */
export interface CuratedDoc {
  library: LibraryKey;
  module: DocModule;
  docNumber?: string;
  title: string;
  publishDate?: string;
  implementDate?: string;
  department: string;
  category: string;
  industry?: string;
  province?: string;
  replaces?: string;
  summary: string;
}

const NHC = '国家卫生健康委员会、国家市场监督管理总局';
const NHC_OLD = '国家卫生和计划生育委员会';

export const curatedDocs: CuratedDoc[] = [
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 2760-2011', title: '食品安全国家标准 食品添加剂使用标准', publishDate: '2011-04-20', implementDate: '2011-06-20', department: '中华人民共和国卫生部', category: '通用标准', industry: '食品添加剂', summary: '规定了食品添加剂的使用原则、允许使用的食品添加剂品种、使用范围及最大使用量或残留量。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 2760-2014', title: '食品安全国家标准 食品添加剂使用标准', publishDate: '2014-12-24', implementDate: '2015-05-24', department: NHC_OLD, category: '通用标准', industry: '食品添加剂', replaces: 'GB 2760-2011', summary: '规定了食品添加剂的使用原则、允许使用的食品添加剂品种、使用范围及最大使用量或残留量。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 2760-2024', title: '食品安全国家标准 食品添加剂使用标准', publishDate: '2024-02-08', implementDate: '2025-02-08', department: NHC, category: '通用标准', industry: '食品添加剂', replaces: 'GB 2760-2014', summary: '规定了食品添加剂的使用原则、允许使用的食品添加剂品种、使用范围及最大使用量或残留量，适用于所有食品添加剂的使用。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 7718-2011', title: '食品安全国家标准 预包装食品标签通则', publishDate: '2011-04-20', implementDate: '2012-04-20', department: '中华人民共和国卫生部', category: '通用标准', industry: '食品标签', summary: '适用于直接提供给消费者的预包装食品标签和非直接提供给消费者的预包装食品标签。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 7718-2025', title: '食品安全国家标准 预包装食品标签通则', publishDate: '2025-03-16', implementDate: '2027-03-16', department: NHC, category: '通用标准', industry: '食品标签', replaces: 'GB 7718-2011', summary: '规定了预包装食品标签的基本要求、强制标示内容和推荐标示内容，增加了数字标签等要求。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 28050-2011', title: '食品安全国家标准 预包装食品营养标签通则', publishDate: '2011-10-12', implementDate: '2013-01-01', department: '中华人民共和国卫生部', category: '通用标准', industry: '食品标签', summary: '适用于预包装食品营养标签上营养信息的描述和说明。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 28050-2025', title: '食品安全国家标准 预包装食品营养标签通则', publishDate: '2025-03-16', implementDate: '2027-03-16', department: NHC, category: '通用标准', industry: '食品标签', replaces: 'GB 28050-2011', summary: '规定了预包装食品营养标签上营养信息的描述和说明，调整了强制标示的营养成分。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 2761-2017', title: '食品安全国家标准 食品中真菌毒素限量', publishDate: '2017-03-17', implementDate: '2017-09-17', department: NHC_OLD, category: '通用标准', industry: '污染物', summary: '规定了食品中黄曲霉毒素B1、黄曲霉毒素M1、脱氧雪腐镰刀菌烯醇等真菌毒素的限量指标。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 2762-2017', title: '食品安全国家标准 食品中污染物限量', publishDate: '2017-03-17', implementDate: '2017-09-17', department: NHC_OLD, category: '通用标准', industry: '污染物', summary: '规定了食品中铅、镉、汞、砷、锡、镍、铬、亚硝酸盐、硝酸盐、苯并[a]芘等污染物的限量指标。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 2762-2022', title: '食品安全国家标准 食品中污染物限量', publishDate: '2022-06-30', implementDate: '2023-06-30', department: NHC, category: '通用标准', industry: '污染物', replaces: 'GB 2762-2017', summary: '规定了食品中铅、镉、汞、砷、锡、镍、铬、亚硝酸盐、硝酸盐、苯并[a]芘、N-二甲基亚硝胺、多氯联苯、3-氯-1,2-丙二醇的限量指标。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 2762-2025', title: '食品安全国家标准 食品中污染物限量', publishDate: '2025-09-25', implementDate: '2026-09-02', department: NHC, category: '通用标准', industry: '污染物', replaces: 'GB 2762-2022', summary: '规定了食品中污染物的限量指标。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 2763-2019', title: '食品安全国家标准 食品中农药最大残留限量', publishDate: '2019-08-15', implementDate: '2020-02-15', department: '国家卫生健康委员会、农业农村部、国家市场监督管理总局', category: '通用标准', industry: '农药残留', summary: '规定了食品中农药的最大残留限量。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 2763-2021', title: '食品安全国家标准 食品中农药最大残留限量', publishDate: '2021-03-03', implementDate: '2021-09-03', department: '国家卫生健康委员会、农业农村部、国家市场监督管理总局', category: '通用标准', industry: '农药残留', replaces: 'GB 2763-2019', summary: '规定了食品中2,4-滴丁酸等564种农药10092项最大残留限量。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 14881-2013', title: '食品安全国家标准 食品生产通用卫生规范', publishDate: '2013-05-24', implementDate: '2014-06-01', department: NHC_OLD, category: '生产经营规范', industry: '食品生产', summary: '规定了食品生产过程中原料采购、加工、包装、贮存和运输等环节的场所、设施、人员的基本要求和管理准则。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 14880-2012', title: '食品安全国家标准 食品营养强化剂使用标准', publishDate: '2012-03-15', implementDate: '2013-01-01', department: '中华人民共和国卫生部', category: '营养强化剂', industry: '营养强化剂', summary: '规定了食品营养强化的主要目的、使用营养强化剂的要求、可强化食品类别的选择要求以及营养强化剂的使用规定。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 29921-2021', title: '食品安全国家标准 预包装食品中致病菌限量', publishDate: '2021-09-07', implementDate: '2021-11-22', department: NHC, category: '通用标准', industry: '微生物', summary: '规定了预包装食品中致病菌指标、限量要求和检验方法。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 31650-2019', title: '食品安全国家标准 食品中兽药最大残留限量', publishDate: '2019-09-06', implementDate: '2020-04-01', department: '农业农村部、国家卫生健康委员会、国家市场监督管理总局', category: '通用标准', industry: '兽药残留', summary: '规定了动物性食品中阿苯达唑等104种兽药的最大残留限量。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 4789.2-2022', title: '食品安全国家标准 食品微生物学检验 菌落总数测定', publishDate: '2022-06-30', implementDate: '2022-12-30', department: NHC, category: '微生物检验方法', industry: '检验检测', summary: '规定了食品中菌落总数的测定方法。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 5009.12-2017', title: '食品安全国家标准 食品中铅的测定', publishDate: '2017-04-06', implementDate: '2017-10-06', department: NHC_OLD, category: '理化检验方法标准', industry: '检验检测', summary: '规定了食品中铅含量的测定方法。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 5009.12-2023', title: '食品安全国家标准 食品中铅的测定', publishDate: '2023-09-06', implementDate: '2024-03-06', department: NHC, category: '理化检验方法标准', industry: '检验检测', replaces: 'GB 5009.12-2017', summary: '规定了食品中铅含量的测定方法。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 5009.3-2016', title: '食品安全国家标准 食品中水分的测定', publishDate: '2016-08-31', implementDate: '2017-03-01', department: NHC_OLD, category: '理化检验方法', industry: '检验检测', summary: '规定了食品中水分的测定方法：直接干燥法、减压干燥法、蒸馏法和卡尔·费休法。' },
  { library: 'biaofa', module: 'biaozhun', docNumber: 'GB 13432-2013', title: '食品安全国家标准 预包装特殊膳食用食品标签', publishDate: '2013-12-26', implementDate: '2015-07-01', department: NHC_OLD, category: '特殊膳食', industry: '食品标签', summary: '适用于预包装特殊膳食用食品的标签（含营养标签）。' },
  { library: 'biaofa', module: 'fagui', docNumber: '主席令第二十一号', title: '中华人民共和国食品安全法（2015修订）', publishDate: '2015-04-24', implementDate: '2015-10-01', department: '全国人民代表大会常务委员会', category: '法律', industry: '食品安全', summary: '为了保证食品安全，保障公众身体健康和生命安全，制定本法。' },
  { library: 'biaofa', module: 'fagui', docNumber: '主席令第二十二号', title: '中华人民共和国食品安全法（2018修正）', publishDate: '2018-12-29', implementDate: '2018-12-29', department: '全国人民代表大会常务委员会', category: '法律', industry: '食品安全', replaces: '中华人民共和国食品安全法（2015修订）', summary: '为了保证食品安全，保障公众身体健康和生命安全，制定本法。' },
  { library: 'biaofa', module: 'fagui', docNumber: '主席令第八十一号', title: '中华人民共和国食品安全法（2021修正）', publishDate: '2021-04-29', implementDate: '2021-04-29', department: '全国人民代表大会常务委员会', category: '法律', industry: '食品安全', replaces: '中华人民共和国食品安全法（2018修正）', summary: '为了保证食品安全，保障公众身体健康和生命安全，制定本法。' },
  { library: 'biaofa', module: 'fagui', docNumber: '国务院令第721号', title: '中华人民共和国食品安全法实施条例', publishDate: '2019-10-11', implementDate: '2019-12-01', department: '国务院', category: '行政法规', industry: '食品安全', summary: '根据《中华人民共和国食品安全法》，制定本条例。' },
  { library: 'biaofa', module: 'fagui', docNumber: '国家市场监督管理总局令第24号', title: '食品生产许可管理办法', publishDate: '2020-01-02', implementDate: '2020-03-01', department: '国家市场监督管理总局', category: '部门规章', industry: '食品生产', summary: '为了规范食品、食品添加剂生产许可活动，加强食品生产监督管理，保障食品安全，制定本办法。' },
  { library: 'biaofa', module: 'fagui', docNumber: '国家市场监督管理总局令第78号', title: '食品经营许可和备案管理办法', publishDate: '2023-06-15', implementDate: '2023-12-01', department: '国家市场监督管理总局', category: '部门规章', industry: '食品经营', summary: '为了规范食品经营许可和备案活动，加强食品经营安全监督管理，落实食品安全主体责任，制定本办法。' },
  { library: 'rihua', module: 'fagui', docNumber: '国务院令第727号', title: '化妆品监督管理条例', publishDate: '2020-06-29', implementDate: '2021-01-01', department: '国务院', category: '行政法规', industry: '化妆品', summary: '为了规范化妆品生产经营活动，加强化妆品监督管理，保证化妆品质量安全，制定本条例。' },
  { library: 'rihua', module: 'fagui', docNumber: '国家药监局公告2021年第77号', title: '化妆品标签管理办法', publishDate: '2021-05-31', implementDate: '2022-05-01', department: '国家药品监督管理局', category: '规范性文件', industry: '化妆品标签', summary: '为加强化妆品标签监督管理，规范化妆品标签使用，保障消费者合法权益，制定本办法。' },
  { library: 'rihua', module: 'biaozhun', title: '化妆品安全技术规范（2015年版）', publishDate: '2015-12-23', implementDate: '2016-12-01', department: '国家食品药品监督管理总局', category: '技术规范', industry: '化妆品', summary: '规定了化妆品的安全技术要求，包括通用要求、禁限用组分要求、准用组分要求以及检验评价方法。' },
  { library: 'fodder', module: 'fagui', docNumber: '国务院令第676号', title: '饲料和饲料添加剂管理条例（2017修订）', publishDate: '2017-03-01', implementDate: '2017-03-01', department: '国务院', category: '行政法规', industry: '饲料', summary: '为了加强对饲料、饲料添加剂的管理，提高饲料、饲料添加剂的质量，保障动物产品质量安全，维护公众健康，制定本条例。' },
  { library: 'fodder', module: 'biaozhun', docNumber: 'GB 13078-2017', title: '饲料卫生标准', publishDate: '2017-10-14', implementDate: '2018-05-01', department: '国家质量监督检验检疫总局、国家标准化管理委员会', category: '国家标准', industry: '饲料', summary: '规定了饲料原料和饲料产品中的有毒有害物质及微生物的限量及试验方法。' },
  { library: 'fodder', module: 'fagui', docNumber: '农业部公告第2625号', title: '饲料添加剂安全使用规范', publishDate: '2017-12-15', implementDate: '2018-07-01', department: '农业部', category: '规范性文件', industry: '饲料添加剂', summary: '规定了饲料添加剂的适用动物、在配合饲料或全混合日粮中的推荐添加量和最高限量。' },
];
