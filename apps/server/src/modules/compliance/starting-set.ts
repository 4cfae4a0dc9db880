import type { ApplicabilityRule } from '../../db/schema/index.js';

/**
 * The starting set of obligations for food producers and traders. Each requirement is written
 * from the text of the clause it cites (食品安全法 2021 修正, 食品安全法实施条例 2019,
 * GB 2762-2022); `source` finds the document in the library (law source key or standard number).
 * SAMR Order 60 (企业落实食品安全主体责任监督管理规定) is not in the library's data yet, so no
 * obligation cites it.
 */
export interface StartingObligation {
  code: string;
  title: string;
  requirement: string;
  kind: 'mandatory' | 'recommended';
  rule: ApplicabilityRule;
  evidence: string;
  frequency: 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly' | 'event';
  clauses: { source: string; anchor: string }[];
}

export const foodSafetyLaw = 'law:中华人民共和国食品安全法|2021-04-29';
export const implementingRegulation = 'law:中华人民共和国食品安全法实施条例|2019-10-11';
export const contaminantStandard = 'GB2762-2022';

const producers = { businessTypes: ['production'] };
const traders = { businessTypes: ['trade'] };
const anyFoodBusiness = { businessTypes: ['production', 'trade', 'catering', 'import'] };

export const startingObligations: StartingObligation[] = [
  {
    code: 'FSL-44',
    title: '建立食品安全管理制度并配备食品安全管理人员',
    requirement:
      '建立健全食品安全管理制度，对职工进行食品安全知识培训；主要负责人对本企业食品安全工作全面负责；配备食品安全管理人员并加强培训和考核，考核不合格的不得上岗。',
    kind: 'mandatory',
    rule: anyFoodBusiness,
    evidence: '食品安全管理制度文件、管理人员任命书、培训和考核记录',
    frequency: 'yearly',
    clauses: [
      { source: foodSafetyLaw, anchor: 'art-44' },
      { source: implementingRegulation, anchor: 'art-19' },
      { source: implementingRegulation, anchor: 'art-20' },
    ],
  },
  {
    code: 'FSL-45',
    title: '从业人员健康管理',
    requirement:
      '建立并执行从业人员健康管理制度；从事接触直接入口食品工作的人员每年进行健康检查，取得健康证明后方可上岗。',
    kind: 'mandatory',
    rule: anyFoodBusiness,
    evidence: '从业人员健康证明台账',
    frequency: 'yearly',
    clauses: [{ source: foodSafetyLaw, anchor: 'art-45' }],
  },
  {
    code: 'FSL-46',
    title: '生产过程控制',
    requirement:
      '就原料控制、生产关键环节控制、检验控制、运输和交付控制制定并实施控制要求，保证所生产的食品符合食品安全标准。',
    kind: 'mandatory',
    rule: producers,
    evidence: '过程控制文件、关键环节记录',
    frequency: 'daily',
    clauses: [{ source: foodSafetyLaw, anchor: 'art-46' }],
  },
  {
    code: 'FSL-47',
    title: '食品安全自查',
    requirement:
      '建立食品安全自查制度，定期检查评价食品安全状况；条件变化不再符合要求时立即整改，有事故潜在风险时立即停止生产经营并报告所在地县级监管部门。',
    kind: 'mandatory',
    rule: anyFoodBusiness,
    evidence: '自查记录、整改记录',
    frequency: 'monthly',
    clauses: [{ source: foodSafetyLaw, anchor: 'art-47' }],
  },
  {
    code: 'FSL-50',
    title: '原料进货查验记录',
    requirement:
      '采购食品原料、食品添加剂、食品相关产品时查验供货者许可证和产品合格证明；建立进货查验记录制度，如实记录名称、规格、数量、批号、保质期、进货日期及供货者信息并保存凭证，保存期限不少于保质期满后六个月，无明确保质期的不少于二年。',
    kind: 'mandatory',
    rule: producers,
    evidence: '进货查验记录、供货者许可证和合格证明',
    frequency: 'daily',
    clauses: [{ source: foodSafetyLaw, anchor: 'art-50' }],
  },
  {
    code: 'FSL-51',
    title: '出厂检验记录',
    requirement:
      '建立食品出厂检验记录制度，查验出厂食品的检验合格证和安全状况，如实记录名称、规格、数量、批号、保质期、检验合格证号、销售日期及购货者信息并保存凭证。',
    kind: 'mandatory',
    rule: producers,
    evidence: '出厂检验记录、检验合格证',
    frequency: 'daily',
    clauses: [{ source: foodSafetyLaw, anchor: 'art-51' }],
  },
  {
    code: 'FSL-53',
    title: '食品进货查验与销售记录',
    requirement:
      '采购食品时查验供货者许可证和合格证明文件；建立食品进货查验记录制度并保存凭证；从事批发业务的建立食品销售记录制度。',
    kind: 'mandatory',
    rule: traders,
    evidence: '进货查验记录、批发销售记录',
    frequency: 'daily',
    clauses: [{ source: foodSafetyLaw, anchor: 'art-53' }],
  },
  {
    code: 'FSL-54',
    title: '食品贮存与库存检查',
    requirement:
      '按照保证食品安全的要求贮存食品，定期检查库存，及时清理变质或超过保质期的食品；贮存散装食品时在贮存位置标明名称、生产日期或批号、保质期、生产者名称及联系方式。',
    kind: 'mandatory',
    rule: traders,
    evidence: '库存检查记录、过期食品处理记录',
    frequency: 'weekly',
    clauses: [{ source: foodSafetyLaw, anchor: 'art-54' }],
  },
  {
    code: 'FSL-56',
    title: '餐饮设施维护与餐具清洗消毒',
    requirement:
      '定期维护食品加工、贮存、陈列设施设备，定期清洗、校验保温及冷藏冷冻设施；按要求清洗消毒餐具饮具，委托清洗消毒的应委托符合条件的集中消毒单位。',
    kind: 'mandatory',
    rule: { businessTypes: ['catering'] },
    evidence: '设施维护记录、餐具消毒记录',
    frequency: 'daily',
    clauses: [{ source: foodSafetyLaw, anchor: 'art-56' }],
  },
  {
    code: 'FSL-63',
    title: '不安全食品召回',
    requirement:
      '发现食品不符合食品安全标准或可能危害人体健康时，立即停止生产（经营），召回已上市食品，通知相关生产经营者和消费者，记录召回和通知情况，对召回食品采取无害化处理或销毁等措施，并向所在地县级监管部门报告。',
    kind: 'mandatory',
    rule: { businessTypes: ['production', 'trade', 'import'] },
    evidence: '召回制度、召回演练或召回记录',
    frequency: 'event',
    clauses: [{ source: foodSafetyLaw, anchor: 'art-63' }],
  },
  {
    code: 'FSL-67',
    title: '预包装食品标签',
    requirement:
      '预包装食品包装上应有标签，标明名称、规格、净含量、生产日期、配料表、生产者信息、保质期、产品标准代号、贮存条件、食品添加剂通用名称、生产许可证编号等事项。',
    kind: 'mandatory',
    rule: producers,
    evidence: '标签审核记录',
    frequency: 'event',
    clauses: [{ source: foodSafetyLaw, anchor: 'art-67' }],
  },
  {
    code: 'FSL-98',
    title: '进口和销售记录',
    requirement:
      '进口商建立食品、食品添加剂进口和销售记录制度，如实记录名称、规格、数量、生产日期、批号、保质期、境外出口商和购货者信息、交货日期等并保存凭证；进口预包装食品应有符合要求的中文标签。',
    kind: 'mandatory',
    rule: { businessTypes: ['import'] },
    evidence: '进口和销售记录、中文标签样张',
    frequency: 'event',
    clauses: [
      { source: foodSafetyLaw, anchor: 'art-98' },
      { source: foodSafetyLaw, anchor: 'art-97' },
    ],
  },
  {
    code: 'FSL-99',
    title: '出口食品符合进口国要求并备案',
    requirement: '保证出口食品符合进口国（地区）的标准或合同要求；出口食品生产企业向出入境检验检疫部门备案。',
    kind: 'mandatory',
    rule: { businessTypes: ['export'] },
    evidence: '出口备案证明、进口国标准符合性评估',
    frequency: 'yearly',
    clauses: [{ source: foodSafetyLaw, anchor: 'art-99' }],
  },
  {
    code: 'FSL-42',
    title: '食品安全追溯体系',
    requirement: '依照食品安全法建立食品安全追溯体系，保证食品可追溯；鼓励采用信息化手段采集、留存生产经营信息。',
    kind: 'mandatory',
    rule: anyFoodBusiness,
    evidence: '追溯体系说明、追溯演练记录',
    frequency: 'yearly',
    clauses: [{ source: foodSafetyLaw, anchor: 'art-42' }],
  },
  {
    code: 'FSL-48',
    title: '良好生产规范与 HACCP 体系',
    requirement: '国家鼓励食品生产经营企业符合良好生产规范要求，实施危害分析与关键控制点体系。',
    kind: 'recommended',
    rule: producers,
    evidence: 'GMP / HACCP 认证证书或体系文件',
    frequency: 'yearly',
    clauses: [{ source: foodSafetyLaw, anchor: 'art-48' }],
  },
  {
    code: 'GB2762-3.1',
    title: '控制食品中污染物含量',
    requirement:
      '无论是否制定污染物限量，食品生产和加工者均应采取控制措施，使食品中污染物的含量达到最低水平；产品中铅等污染物不得超过 GB 2762 规定的限量。',
    kind: 'mandatory',
    rule: producers,
    evidence: '原料和成品污染物检验报告',
    frequency: 'quarterly',
    clauses: [
      { source: contaminantStandard, anchor: 'sec-3.1' },
      { source: contaminantStandard, anchor: 'sec-4.1.1' },
    ],
  },
];
